import type { WebhookDeliveryStatus } from "@ingot/domain";
import { and, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { webhookDeliveries } from "../../db/schema/index";

/**
 * Old webhook deliveries are deleted so the table does not grow forever (decision 024, "Pruning").
 * Only settled deliveries go: `delivered` and `gave_up`. A `pending` or `failed` delivery (still
 * waiting for its first try or for a retry) is never deleted, however old or many.
 *
 * A settled delivery is deleted when either
 * - it is older than 30 days (the bodies carry order and quote data a receiver has had long since), or
 * - it is not among the newest 50 deliveries of its endpoint, which is all the portal ever lists
 *   (`GET /v2/webhooks/{id}/deliveries`, newest first by created_at, then id).
 *
 * Runs in the webhook sender's worker on every instance (webhook-sender.ts), at most every 10
 * minutes each; the deletes are idempotent, so instances pruning at once only repeat each other.
 */

/** How many deliveries per endpoint the portal lists, and the most kept settled beyond them. */
export const WEBHOOK_DELIVERIES_KEPT = 50;
/** Settled deliveries older than this are deleted. */
export const WEBHOOK_DELIVERY_MAX_AGE_MS = 30 * 24 * 60 * 60_000;
/** How often each instance prunes. */
export const WEBHOOK_PRUNE_INTERVAL_MS = 10 * 60_000;

const SETTLED: WebhookDeliveryStatus[] = ["delivered", "gave_up"];

export async function pruneWebhookDeliveries(
  db: Database,
  options: { now?: Date; keep?: number; maxAgeMs?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const keep = options.keep ?? WEBHOOK_DELIVERIES_KEPT;
  const cutoff = new Date(now.getTime() - (options.maxAgeMs ?? WEBHOOK_DELIVERY_MAX_AGE_MS));
  // The same order as the portal's list, so what is deleted is what it can no longer show.
  const beyondNewest = sql`select ranked.id from (
      select ${webhookDeliveries.id} as id, row_number() over (
        partition by ${webhookDeliveries.endpointId}
        order by ${webhookDeliveries.createdAt} desc, ${webhookDeliveries.id} desc
      ) as position
      from ${webhookDeliveries}
    ) as ranked where ranked.position > ${keep}`;
  const deleted = await db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, SETTLED),
        or(
          lt(webhookDeliveries.createdAt, cutoff),
          sql`${webhookDeliveries.id} in (${beyondNewest})`,
        ),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return deleted.length;
}
