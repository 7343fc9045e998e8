import { centsToDollars, type ItemSpec, MATERIALS, priceCheckout, priceItem } from "@ingot/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CA_ADDRESS,
  HEAVY,
  MI_ADDRESS,
  PLATE,
  sessionRequest,
} from "../../../test/checkout-fixtures";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";
import { emailOutbox, orders, testPaymentSessions } from "../../db/schema/index";
import { estimateZipDistanceMiles } from "../../providers/maps/zip-centroid-provider";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

function expected(
  item: ItemSpec,
  delivery: "ship" | "pickup",
  address: { state?: string; zip_code?: string } | undefined,
  taxExempt: boolean,
) {
  const material = MATERIALS.find((m) => m.code === item.material);
  if (!material) throw new Error("unknown material");
  const priced = priceItem(item, material);
  const distance =
    delivery === "ship" && address?.zip_code
      ? estimateZipDistanceMiles(address.zip_code, "48216")
      : null;
  const p = priceCheckout({
    materialCostCents: priced.materialCostCents,
    totalWeightLbs: priced.totalWeightLbs,
    deliveryMethod: delivery,
    state: address?.state ?? null,
    distanceMiles: distance,
    taxExempt,
  });
  return {
    material_cost: centsToDollars(p.materialCostCents),
    tax_amount: centsToDollars(p.taxCents),
    shipping_cost: centsToDollars(p.shippingCents),
    total_cost: centsToDollars(p.totalCents),
    ...(distance !== null ? { distance_miles: distance } : {}),
    lead_time: {
      tier: priced.leadTime.tier,
      days: priced.leadTime.days,
      label: priced.leadTime.label,
    },
    totalCents: p.totalCents,
  };
}

const priceOf = (payload: object) =>
  app.inject({ method: "POST", url: "/v2/pricing/checkout", payload });

