import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { checkIn, createdAt, requiredText, timestampTz, uuidId } from "./common";

export const EMAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * Every email goes through this outbox (decisions §8). `dedupe_key` makes "send once" idempotent
 * (e.g. `order-confirmation:<order id>`); `failed` rows are retried at `next_attempt_at`.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuidId(),
    to: requiredText("to_address"),
    subject: requiredText("subject"),
    text: requiredText("text"),
    html: text("html"),
    kind: requiredText("kind"),
    status: text("status", { enum: EMAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestampTz("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    dedupeKey: text("dedupe_key").unique(),
    createdAt: createdAt(),
    sentAt: timestampTz("sent_at"),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_created_at_idx").on(t.createdAt.desc()),
    checkIn("email_outbox_status_valid", "status", EMAIL_STATUSES),
  ],
);
