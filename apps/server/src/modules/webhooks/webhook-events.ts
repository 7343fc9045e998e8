import { randomUUID } from "node:crypto";
import type { WebhookEvent, WebhookEventType } from "@ingot/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { user, webhookDeliveries, webhookEndpoints } from "../../db/schema/index";

/**
 * Queuing webhook events (issue #20, decision 024): one `webhook_deliveries` row per endpoint that
 * subscribed to the event, of the account that owns the order or quote. A function that takes
 * `db` or a transaction, like `enqueueEmail`, so a service queues in the transaction of the change
 * it announces: the event is stored with the change or not at all, never lost.
 *
 * Whose endpoints: the ownership rule of lib/authorize.ts. A row with a user id belongs to that
 * account; a row placed signed out (no user id) to the account with that email once verified.
 */

/** The row whose owner hears of the event: its user id, and its email for signed-out rows. */
export interface EventOwner {
  userId: string | null;
  email: string;
}

/** The JSON that is signed and sent: `{ id, type, created_at, data }`. */
export function eventBody(event: WebhookEvent): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    created_at: event.created_at,
    data: event.data,
  });
}

function ownerCondition(owner: EventOwner): SQL {
  if (owner.userId !== null) return eq(webhookEndpoints.userId, owner.userId);
  return and(
    eq(user.emailVerified, true),
    sql`lower(${user.email}) = ${owner.email.trim().toLowerCase()}`,
  ) as SQL;
}

/**
 * Queues `type` with `data` for the owner's endpoints that subscribed to it; answers how many
 * deliveries were queued. Each endpoint gets its own event id, so a receiver's dedupe by id is per
 * endpoint. Due now by Node's clock (modules/outbox/due-rows.ts).
 */
export async function enqueueWebhookEvent(
  db: Database,
  event: {
    owner: EventOwner;
    type: WebhookEventType;
    data: Record<string, unknown>;
    now?: Date;
  },
): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .innerJoin(user, eq(user.id, webhookEndpoints.userId))
    .where(
      and(
        sql`${webhookEndpoints.events} @> ${JSON.stringify([event.type])}::jsonb`,
        ownerCondition(event.owner),
      ),
    );
  if (endpoints.length === 0) return 0;
  const now = event.now ?? new Date();
  await db.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => {
      const eventId = randomUUID();
      return {
        endpointId: endpoint.id,
        eventId,
        type: event.type,
        body: eventBody({
          id: eventId,
          type: event.type,
          created_at: now.toISOString(),
          data: event.data,
        }),
        nextAttemptAt: now,
        createdAt: now,
      };
    }),
  );
  return endpoints.length;
}