describe("POST /v2/pricing/checkout", () => {
  const cases = [
    ["Michigan, shipped", PLATE, "ship", MI_ADDRESS, false],
    ["California, shipped", PLATE, "ship", CA_ADDRESS, false],
    ["California, tax exempt", PLATE, "ship", CA_ADDRESS, true],
    ["pickup (Michigan tax, no shipping)", PLATE, "pickup", undefined, false],
    ["over 1000 lb to California (the $600 cap)", HEAVY, "ship", CA_ADDRESS, false],
  ] as const;

  it.each(cases)(
    "equals the domain's calculation: %s",
    async (_n, item, method, address, exempt) => {
      const res = await priceOf({ item, delivery_method: method, address, tax_exempt: exempt });
      expect(res.statusCode).toBe(200);
      const { totalCents: _t, ...want } = expected(item, method, address, exempt);
      expect(res.json().data).toEqual({
        ...want,
        lines: [
          expect.objectContaining({
            position: 1,
            quantity: item.quantity,
            line_total: want.material_cost,
          }),
        ],
      });
    },
  );

  it("measures ZIP centroids: San Francisco is about 2,400 road miles from 48216", async () => {
    const res = await priceOf({ item: PLATE, delivery_method: "ship", address: CA_ADDRESS });
    const miles = res.json().data.distance_miles;
    expect(miles).toBeGreaterThan(2300);
    expect(miles).toBeLessThan(2700);
  });

  it("taxes an unknown state at 6% and ships it at the flat 'other' rate", async () => {
    const res = await priceOf({
      item: PLATE,
      delivery_method: "ship",
      address: { street: "1 Calle Sol", city: "San Juan", state: "Puerto Rico", country: "US" },
      tax_exempt: false,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // $246.68 material → 6% = $14.80; $45 + 56.16 lb × $0.12 = $51.74
    expect(data.material_cost).toBe(246.68);
    expect(data.tax_amount).toBe(14.8);
    expect(data.shipping_cost).toBe(51.74);
    expect(data.distance_miles).toBeUndefined();
  });

  it("falls back to the regional rate when a ZIP is not in the dataset", async () => {
    const res = await priceOf({
      item: PLATE,
      delivery_method: "ship",
      address: { state: "CA", zip_code: "00000", country: "US" },
    });
    // CA $60 + 56.16 × $0.12 = $66.74, capped at $75 for ≤100 lb → $66.74
    expect(res.json().data.shipping_cost).toBe(66.74);
  });

  it("takes the tax state from the ZIP: a Detroit ZIP typed as Oregon is refused (issue #21)", async () => {
    const detroit = { street: "1 Woodward Ave", city: "Detroit", zip_code: "48226", country: "US" };
    const refused = await priceOf({
      item: PLATE,
      delivery_method: "ship",
      address: { ...detroit, state: "OR" },
      tax_exempt: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      status: "error",
      message: "ZIP 48226 is in MI",
      errors: [{ field: "address.state", message: "ZIP 48226 is in MI" }],
    });
    // The same address with the right state (any spelling) is taxed in Michigan.
    const mi = await priceOf({
      item: PLATE,
      delivery_method: "ship",
      address: { ...detroit, state: "michigan" },
      tax_exempt: false,
    });
    expect(mi.statusCode).toBe(200);
    expect(mi.json().data.tax_amount).toBe(14.8); // 6% of $246.68
  });

  it.each([
    ["quantity 0", { ...PLATE, quantity: 0 }, "Quantity must be greater than 0"],
    ["quantity 501", { ...PLATE, quantity: 501 }, "Maximum quantity is 500"],
    [
      "a length under the range",
      { ...PLATE, dimensions: { length: 6, width: 12, height: 1 } },
      'Length must be at least 12"',
    ],
    [
      "a width over the range",
      { ...PLATE, dimensions: { length: 24, width: 200, height: 1 } },
      'Width cannot exceed 96"',
    ],
  ])("refuses %s with 400 and the spec's message", async (_n, item, message) => {
    const res = await priceOf({ item, delivery_method: "pickup" });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe("error");
    expect(res.json().message).toContain(message);
  });
});

describe("GET /v2/address/zip/{zip}", () => {
  it("answers city and state from the ZIP dataset", async () => {
    const res = await app.inject({ method: "GET", url: "/v2/address/zip/94105" });
    expect(res.json()).toEqual({
      status: "success",
      data: { zip: "94105", city: "San Francisco", state: "CA" },
    });
  });
  it("404s an unknown ZIP and 400s a malformed one", async () => {
    expect((await app.inject({ method: "GET", url: "/v2/address/zip/00000" })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: "GET", url: "/v2/address/zip/abc" })).statusCode).toBe(400);
  });
});

describe("GET /v2/checkout/config", () => {
  it("names the test checkout, no maps key, and the configured facility", async () => {
    const res = await app.inject({ method: "GET", url: "/v2/checkout/config" });
    expect(res.json().data).toMatchObject({
      payment_provider: "test",
      google_maps_browser_key: null,
      facility: {
        zip: "48216",
        city: "Detroit",
        state: "MI",
        hours: "Monday-Friday 8:00 AM-5:00 PM",
        instructions: "We will contact you with pickup instructions.",
      },
    });
  });
});

const createSession = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: "/api/stripe/create-checkout-session",
    payload,
    headers,
  });

async function orderOf(sessionId: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  if (!row) throw new Error("order not stored");
  return row;
}

async function emailsOf(orderId: string) {
  const rows = await app.db.select().from(emailOutbox);
  return rows.filter((r) => r.dedupeKey?.endsWith(orderId));
}

const pay = (sessionId: string, card: string) =>
  app.inject({
    method: "POST",
    url: `/v2/checkout/test-sessions/${sessionId}/pay`,
    payload: { card_number: card, expiry: "12/34", cvc: "123", name: "Grace Hopper" },
  });

const confirm = (sessionId: string) =>
  app.inject({ method: "POST", url: "/v2/checkout/confirm", payload: { session_id: sessionId } });

