import { randomUUID } from "node:crypto";
import {
  type CreatedWebhook,
  MESSAGES,
  WEBHOOK_TEST_EVENT,
  WEBHOOKS_PER_ACCOUNT_MAX,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
} from "@ingot/domain";
import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { newestFirst } from "../../lib/newest-first";
import { deleteOwnedRow } from "../../lib/owned-rows";
import { checkWebhookUrl } from "./url-guard";
import { eventBody } from "./webhook-events";
import { WEBHOOK_DELIVERIES_KEPT } from "./webhook-pruning";
import { encryptWebhookSecret, newWebhookSecret } from "./webhook-secret";
import { deliverDueWebhooks } from "./webhook-sender";

/** How many recent deliveries `GET /v2/webhooks/{id}/deliveries` answers (and pruning keeps). */
export const RECENT_DELIVERIES = WEBHOOK_DELIVERIES_KEPT;

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function toWebhook(row: EndpointRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    created_at: row.createdAt.toISOString(),
  };
}

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  const waiting = row.status === "pending" || row.status === "failed";
  return {
    id: row.id,
    event_id: row.eventId,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: row.lastAttemptAt ? row.lastAttemptAt.toISOString() : null,
    next_attempt_at: waiting ? row.nextAttemptAt.toISOString() : null,
    delivered_at: row.deliveredAt ? row.deliveredAt.toISOString() : null,
  };
}

export interface WebhooksDeps {
  db: Database;
  /** The key endpoints' secrets are encrypted with (webhook-secret.ts `webhookSecretKey`). */
  secretKey: Buffer;
  /** WEBHOOKS_ALLOW_PRIVATE_URLS. */
  allowPrivateUrls: boolean;
}

/**
 * A customer's webhook endpoints (issue #20, decision 024): register (the URL checked against
 * server-side request forgery, url-guard.ts; the secret answered once), list, delete, read the
 * recent deliveries, send a test event. Every method takes the owner's user id: anyone else's
 * endpoint is not found.
 */
export function createWebhooksService({ db, secretKey, allowPrivateUrls }: WebhooksDeps) {
  async function owned(userId: string, id: string): Promise<EndpointRow | undefined> {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
    return row;
  }

  return {
    async create(
      userId: string,
      input: { url: string; events: WebhookEventType[] },
    ): Promise<CreatedWebhook> {
      const refused = await checkWebhookUrl(input.url, { allowPrivate: allowPrivateUrls });
      if (refused) throw AppError.badRequest(refused, [{ field: "url", message: refused }]);
      const [existing] = await db
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.userId, userId));
      if ((existing?.n ?? 0) >= WEBHOOKS_PER_ACCOUNT_MAX) {
        throw AppError.conflict(MESSAGES.webhooks.tooMany(WEBHOOKS_PER_ACCOUNT_MAX));
      }
      const secret = newWebhookSecret();
      const [row] = await db
        .insert(webhookEndpoints)
        .values({
          userId,
          url: input.url,
          events: [...input.events],
          secret: encryptWebhookSecret(secret, secretKey),
        })
        .returning();
      if (!row) throw new Error("The webhook was not stored.");
      return { ...toWebhook(row), secret };
    },

    async list(userId: string): Promise<Webhook[]> {
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.userId, userId))
        .orderBy(...newestFirst(webhookEndpoints));
      return rows.map(toWebhook);
    },

    /** Deletes the endpoint and its deliveries; false for anyone else's or an unknown id. */
    async remove(userId: string, id: string): Promise<boolean> {
      const columns = { id: webhookEndpoints.id, owner: webhookEndpoints.userId };
      return deleteOwnedRow(db, webhookEndpoints, columns, id, userId);
    },

    /** The endpoint's recent deliveries, newest first; undefined for anyone else's. */
    async deliveries(userId: string, id: string): Promise<WebhookDelivery[] | undefined> {
      if (!(await owned(userId, id))) return undefined;
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, id))
        .orderBy(...newestFirst(webhookDeliveries))
        .limit(RECENT_DELIVERIES);
      return rows.map(toDelivery);
    },

    /**
     * Queues a `webhook.test` event for the endpoint and tries it at once (claimed like any
     * delivery, so a worker cannot send it too); a failure is retried like any other. Answers the
     * delivery after that first try; undefined for anyone else's endpoint.
     */
    async sendTest(userId: string, id: string): Promise<WebhookDelivery | undefined> {
      const endpoint = await owned(userId, id);
      if (!endpoint) return undefined;
      const now = new Date();
      const eventId = randomUUID();
      const [row] = await db
        .insert(webhookDeliveries)
        .values({
          endpointId: endpoint.id,
          eventId,
          type: WEBHOOK_TEST_EVENT,
          body: eventBody({
            id: eventId,
            type: WEBHOOK_TEST_EVENT,
            created_at: now.toISOString(),
            data: {
              webhook_id: endpoint.id,
              message: "A test event from your Ingot account.",
            },
          }),
          nextAttemptAt: now,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error("The test delivery was not stored.");
      await deliverDueWebhooks(db, {
        secretKey,
        allowPrivate: allowPrivateUrls,
        where: eq(webhookDeliveries.id, row.id),
        now: () => new Date(Math.max(Date.now(), now.getTime())),
      });
      const [after] = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, row.id));
      return toDelivery(after ?? row);
    },
  };
}
