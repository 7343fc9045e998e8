import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { createOrder } from "../../../test/admin-fixtures";
import { MI_ADDRESS } from "../../../test/checkout-fixtures";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";
import { emailOutbox, orders } from "../../db/schema/index";

/**
 * Issue #22: an order stores the ship date (and, shipped, the arrival) promised when it was
 * placed, and every screen and email reads that, never a date computed again later.
 */

const ADMIN_EMAIL = "dates-admin@example.com";
/** Monday 2026-11-23, 11:50 in Detroit: ten minutes before the cutoff. */
const BEFORE_NOON = "2026-11-23T16:50:00Z";
/** 13:30 the same day: an order placed now would start Tuesday and ship Tuesday Dec 1. */
const AFTER_NOON = "2026-11-23T18:30:00Z";

let app: App;
let buyer: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = await signUpAdmin(app, { email: ADMIN_EMAIL, full_name: "Ada Admin" });
  buyer = await signUp(app);
});
afterAll(async () => {
  await app.close();
});

async function emailText(orderId: string, kind: string) {
  const rows = await app.db
    .select({ text: emailOutbox.text, dedupeKey: emailOutbox.dedupeKey })
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, kind));
  return rows.find((r) => r.dedupeKey?.includes(orderId))?.text ?? "";
}

describe("an order keeps the dates promised when it was placed", () => {
  let orderId: string;
  let sessionId: string;

  beforeAll(async () => {
    app.clock.set(BEFORE_NOON);
    ({ orderId, sessionId } = await createOrder(app, {
      pay: false,
      cookie: buyer.cookie,
      overrides: { address: MI_ADDRESS, customer_email: buyer.email },
    }));
    // Paid after the cutoff: the promise made at placing stands.
    app.clock.set(AFTER_NOON);
    const paid = await app.inject({
      method: "POST",
      url: `/v2/checkout/test-sessions/${sessionId}/pay`,
      payload: { card_number: "4242 4242 4242 4242" },
    });
    expect(paid.statusCode).toBe(200);
  });

  it("stores ship_by and arrives_by on the order", async () => {
    const [row] = await app.db
      .select({ shipBy: orders.shipBy, arrivesBy: orders.arrivesBy })
      .from(orders)
      .where(eq(orders.id, orderId));
    // Started Monday: 4 business days skipping Thanksgiving; Ann Arbor is 1 day of transit.
    expect(row).toEqual({ shipBy: "2026-11-30", arrivesBy: "2026-12-01" });
  });

  it("answers the stored dates on the success page's confirm, the orders API and tracking", async () => {
    const confirm = await app.inject({
      method: "POST",
      url: "/v2/checkout/confirm",
      payload: { session_id: sessionId },
    });
    expect(confirm.json().data.order).toMatchObject({
      ship_by: "2026-11-30",
      arrives_by: "2026-12-01",
    });
    const list = await app.inject({
      method: "GET",
      url: `/v2/orders/user/${encodeURIComponent(buyer.email)}`,
      headers: { cookie: buyer.cookie },
    });
    expect(list.statusCode).toBe(200);
    const mine = list.json().data.orders.find((o: { id: string }) => o.id === orderId);
    expect(mine).toMatchObject({ ship_by: "2026-11-30", arrives_by: "2026-12-01" });
    const tracking = await app.inject({
      method: "GET",
      url: `/v2/portal/orders/${orderId}`,
      headers: { cookie: buyer.cookie },
    });
    expect(tracking.json().data).toMatchObject({ ship_by: "2026-11-30", arrives_by: "2026-12-01" });
    const adminList = await app.inject({
      method: "GET",
      url: "/v2/admin/orders",
      headers: { cookie: admin.cookie },
    });
    const row = adminList.json().data.orders.find((o: { id: string }) => o.id === orderId);
    expect(row).toMatchObject({ ship_by: "2026-11-30", arrives_by: "2026-12-01" });
  });

  it("prints the same dates in the confirmation, the sales alert and the status email", async () => {
    expect(await emailText(orderId, "order-confirmation")).toContain("Ships by Mon, Nov 30");
    expect(await emailText(orderId, "order-confirmation")).toContain("Arrives by Tue, Dec 1");
    expect(await emailText(orderId, "order-alert")).toContain("Ships by Mon, Nov 30");
    const moved = await app.inject({
      method: "PUT",
      url: `/v2/admin/orders/${orderId}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: "in_production" },
    });
    expect(moved.statusCode).toBe(200);
    const [status] = await app.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, buyer.email),
          eq(emailOutbox.dedupeKey, `order-status:${orderId}:in_production`),
        ),
      );
    expect(status?.text).toContain("Ships by Mon, Nov 30");
    expect(status?.text).toContain("Arrives by Tue, Dec 1");
  });
});

describe("a pickup order", () => {
  it("stores its ship date as the pickup day and no arrival", async () => {
    app.clock.set(AFTER_NOON);
    const { orderId } = await createOrder(app, {
      overrides: { delivery_method: "pickup", address: undefined },
    });
    const [row] = await app.db
      .select({ shipBy: orders.shipBy, arrivesBy: orders.arrivesBy })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(row).toEqual({ shipBy: "2026-12-01", arrivesBy: null });
    expect(await emailText(orderId, "order-confirmation")).toContain("Ready for pickup Tue, Dec 1");
  });
});