describe("POST /api/stripe/create-checkout-session (test provider)", () => {
  it("ignores a tampered amount: the order and the session carry the server's total", async () => {
    const res = await createSession(sessionRequest({ amount: "1" }));
    expect(res.statusCode).toBe(200);
    const { sessionId, url, orderId } = res.json().data;
    expect(url).toBe(`http://localhost:3000/checkout/test/${sessionId}`);
    const want = expected(PLATE, "ship", CA_ADDRESS, false);
    const order = await orderOf(sessionId);
    expect(order).toMatchObject({
      id: orderId,
      provider: "test",
      paymentStatus: "pending",
      currency: "usd",
      totalCents: want.totalCents,
      materialCostCents: 24668,
      material: "6061-T651 - Plate",
      quantity: 2,
      dimensions: { length_inches: 24, width_inches: 12, height_inches: 1 },
      customerName: "Grace Hopper",
      customerCompany: "Cobol Machining",
      customerEmail: "grace@example.com",
      customerPhone: "555-0100",
      customerOrderNumber: "Ingot Grace",
      customerAddress: CA_ADDRESS,
      dfarsRequired: true,
      rohsRequired: false,
      taxExemption: false,
      deliveryMethod: "ship",
      userId: null,
      item: PLATE,
    });
    const [session] = await app.db
      .select()
      .from(testPaymentSessions)
      .where(eq(testPaymentSessions.id, sessionId));
    expect(session?.amountCents).toBe(want.totalCents);
  });

  it("keeps a given PO number and defaults a nameless one to 'Ingot Customer' (domain rule)", async () => {
    const res = await createSession(sessionRequest({ customer_order_number: " PO-778 " }));
    expect((await orderOf(res.json().data.sessionId)).customerOrderNumber).toBe("PO-778");
  });

  it("needs no address for pickup, and stores none", async () => {
    const res = await createSession(
      sessionRequest({ delivery_method: "pickup", address: undefined }),
    );
    expect(res.statusCode).toBe(200);
    const order = await orderOf(res.json().data.sessionId);
    expect(order.customerAddress).toBeNull();
    expect(order.shippingCostCents).toBe(0);
  });

  it("requires the contact fields, and the address when shipping, with the spec's message", async () => {
    const noName = await createSession(sessionRequest({ customer_name: " " }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toEqual([
      { field: "customer_name", message: "This field is required" },
    ]);
    const noStreet = await createSession(
      sessionRequest({ address: { ...CA_ADDRESS, street: "" } }),
    );
    expect(noStreet.statusCode).toBe(400);
    expect(noStreet.json().errors).toEqual([
      { field: "address.street", message: "This field is required" },
    ]);
  });

  it("refuses a state that is not the ZIP's and stores nothing (issue #21)", async () => {
    const before = await app.db.select({ id: orders.id }).from(orders);
    const res = await createSession(
      sessionRequest({ address: { ...CA_ADDRESS, zip_code: "48226", state: "CA" } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "address.state", message: "ZIP 48226 is in MI" }]);
    expect(await app.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });

  it("stores the ZIP's state code and taxes in it", async () => {
    const res = await createSession(
      sessionRequest({ address: { ...MI_ADDRESS, state: "michigan" } }),
    );
    expect(res.statusCode).toBe(200);
    const order = await orderOf(res.json().data.sessionId);
    expect(order?.customerAddress).toMatchObject({
      city: "Ann Arbor",
      state: "MI",
      zip_code: "48104",
    });
    expect(order?.taxAmountCents).toBe(Math.round((order?.materialCostCents ?? 0) * 0.06));
  });

  it("refuses quantity 501 and an out-of-range dimension", async () => {
    expect(
      (await createSession(sessionRequest({ item: { ...PLATE, quantity: 501 } }))).statusCode,
    ).toBe(400);
    expect(
      (
        await createSession(
          sessionRequest({ item: { ...PLATE, dimensions: { length: 24, width: 12, height: 40 } } }),
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe("test checkout, confirmation and order emails", () => {
  it("a declined card leaves the order pending; 4242 pays it once, with one confirmation", async () => {
    const { sessionId, orderId } = (await createSession(sessionRequest())).json().data;

    const page = await app.inject({
      method: "GET",
      url: `/v2/checkout/test-sessions/${sessionId}`,
    });
    expect(page.json().data).toMatchObject({
      id: sessionId,
      payment_status: "unpaid",
      amount: centsToDollars(expected(PLATE, "ship", CA_ADDRESS, false).totalCents),
    });

    const declined = await pay(sessionId, "4000 0000 0000 0002");
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe("Your card was declined. No payment was taken.");
    expect((await orderOf(sessionId)).paymentStatus).toBe("pending");
    const unpaid = await confirm(sessionId);
    expect(unpaid.json().data).toMatchObject({ paid: false, payment_status: "pending" });
    expect(await emailsOf(orderId)).toHaveLength(0);

    const other = await pay(sessionId, "5555 5555 5555 4444");
    expect(other.statusCode).toBe(400);

    const paid = await pay(sessionId, "4242 4242 4242 4242");
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.redirect_url).toBe(
      `http://localhost:3000/success?session_id=${sessionId}`,
    );
    const order = await orderOf(sessionId);
    expect(order.paymentStatus).toBe("paid");
    expect(order.paidAt).toBeInstanceOf(Date);

    const confirmed = await confirm(sessionId);
    expect(confirmed.json().data).toMatchObject({
      paid: true,
      order: {
        id: orderId,
        order_number: `ING-${orderId.slice(-8).toUpperCase()}`,
        status: "paid",
        payment_method: "Card",
        customer: { name: "Grace Hopper", order_number: "Ingot Grace" },
        dfars_required: true,
        delivery_method: "ship",
        lead_time: { tier: "fast", days: "3-4" },
      },
    });
    // Reloading /success (confirm again) and paying again change nothing.
    await confirm(sessionId);
    await pay(sessionId, "4242424242424242");
    const emails = await emailsOf(orderId);
    expect(emails.map((e) => e.kind).sort()).toEqual(["order-alert", "order-confirmation"]);
    const confirmation = emails.find((e) => e.kind === "order-confirmation");
    expect(confirmation?.to).toBe("grace@example.com");
    expect(confirmation?.subject).toContain(`ING-${orderId.slice(-8).toUpperCase()}`);
    expect(emails.find((e) => e.kind === "order-alert")?.to).toBe("sales@ingotmetals.com");
  });

  it("loading /success alone never marks an order paid", async () => {
    const { sessionId } = (await createSession(sessionRequest())).json().data;
    const res = await confirm(sessionId);
    expect(res.json().data.paid).toBe(false);
    expect((await orderOf(sessionId)).paymentStatus).toBe("pending");
  });

  it("concurrent confirms of one paid session make one transition and one confirmation", async () => {
    const { sessionId, orderId } = (await createSession(sessionRequest())).json().data;
    // The provider says paid (as after a 4242 payment whose redirect raced ahead).
    await app.db
      .update(testPaymentSessions)
      .set({ paymentStatus: "paid", paidAt: new Date() })
      .where(eq(testPaymentSessions.id, sessionId));
    const replies = await Promise.all(Array.from({ length: 8 }, () => confirm(sessionId)));
    expect(replies.every((r) => r.json().data.paid === true)).toBe(true);
    const emails = await emailsOf(orderId);
    expect(emails.filter((e) => e.kind === "order-confirmation")).toHaveLength(1);
    expect(emails.filter((e) => e.kind === "order-alert")).toHaveLength(1);
  });

  it("404s an unknown session", async () => {
    expect((await confirm("cs_test_nope")).statusCode).toBe(404);
    expect(
      (await app.inject({ method: "GET", url: "/v2/checkout/test-sessions/cs_test_nope" }))
        .statusCode,
    ).toBe(404);
  });

  it("refuses webhooks when no Stripe key is configured", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" },
      payload: JSON.stringify({ type: "checkout.session.completed" }),
    });
    expect(res.statusCode).toBe(400);
  });

  it("does not count a paid session whose amount differs from the order", async () => {
    const { sessionId } = (await createSession(sessionRequest())).json().data;
    await app.db
      .update(testPaymentSessions)
      .set({ paymentStatus: "paid", amountCents: 100 })
      .where(and(eq(testPaymentSessions.id, sessionId)));
    expect((await confirm(sessionId)).json().data.paid).toBe(false);
  });
});
