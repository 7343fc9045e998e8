import { MESSAGES } from "@ingot/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { createOrder } from "../../../test/admin-fixtures";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";
import { emailOutbox } from "../../db/schema/index";

/**
 * Issue #20: an order paid on the built-in test checkout says "TEST - no money taken" wherever the
 * customer meets it: the replies their screens read (`test_payment`), the confirmation, the sales
 * alert and every status email. The Stripe side (no label, `test_payment: false`) is in
 * providers/payment/stripe-provider.test.ts.
 */

const LABEL = "TEST - no money taken";
const ADMIN_EMAIL = "testlabel-admin@example.com";

let app: App;
let buyer: SignedIn;
let admin: SignedIn;
let orderId: string;
let sessionId: string;

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = await signUpAdmin(app, { email: ADMIN_EMAIL, full_name: "Ada Admin" });
  buyer = await signUp(app);
  ({ orderId, sessionId } = await createOrder(app, {
    cookie: buyer.cookie,
    overrides: { customer_email: buyer.email },
  }));
});
afterAll(async () => {
  await app.close();
});

async function emailOf(dedupeKey: string) {
  const [row] = await app.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text, html: emailOutbox.html })
    .from(emailOutbox)
    .where(eq(emailOutbox.dedupeKey, dedupeKey));
  if (!row) throw new Error(`no email ${dedupeKey}`);
  return row;
}

describe("an order paid on the built-in test checkout", () => {
  it("uses the exact text of the spec", () => {
    expect(MESSAGES.testPayments.label).toBe(LABEL);
  });

  it("answers test_payment: true on the success page's confirm, the orders list and tracking", async () => {
    const confirm = await app.inject({
      method: "POST",
      url: "/v2/checkout/confirm",
      payload: { session_id: sessionId },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data).toMatchObject({ paid: true, order: { test_payment: true } });

    const list = await app.inject({
      method: "GET",
      url: `/v2/orders/user/${encodeURIComponent(buyer.email)}`,
      headers: { cookie: buyer.cookie },
    });
    expect(list.statusCode).toBe(200);
    const mine = list.json().data.orders.find((o: { id: string }) => o.id === orderId);
    expect(mine).toMatchObject({ test_payment: true });

    const tracking = await app.inject({
      method: "GET",
      url: `/v2/portal/orders/${orderId}`,
      headers: { cookie: buyer.cookie },
    });
    expect(tracking.statusCode).toBe(200);
    expect(tracking.json().data).toMatchObject({ test_payment: true });
  });

  it("documents test_payment in the OpenAPI document", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const text = JSON.stringify(doc);
    expect(text).toContain('"test_payment"');
  });

  it('opens the confirmation and the sales alert with "TEST - no money taken"', async () => {
    const confirmation = await emailOf(`order-confirmation:${orderId}`);
    expect(confirmation.subject.startsWith(`[${LABEL}] `)).toBe(true);
    expect(confirmation.text.split("\n")[0]).toBe(`${LABEL}. ${MESSAGES.testPayments.order}`);
    expect(confirmation.html).toContain(LABEL);
    const alert = await emailOf(`order-alert:${orderId}`);
    expect(alert.subject.startsWith(`[${LABEL}] `)).toBe(true);
    expect(alert.text.split("\n")[0]).toContain(LABEL);
  });

  it('opens every status email with "TEST - no money taken"', async () => {
    for (const status of ["in_production", "shipped"] as const) {
      const moved = await app.inject({
        method: "PUT",
        url: `/v2/admin/orders/${orderId}/status`,
        headers: { cookie: admin.cookie },
        payload:
          status === "shipped"
            ? { status, carrier: "UPS", tracking_number: "1Z999AA10123456784" }
            : { status },
      });
      expect(moved.statusCode).toBe(200);
      const [email] = await app.db
        .select({ subject: emailOutbox.subject, text: emailOutbox.text })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.to, buyer.email),
            eq(emailOutbox.dedupeKey, `order-status:${orderId}:${status}`),
          ),
        );
      expect(email?.subject.startsWith(`[${LABEL}] `)).toBe(true);
      expect(email?.text.split("\n")[0]).toBe(`${LABEL}. ${MESSAGES.testPayments.order}`);
    }
  });
});
