import { integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { checkIn, createdAt, requiredText, textId, timestampTz } from "./common";

export const TEST_PAYMENT_STATUSES = ["unpaid", "paid"] as const;

/**
 * Sessions of the built-in test checkout (providers/payment/test-provider.ts), the stand-in for a
 * hosted payment page when STRIPE_SECRET_KEY is not set (decisions §6). This table is the
 * "provider's" own record: orders become paid only by asking it, as they would ask Stripe.
 */
export const testPaymentSessions = pgTable(
  "test_payment_sessions",
  {
    id: textId(),
    orderId: uuid("order_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: requiredText("currency"),
    name: requiredText("name"),
    description: requiredText("description"),
    customerEmail: requiredText("customer_email"),
    successUrl: requiredText("success_url"),
    cancelUrl: requiredText("cancel_url"),
    paymentStatus: text("payment_status", { enum: TEST_PAYMENT_STATUSES })
      .notNull()
      .default("unpaid"),
    declines: integer("declines").notNull().default(0),
    /** The payment page's lines (one per order line, then tax and shipping), cents. */
    lineItems:
      jsonb("line_items").$type<{ name: string; description: string; amountCents: number }[]>(),
    /** After this the session can no longer be paid (null: never expires). */
    expiresAt: timestampTz("expires_at"),
    createdAt: createdAt(),
    paidAt: timestampTz("paid_at"),
  },
  () => [checkIn("test_payment_sessions_status_valid", "payment_status", TEST_PAYMENT_STATUSES)],
);
