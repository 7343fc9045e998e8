import {
  apiKeyListReplySchema,
  apiKeyRevokedReplySchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  MESSAGES,
} from "@ingot/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { assertSignedIn } from "../../lib/authorize";
import { ownedResourceRoutes } from "../../lib/owned-resource-routes";
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

  ownedResourceRoutes(app, {
    path: "/v2/api-keys",
    tags: ["api-keys"],
    owner: sessionUser,
    notFound: () => AppError.notFound(MESSAGES.apiKeys.notFound),
    create: {
      summary: "Create an API key (its secret is answered this once)",
      description:
        "`scope`: `read` (GET requests only) or `read_write`. Send the key as `Authorization: Bearer <key>`; it acts as you. Needs a signed-in session, not an API key.",
      body: createApiKeyRequestSchema,
      reply: createdApiKeySchema,
      errors: [400, 401, 403],
      run: (ownerId, body) => service.create(ownerId, body),
    },
    list: {
      summary: "Your API keys, newest first (without their secrets)",
      reply: apiKeyListReplySchema,
      errors: [401, 403],
      run: (ownerId) => service.list(ownerId),
    },
    remove: {
      summary: "Revoke one of your API keys (at once: its next request answers 401)",
      reply: apiKeyRevokedReplySchema,
      errors: [401, 403, 404],
      run: (ownerId, id) => service.revoke(ownerId, id),
    },
  });
};

export default apiKeysRoutes;
