import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { sessionRequest } from "../../../test/checkout-fixtures";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";
import { user } from "../../db/schema/index";

const ADMIN = "orders-admin@example.com";
let app: App;
let ann: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  ann = await signUp(app, { email: "ann@example.com", full_name: "Ann Arbor" });
  bob = await signUp(app, { email: "bob@example.com", full_name: "Bob Builder" });
});
afterAll(async () => {
  await app.close();
});

async function buy(email: string, cookie?: string, pay = true, quantity = 2) {
  const res = await app.inject({
    method: "POST",
    url: "/api/stripe/create-checkout-session",
    payload: sessionRequest({
      customer_email: email,
      item: {
        material: "6061-t651",
        product_type: "Plate",
        shape: "Plate",
        dimensions: { length: 24, width: 12, height: 1 },
        quantity,
      },
    }),
    headers: cookie ? { cookie } : {},
  });
  const { sessionId, orderId } = res.json().data;
  if (pay) {
    await app.inject({
      method: "POST",
      url: `/v2/checkout/test-sessions/${sessionId}/pay`,
      payload: { card_number: "4242424242424242" },
    });
  }
  return orderId as string;
}

const list = (email: string, cookie?: string, query = "") =>
  app.inject({
    method: "GET",
    url: `/v2/orders/user/${encodeURIComponent(email)}${query}`,
    headers: cookie ? { cookie } : {},
  });

describe("GET /v2/orders/user/{email}", () => {
  let signedInOrder: string;
  let signedOutOrder: string;
  let pendingOrder: string;

  beforeAll(async () => {
    signedInOrder = await buy("ann@example.com", ann.cookie, true, 2);
    signedOutOrder = await buy("ann@example.com", undefined, true, 5);
    pendingOrder = await buy("ann@example.com", ann.cookie, false, 1);
  });

  it("needs a session", async () => {
    expect((await list("ann@example.com")).statusCode).toBe(401);
  });

  it("refuses B reading A's orders by A's email", async () => {
    const res = await list("ann@example.com", bob.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe("error");
  });

  it("shows the owner her signed-in orders, and signed-out ones only after she verifies her email", async () => {
    const before = (await list("ann@example.com", ann.cookie)).json().data;
    expect(before.orders.map((o: { id: string }) => o.id).sort()).toEqual(
      [signedInOrder, pendingOrder].sort(),
    );

    await app.db.update(user).set({ emailVerified: true }).where(eq(user.id, ann.userId));
    const after = (await list("ann@example.com", ann.cookie)).json().data;
    expect(after.orders.map((o: { id: string }) => o.id).sort()).toEqual(
      [signedInOrder, signedOutOrder, pendingOrder].sort(),
    );
    expect(after.summary.count).toBe(3);
    const paidTotals = after.orders
      .filter((o: { status: string }) => o.status === "paid")
      .reduce(
        (sum: number, o: { total_amount: number }) => sum + Math.round(o.total_amount * 100),
        0,
      );
    expect(Math.round(after.summary.total_spent * 100)).toBe(paidTotals);
  });

  it("answers the spec's display mapping", async () => {
    const data = (
      await list("ann@example.com", ann.cookie, "?status=paid&sort_by=total_amount&sort_order=asc")
    ).json().data;
    expect(data.orders).toHaveLength(2);
    const [small, big] = data.orders;
    expect(small.total_amount).toBeLessThan(big.total_amount);
    expect(small).toMatchObject({
      id: signedInOrder,
      order_number: `ING-${signedInOrder.slice(-8).toUpperCase()}`,
      status: "paid",
      payment_method: "Card",
      amount_breakdown: { material: 246.68 },
      // Ruling 13: one-item clients keep the first line's fields at the top level.
      material: "6061-T651 - Plate",
      quantity: 2,
      dimensions: { length_inches: 24, width_inches: 12, height_inches: 1 },
      items: [
        {
          id: expect.any(String),
          position: 1,
          material: "6061-T651 - Plate",
          quantity: 2,
          unit_price: 123.34,
          total_price: 246.68,
          specifications: { length_inches: 24, width_inches: 12, height_inches: 1 },
        },
      ],
      shipping_address: { city: "San Francisco", state: "CA", zip_code: "94105" },
      certificate_url: null,
    });
    expect(data.pagination).toEqual({ page: 1, limit: 10, total: 2, total_pages: 1 });

    const pending = (await list("ann@example.com", ann.cookie, "?status=pending")).json().data;
    expect(pending.orders.map((o: { payment_method: string }) => o.payment_method)).toEqual([
      "Pending",
    ]);
  });

  it("pages", async () => {
    const page2 = (await list("ann@example.com", ann.cookie, "?limit=2&page=2")).json().data;
    expect(page2.orders).toHaveLength(1);
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 3, total_pages: 2 });
  });

  it("lets an admin read anyone's orders, including signed-out ones under that email", async () => {
    const admin = await signUpAdmin(app, { email: ADMIN });
    const guestOrder = await buy("guest@example.com");
    const res = await list("guest@example.com", admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.orders.map((o: { id: string }) => o.id)).toEqual([guestOrder]);
  });

  it("400s an unknown status", async () => {
    expect((await list("ann@example.com", ann.cookie, "?status=lost")).statusCode).toBe(400);
  });
});
