import { WEBHOOK_DELIVERY_STATUSES } from "@ingot/domain";

import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import {
  checkIn,
  createdAt,
  requiredText,
  textChildOf,
  timestampTz,
  uuidChildOf,
  uuidId,
} from "./common";

/**
 * A customer's webhook endpoint (issue #20, decision 024). `secret` is the signing secret
 * encrypted with a key derived from the server's auth secret (AES-256-GCM,
 * modules/webhooks/webhook-secret.ts): it must be readable to sign, so it cannot be a hash.
 * `events` lists the event types it receives.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuidId(),
    userId: textChildOf("user_id", () => user.id),
    url: requiredText("url"),
    events: jsonb("events").$type<string[]>().notNull(),
    secret: requiredText("secret"),
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
    id: uuidId(),
    endpointId: uuidChildOf("endpoint_id", () => webhookEndpoints.id),
    eventId: uuid("event_id").notNull(),
    type: requiredText("type"),
    body: requiredText("body"),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestampTz("next_attempt_at").notNull(),
    lastAttemptAt: timestampTz("last_attempt_at"),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    createdAt: timestampTz("created_at").notNull(),
    deliveredAt: timestampTz("delivered_at"),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc()),
    checkIn("webhook_deliveries_status_valid", "status", WEBHOOK_DELIVERY_STATUSES),
  ],
);
