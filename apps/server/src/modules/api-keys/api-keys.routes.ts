import {
  apiKeySchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  MESSAGES,
} from "@ingot/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { assertSignedIn } from "../../lib/authorize";
import { createdReplies, ok, okReplies } from "../../lib/envelope";
import type { SessionUser } from "../../plugins/auth-guard";
import { createApiKeysService } from "./api-keys.service";

/**
 * API keys (issue #20, decision 021): a signed-in customer or admin makes keys for their own
 * systems, lists them (never the secret; the first characters and the last use) and revokes them.
 * Keys are made, stored (a SHA-256 hash), rate limited and verified by Better Auth's API-key
 * plugin; a key is sent as `Authorization: Bearer <key>` and acts as its owner within its scope
 * (modules/auth/session.ts, plugins/auth-guard.ts). Keys are managed from a session only, so a
 * leaked key cannot make more keys or outlive its revocation.
 */

function sessionUser(request: FastifyRequest): SessionUser {
  const user = assertSignedIn(request);
  if (user.apiKey) throw AppError.forbidden(MESSAGES.apiKeys.sessionOnly);
  return user;
}

const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createApiKeysService({ db: app.db, auth: app.auth });
  const tags = ["api-keys"];

  app.post(
    "/v2/api-keys",
    {
      schema: {
        tags,
        summary: "Create an API key (its secret is answered this once)",
        description:
          "`scope`: `read` (GET requests only) or `read_write`. Send the key as `Authorization: Bearer <key>`; it acts as you. Needs a signed-in session, not an API key.",
        body: createApiKeyRequestSchema,
        response: createdReplies(createdApiKeySchema, 400, 401, 403),
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const created = await service.create(user.id, request.body);
      return reply.code(201).send(ok(created));
    },
  );

  app.get(
    "/v2/api-keys",
    {
      schema: {
        tags,
        summary: "Your API keys, newest first (without their secrets)",
        response: okReplies(z.object({ keys: z.array(apiKeySchema) }), 401, 403),
      },
    },
    async (request) => ok({ keys: await service.list(sessionUser(request).id) }),
  );

  app.delete(
    "/v2/api-keys/:id",
    {
      schema: {
        tags,
        summary: "Revoke one of your API keys (at once: its next request answers 401)",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: okReplies(z.object({ id: z.string(), revoked: z.literal(true) }), 401, 403, 404),
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const revoked = await service.revoke(user.id, request.params.id);
      if (!revoked) throw AppError.notFound(MESSAGES.apiKeys.notFound);
      return ok({ id: request.params.id, revoked: true as const });
    },
  );
};

export default apiKeysRoutes;
