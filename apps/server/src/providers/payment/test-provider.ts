import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { testPaymentSessions } from "../../db/schema/index";
import {
  type CreateSessionInput,
  type PaymentProvider,
  type PaymentSession,
  WebhookSignatureError,
} from "./payment-provider";

/** The built-in test checkout's cards (decisions §6), as Stripe's test mode uses them. */
export const TEST_CARD_APPROVED = "4242424242424242";
export const TEST_CARD_DECLINED = "4000000000000002";
export const TEST_CARD_DECLINED_MESSAGE = "Your card was declined. No payment was taken.";
export const TEST_CARD_UNKNOWN_MESSAGE =
  "Test mode accepts only 4242 4242 4242 4242 (approved) and 4000 0000 0000 0002 (declined).";

export type TestSessionRow = typeof testPaymentSessions.$inferSelect;

export const TEST_SESSION_EXPIRED_MESSAGE =
  "This checkout has expired. Go back to your order and check out again.";

export type TestPaymentResult =
  | { outcome: "paid"; session: TestSessionRow; redirectUrl: string }
  | { outcome: "declined" | "unknown-card" | "expired"; message: string; session: TestSessionRow };

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: "test";
  /** What the test checkout page shows. */
  findSession(sessionId: string): Promise<TestSessionRow | undefined>;
  /** Charges the test card: 4242… pays the session, 4000…0002 is declined, others refused. */
  pay(sessionId: string, cardNumber: string): Promise<TestPaymentResult | undefined>;
}

function toSession(row: TestSessionRow, publicUrl: string): PaymentSession {
  return {
    id: row.id,
    url: `${publicUrl}/checkout/test/${row.id}`,
    paymentStatus: row.paymentStatus,
    amountTotalCents: row.amountCents,
    currency: row.currency,
    orderId: row.orderId,
  };
}

const successUrlFor = (row: TestSessionRow) =>
  row.successUrl.replace("{CHECKOUT_SESSION_ID}", encodeURIComponent(row.id));

/**
 * A stand-in for a hosted payment page (decisions §6) when no STRIPE_SECRET_KEY is set: the session
 * url is the app's own /checkout/test/{id} page. Sessions live in `test_payment_sessions`, so they
 * survive a restart; no money ever moves.
 */
export function createTestPaymentProvider(db: Database, publicUrl: string): TestPaymentProvider {
  async function findSession(sessionId: string) {
    const [row] = await db
      .select()
      .from(testPaymentSessions)
      .where(eq(testPaymentSessions.id, sessionId))
      .limit(1);
    return row;
  }

  return {
    name: "test",

    async createSession(input: CreateSessionInput) {
      const id = `cs_test_${randomBytes(18).toString("base64url")}`;
      const [row] = await db
        .insert(testPaymentSessions)
        .values({
          id,
          orderId: input.orderId,
          amountCents: input.amountCents,
          currency: input.currency,
          name: input.name,
          description: input.description,
          customerEmail: input.customerEmail,
          lineItems: input.lineItems ?? null,
          expiresAt: input.expiresInMs ? new Date(Date.now() + input.expiresInMs) : null,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
        })
        .returning();
      if (!row) throw new Error("test session was not stored");
      const session = toSession(row, publicUrl);
      return { ...session, url: session.url ?? "" };
    },

    async retrieveSession(sessionId: string) {
      const row = await findSession(sessionId);
      return row ? toSession(row, publicUrl) : null;
    },

    async expireSession(sessionId: string) {
      await db
        .update(testPaymentSessions)
        .set({ expiresAt: new Date() })
        .where(
          and(
            eq(testPaymentSessions.id, sessionId),
            eq(testPaymentSessions.paymentStatus, "unpaid"),
          ),
        );
    },

    verifyWebhook(): never {
      throw new WebhookSignatureError("The test checkout sends no webhooks");
    },

    findSession,

    async pay(sessionId: string, cardNumber: string) {
      const card = cardNumber.replace(/[\s-]/g, "");
      const row = await findSession(sessionId);
      if (!row) return undefined;
      if (row.paymentStatus === "unpaid" && row.expiresAt && row.expiresAt <= new Date()) {
        return { outcome: "expired", message: TEST_SESSION_EXPIRED_MESSAGE, session: row };
      }
      if (card === TEST_CARD_APPROVED) {
        // Conditional, so paying twice changes nothing.
        await db
          .update(testPaymentSessions)
          .set({ paymentStatus: "paid", paidAt: new Date() })
          .where(
            and(
              eq(testPaymentSessions.id, sessionId),
              eq(testPaymentSessions.paymentStatus, "unpaid"),
            ),
          );
        const paid = (await findSession(sessionId)) ?? row;
        return { outcome: "paid", session: paid, redirectUrl: successUrlFor(paid) };
      }
      if (card === TEST_CARD_DECLINED) {
        if (row.paymentStatus === "unpaid") {
          await db
            .update(testPaymentSessions)
            .set({ declines: sql`${testPaymentSessions.declines} + 1` })
            .where(eq(testPaymentSessions.id, sessionId));
        }
        return { outcome: "declined", message: TEST_CARD_DECLINED_MESSAGE, session: row };
      }
      return { outcome: "unknown-card", message: TEST_CARD_UNKNOWN_MESSAGE, session: row };
    },
  };
}
