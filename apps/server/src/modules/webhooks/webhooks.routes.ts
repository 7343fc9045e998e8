import {
  createdWebhookSchema,
  createWebhookRequestSchema,
  isUuid,
  MESSAGES,
  WEBHOOK_EVENTS,
  WEBHOOK_SIGNATURE_HEADER,
  webhookDeletedReplySchema,
  webhookDeliveriesReplySchema,
  webhookDeliveryReplySchema,
  webhookListReplySchema,
} from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { assertSignedIn } from "../../lib/authorize";
import { ok, okReplies } from "../../lib/envelope";
import { ownedResourceRoutes } from "../../lib/owned-resource-routes";
import { webhookSecretKey } from "./webhook-secret";
import { createWebhooksService } from "./webhooks.service";

/**
 * Signed webhooks (issue #20, decision 024): a signed-in customer (or admin), by session or API
 * key (a `read` key only lists; plugins/auth-guard.ts), registers URLs that receive events about
 * their own orders and quotes. Every endpoint is its owner's only: anyone else's id answers 404,
 * as an unknown one.
 */

const DELIVERY_DOC =
  `Each delivery is a POST of JSON \`{ id, type, created_at, data }\` with the header ` +
  `\`${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with ` +
  "the endpoint's secret>`. Verify it by computing the HMAC over the raw body you received, " +
  "compare in constant time, and refuse a `t` far from your clock. A non-2xx answer or no answer " +
  "within 10 s is retried with exponential backoff for 24 hours; after a 2xx it is not sent again. " +
  "The same `id` may arrive twice if your 2xx was lost: drop repeats. Events: " +
  `${WEBHOOK_EVENTS.map((e) => `\`${e}\``).join(", ")} (sent once invoicing exists).`;

const idParams = z.object({ id: z.string().min(1).max(64) });

const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createWebhooksService({
    db: app.db,
    secretKey: webhookSecretKey(app.config.authSecret),
    allowPrivateUrls: app.config.webhooks.allowPrivateUrls,
  });
  const tags = ["webhooks"];
  const notFound = () => AppError.notFound(MESSAGES.webhooks.notFound);
  /** `find` on one of the user's endpoints; an id not theirs (or not a uuid) is a 404. */
  async function ofOwnEndpoint<T>(
    userId: string,
    id: string,
    find: (userId: string, id: string) => Promise<T | undefined>,
  ): Promise<T> {
    const result = isUuid(id) ? await find(userId, id) : undefined;
    if (!result) throw notFound();
    return result;
  }

  ownedResourceRoutes(app, {
    path: "/v2/webhooks",
    tags,
    owner: assertSignedIn,
    notFound,
    create: {
      summary: "Register a webhook endpoint (its signing secret is answered this once)",
      description: `The URL must be https and resolve to public addresses only (loopback, private, link-local and other reserved ranges are refused, 400 on \`url\`). At most 10 endpoints per account. ${DELIVERY_DOC}`,
      body: createWebhookRequestSchema,
      reply: createdWebhookSchema,
      errors: [400, 401, 403, 409],
      run: (ownerId, body) => service.create(ownerId, body),
    },
    list: {
      summary: "Your webhook endpoints, newest first (without their secrets)",
      reply: webhookListReplySchema,
      errors: [401],
      run: (ownerId) => service.list(ownerId),
    },
    remove: {
      summary: "Delete one of your webhook endpoints (and its deliveries, sent or not)",
      reply: webhookDeletedReplySchema,
      errors: [401, 403, 404],
      run: async (ownerId, id) => isUuid(id) && (await service.remove(ownerId, id)),
    },
  });

  app.get(
    "/v2/webhooks/:id/deliveries",
    {
      schema: {
        tags,
        summary: "An endpoint's 50 most recent deliveries, newest first",
        description:
          "`status`: `pending` (not tried yet), `failed` (tried; tried again at `next_attempt_at`), `delivered` (answered 2xx), `gave_up` (still failing 24 hours after the event). `last_status_code` is the last answer's HTTP status, null when none came.",
        params: idParams,
        response: okReplies(webhookDeliveriesReplySchema, 401, 404),
      },
    },
    async (request) => {
      const user = assertSignedIn(request);
      const deliveries = await ofOwnEndpoint(user.id, request.params.id, service.deliveries);
      return ok({ deliveries });
    },
  );

  app.post(
    "/v2/webhooks/:id/test",
    {
      config: {
        rateLimit: {
          max: 10,
          timeWindow: "1 minute",
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags,
        summary: "Send a `webhook.test` event to the endpoint now",
        description:
          "Tries the delivery at once and answers it after that try (`status` `delivered`, or `failed` with the answer's status code, retried like any delivery). 10 a minute.",
        params: idParams,
        response: okReplies(webhookDeliveryReplySchema, 401, 403, 404, 429),
      },
    },
    async (request) => {
      const user = assertSignedIn(request);
      const delivery = await ofOwnEndpoint(user.id, request.params.id, service.sendTest);
      return ok({ delivery });
    },
  );
};

export default webhooksRoutes;
