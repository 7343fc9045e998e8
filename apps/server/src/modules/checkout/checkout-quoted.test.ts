import { centsToDollars, dollarsToCents, MATERIALS, priceCheckout, priceItem } from "@ingot/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { PLATE, sessionRequest } from "../../../test/checkout-fixtures";
import { createTestApp } from "../../../test/helper";
import { multiLineBody, PLATE_ITEM } from "../../../test/quote-fixtures";
import type { App } from "../../app";
import { orderLines, orders, rfqRequests } from "../../db/schema/index";
import { QUOTE_EXPIRED } from "./quoted-line";

/** Buying an accepted quote line at its quoted price (issues #8, #9). */

const ADMIN = "boss@ingot.example";
const UNIT_PRICE = 123.45;
const UNIT_CENTS = 12_345;
let app: App;
let ada: SignedIn;
let bob: SignedIn;
let boss: SignedIn;
let client = 0;
const remote = () => {
  client++;
  return `10.9.${Math.floor(client / 250)}.${client % 250}`;
};

function call(method: "GET" | "POST" | "PUT", url: string, who?: SignedIn, payload?: object) {
  return app.inject({
    method,
    url,
    remoteAddress: remote(),
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

/** A request of Ada's, quoted by staff at UNIT_PRICE per piece; accepted unless told otherwise. */
async function quotedLine(
  kind: "multi-line" | "single",
  accept = true,
): Promise<{ kind: "multi-line" | "single"; request_id: string; item_id: string }> {
  const res =
    kind === "multi-line"
      ? await call("POST", "/v2/quotes/multi-line", ada, multiLineBody({ items: [PLATE_ITEM] }))
      : await call("POST", "/v2/quotes/single", ada, {
          name: "Ada",
          email: ada.email,
          company: "Analytical Engines",
          items: [PLATE_ITEM],
        });
  expect(res.statusCode).toBe(201);
  const requestId: string =
    kind === "multi-line" ? res.json().data.id : res.json().data.submission_id;
  const entry = await call("GET", `/v2/quotes/${requestId}`, ada);
  const itemId: string = entry.json().data.items[0].id;
  const quoted = await call("PUT", `/v2/quotes/${requestId}/status`, boss, {
    status: "quoted",
    lines: [{ item_id: itemId, unit_price: UNIT_PRICE }],
  });
  expect(quoted.statusCode).toBe(200);
  if (accept)
    expect((await call("POST", `/v2/quotes/${requestId}/accept`, ada)).statusCode).toBe(200);
  return { kind, request_id: requestId, item_id: itemId };
}

const LINE_ITEM = {
  material: PLATE_ITEM.material,
  product_type: PLATE_ITEM.product_type,
  shape: PLATE_ITEM.shape,
  dimensions: PLATE_ITEM.dimensions,
  quantity: PLATE_ITEM.quantity,
};

/** What pickup of the line costs at the quoted price: material + Michigan tax, no shipping. */
function expectedPickup() {
  const material = MATERIALS.find((m) => m.code === LINE_ITEM.material);
  if (!material) throw new Error("unknown material");
  const priced = priceItem(LINE_ITEM as typeof PLATE, material);
  const p = priceCheckout({
    materialCostCents: UNIT_CENTS * LINE_ITEM.quantity,
    totalWeightLbs: priced.totalWeightLbs,
    deliveryMethod: "pickup",
    taxExempt: false,
  });
  return p;
}

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  ada = await signUp(app, { email: "ada.buyer@shop.example" });
  bob = await signUp(app, { email: "bob.buyer@other.example" });
  boss = await signUpAdmin(app, { email: ADMIN });
  // Today's list price moves after the quote: the quoted price must still win.
  const res = await call("PUT", `/v2/admin/materials/${LINE_ITEM.material}`, boss, {
    price_per_lb: 99,
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
});

describe("checkout of an accepted quote line", () => {
  it("prices at the quoted unit price, not the (changed) list price", async () => {
    const line = await quotedLine("multi-line");
    const listed = await call("POST", "/v2/pricing/checkout", ada, {
      item: LINE_ITEM,
      delivery_method: "pickup",
    });
    const res = await call("POST", "/v2/pricing/checkout", ada, {
      item: LINE_ITEM,
      delivery_method: "pickup",
      quote_line: line,
    });
    expect(res.statusCode).toBe(200);
    const want = expectedPickup();
    const data = res.json().data;
    expect(data.material_cost).toBe(centsToDollars(UNIT_CENTS * LINE_ITEM.quantity));
    expect(data.tax_amount).toBe(centsToDollars(want.taxCents));
    expect(data.shipping_cost).toBe(centsToDollars(want.shippingCents));
    expect(data.total_cost).toBe(centsToDollars(want.totalCents));
    expect(listed.json().data.material_cost).not.toBe(data.material_cost);
  });

  it("charges the quoted total, ignores a tampered amount and item, and stores the source ids", async () => {
    const line = await quotedLine("multi-line");
    const res = await call(
      "POST",
      "/api/stripe/create-checkout-session",
      ada,
      sessionRequest({
        item: { ...PLATE, quantity: 1 },
        delivery_method: "pickup",
        address: undefined,
        amount: "1",
        quote_line: line,
      }),
    );
    expect(res.statusCode).toBe(200);
    const [order] = await app.db
      .select()
      .from(orders)
      .where(eq(orders.id, res.json().data.orderId));
    const want = expectedPickup();
    expect(order?.totalCents).toBe(want.totalCents);
    expect(order?.materialCostCents).toBe(UNIT_CENTS * LINE_ITEM.quantity);
    expect(order?.quantity).toBe(LINE_ITEM.quantity);
    expect(order?.item.dimensions).toEqual(LINE_ITEM.dimensions);
    expect(order?.sourceRfqId).toBe(line.request_id);
    expect(order?.sourceRfqItemId).toBe(line.item_id);
    expect(order?.userId).toBe(ada.userId);
    // Issue #22: the order line keeps the split the quote was made with, not today's.
    const quoted = (await call("GET", `/v2/quotes/${line.request_id}`, ada)).json().data.items[0]
      .quoted_split;
    const [stored] = await app.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, res.json().data.orderId));
    expect({
      base: stored?.baseCostCents,
      surcharge: stored?.surchargeCostCents,
      cuts: stored?.cutCostCents,
      discount: stored?.discountCents,
      percent: stored?.discountPercent,
    }).toEqual({
      base: dollarsToCents(quoted.base_cost),
      surcharge: dollarsToCents(quoted.surcharge_cost),
      cuts: dollarsToCents(quoted.cut_cost),
      discount: dollarsToCents(quoted.discount),
      percent: quoted.discount_percent,
    });
  });

  it("buys a quick-quote line too; its rfqs row is the source", async () => {
    const line = await quotedLine("single");
    const res = await call(
      "POST",
      "/api/stripe/create-checkout-session",
      ada,
      sessionRequest({
        item: LINE_ITEM,
        delivery_method: "pickup",
        address: undefined,
        quote_line: line,
      }),
    );
    expect(res.statusCode).toBe(200);
    const [order] = await app.db
      .select()
      .from(orders)
      .where(eq(orders.id, res.json().data.orderId));
    expect(order?.totalCents).toBe(expectedPickup().totalCents);
    expect(order?.sourceRfqId).toBe(line.item_id);
    expect(order?.sourceRfqItemId).toBeNull();
  });

  it("refuses a signed-out caller (401), another customer (404, as if unknown) and an unknown line (404)", async () => {
    const line = await quotedLine("multi-line");
    const body = { item: LINE_ITEM, delivery_method: "pickup", quote_line: line };
    expect((await call("POST", "/v2/pricing/checkout", undefined, body)).statusCode).toBe(401);
    expect((await call("POST", "/v2/pricing/checkout", bob, body)).statusCode).toBe(404);
    const session = sessionRequest({
      delivery_method: "pickup",
      address: undefined,
      quote_line: line,
    });
    expect(
      (await call("POST", "/api/stripe/create-checkout-session", bob, session)).statusCode,
    ).toBe(404);
    const unknown = { ...line, item_id: "7b0c1f0e-0000-4000-8000-000000000000" };
    const res = await call("POST", "/v2/pricing/checkout", ada, { ...body, quote_line: unknown });
    expect(res.statusCode).toBe(404);
    const wrongKind = { ...line, kind: "single" };
    expect(
      (await call("POST", "/v2/pricing/checkout", ada, { ...body, quote_line: wrongKind }))
        .statusCode,
    ).toBe(404);
  });

  it("refuses a line that is quoted but not accepted (409)", async () => {
    const line = await quotedLine("multi-line", false);
    const res = await call("POST", "/v2/pricing/checkout", ada, {
      item: LINE_ITEM,
      delivery_method: "pickup",
      quote_line: line,
    });
    expect(res.statusCode).toBe(409);
    const session = sessionRequest({
      delivery_method: "pickup",
      address: undefined,
      quote_line: line,
    });
    expect(
      (await call("POST", "/api/stripe/create-checkout-session", ada, session)).statusCode,
    ).toBe(409);
  });

  it("refuses an accepted line past valid_until (409, request a new quote) and saves no order", async () => {
    const line = await quotedLine("multi-line");
    await app.db
      .update(rfqRequests)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(rfqRequests.id, line.request_id));
    const priced = await call("POST", "/v2/pricing/checkout", ada, {
      item: LINE_ITEM,
      delivery_method: "pickup",
      quote_line: line,
    });
    expect(priced.statusCode).toBe(409);
    expect(priced.json().message).toBe(QUOTE_EXPIRED);
    const session = sessionRequest({
      delivery_method: "pickup",
      address: undefined,
      quote_line: line,
    });
    expect(
      (await call("POST", "/api/stripe/create-checkout-session", ada, session)).statusCode,
    ).toBe(409);
    const stored = await app.db
      .select()
      .from(orders)
      .where(eq(orders.sourceRfqId, line.request_id));
    expect(stored).toHaveLength(0);
  });
});
