import { WEBHOOK_DELIVERY_STATUSES } from "@ingot/domain";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, sqlList } from "./common";

/**
 * A customer's webhook endpoint (issue #20, decision 024). `secret` is the signing secret
 * encrypted with a key derived from the server's auth secret (AES-256-GCM,
 * modules/webhooks/webhook-secret.ts): it must be readable to sign, so it cannot be a hash.
 * `events` lists the event types it receives.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: jsonb("events").$type<string[]>().notNull(),
    secret: text("secret").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_endpoints_user_id_idx").on(t.userId)],
);

/**
 * One event for one endpoint: the webhooks' outbox (modules/outbox/due-rows.ts claims it like an
 * email). `body` is the exact JSON that is signed and sent on every attempt; `event_id` is its
 * `id`. Rows are written in the transaction of the change they announce, so none is lost.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull(),
    type: text("type").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc()),
    check(
      "webhook_deliveries_status_valid",
      sql.raw(`status in (${sqlList(WEBHOOK_DELIVERY_STATUSES)})`),
    ),
  ],
);
