import {
  centsToDollars,
  type ItemSpec,
  MATERIALS,
  MESSAGES,
  priceItem,
  priceOrder,
  TOO_MANY_LINES_MESSAGE,
} from "@ingot/domain";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { CA_ADDRESS, sessionRequest, TUBE_CUT_LIST } from "../../../test/checkout-fixtures";
import { createTestApp } from "../../../test/helper";
import { multiLineBody, PLATE_ITEM, ROUND_BAR_ITEM, TUBE_ITEM } from "../../../test/quote-fixtures";
import type { App } from "../../app";
import { emailOutbox, orderLines, orders, testPaymentSessions } from "../../db/schema/index";
import { estimateZipDistanceMiles } from "../../providers/maps/zip-centroid-provider";
import { QUOTE_LINE_BOUGHT } from "./quote-line-claims";

/** Orders of many lines (issue #15): priced, stored, paid and shown as one order. */

const ADMIN = "boss@ingot.example";
let app: App;
let ada: SignedIn;
let bob: SignedIn;
let boss: SignedIn;
let client = 0;
const remote = () => {
  client++;
  return `10.15.${Math.floor(client / 250)}.${client % 250}`;
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

const spec = (item: typeof PLATE_ITEM | typeof ROUND_BAR_ITEM | typeof TUBE_ITEM): ItemSpec =>
  ({
    material: item.material,
    product_type: item.product_type,
    shape: item.shape,
    dimensions: { ...item.dimensions },
    quantity: item.quantity,
  }) as ItemSpec;

const PLATE = spec(PLATE_ITEM);
const ROUND = spec(ROUND_BAR_ITEM);
const TUBE = spec(TUBE_ITEM);

/** Twelve lines of three shapes and varied sizes and quantities: a real bill of materials. */
const TWELVE: ItemSpec[] = Array.from({ length: 12 }, (_, i) => {
  const base = [PLATE, ROUND, TUBE][i % 3] as ItemSpec;
  return {
    ...base,
    dimensions: { ...base.dimensions, length: (base.dimensions.length ?? 24) + i * 3 },
    quantity: 1 + ((i * 7) % 11),
  };
});

/** The domain's figures for these items shipped to San Francisco. */
function expectedOrder(items: ItemSpec[]) {
  const lines = items.map((item) => {
    const material = MATERIALS.find((m) => m.code === item.material);
    if (!material) throw new Error(`unknown material ${item.material}`);
    const priced = priceItem(item, material);
    return { lineTotalCents: priced.materialCostCents, totalWeightLbs: priced.totalWeightLbs };
  });
  const order = priceOrder(lines, {
    deliveryMethod: "ship",
    state: "CA",
    distanceMiles: estimateZipDistanceMiles(CA_ADDRESS.zip_code, "48216"),
    taxExempt: false,
  });
  return { lines, order };
}

const orderCount = async () => (await app.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

const pay = (sessionId: string) =>
  call("POST", `/v2/checkout/test-sessions/${sessionId}/pay`, undefined, {
    card_number: "4242 4242 4242 4242",
    expiry: "12/34",
    cvc: "123",
    name: "Ada Lovelace",
  });

/** A 3-line request of Ada's, quoted by staff line by line and accepted. */
async function acceptedQuote(prices = [101.5, 22.25, 7.75]) {
  const res = await call("POST", "/v2/quotes/multi-line", ada, multiLineBody({ email: ada.email }));
  expect(res.statusCode).toBe(201);
  const requestId: string = res.json().data.id;
  const entry = await call("GET", `/v2/quotes/${requestId}`, ada);
  const itemIds: string[] = entry.json().data.items.map((i: { id: string }) => i.id);
  const quoted = await call("PUT", `/v2/quotes/${requestId}/status`, boss, {
    status: "quoted",
    lines: itemIds.map((item_id, i) => ({ item_id, unit_price: prices[i] })),
  });
  expect(quoted.statusCode).toBe(200);
  expect((await call("POST", `/v2/quotes/${requestId}/accept`, ada)).statusCode).toBe(200);
  return { requestId, itemIds, prices };
}

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  ada = await signUp(app, { email: "ada.lines@shop.example" });
  bob = await signUp(app, { email: "bob.lines@other.example" });
  boss = await signUpAdmin(app, { email: ADMIN });
});
afterAll(async () => {
  await app.close();
});

describe("POST /v2/pricing/checkout with items", () => {
  it("prices a 12-line order of mixed shapes to the cent, shipping once on the total weight", async () => {
    const res = await call("POST", "/v2/pricing/checkout", undefined, {
      items: TWELVE,
      delivery_method: "ship",
      address: CA_ADDRESS,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const { lines, order } = expectedOrder(TWELVE);
    expect(data.material_cost).toBe(centsToDollars(order.materialCostCents));
    expect(data.tax_amount).toBe(centsToDollars(order.taxCents));
    expect(data.shipping_cost).toBe(centsToDollars(order.shippingCents));
    expect(data.total_cost).toBe(centsToDollars(order.totalCents));
    expect(data.lead_time.tier).toBe(order.leadTime.tier);
    expect(data.lines).toHaveLength(12);
    data.lines.forEach(
      (line: { position: number; line_total: number; shape: string }, i: number) => {
        expect(line.position).toBe(i + 1);
        expect(line.line_total).toBe(centsToDollars(lines[i]?.lineTotalCents ?? -1));
        expect(line.shape).toBe(TWELVE[i]?.shape);
      },
    );
    // One shipping charge for the whole order, not one per line.
    const perLine = TWELVE.map((item) => expectedOrder([item]).order.shippingCents);
    expect(order.shippingCents).toBeLessThan(perLine.reduce((a, b) => a + b, 0));
  });

  it("refuses an empty cart, 101 lines and a bad line by number, storing nothing", async () => {
    const before = await orderCount();
    const empty = await call("POST", "/api/stripe/create-checkout-session", undefined, {
      ...sessionRequest({ item: undefined }),
      items: [],
    });
    expect(empty.statusCode).toBe(400);
    const many = await call("POST", "/api/stripe/create-checkout-session", undefined, {
      ...sessionRequest({ item: undefined }),
      items: Array.from({ length: 101 }, () => PLATE),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toContain(TOO_MANY_LINES_MESSAGE);
    const bad = await call("POST", "/api/stripe/create-checkout-session", undefined, {
      ...sessionRequest({ item: undefined }),
      items: [PLATE, ROUND, { ...PLATE, dimensions: { ...PLATE.dimensions, length: 0.5 } }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Line 3: /);
    const zero = await call("POST", "/api/stripe/create-checkout-session", undefined, {
      ...sessionRequest({ item: undefined }),
      items: [PLATE, { ...ROUND, quantity: 0 }],
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toMatch(/^Line 2: /);
    expect(await orderCount()).toBe(before);
  });
});

describe("POST /api/stripe/create-checkout-session with items", () => {
  it("stores one order with every line, charges one total, and shows all lines after payment", async () => {
    const items = [PLATE, ROUND, TUBE];
    const res = await call("POST", "/api/stripe/create-checkout-session", ada, {
      ...sessionRequest({ item: undefined, customer_email: ada.email, amount: "1" }),
      items,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const { lines, order } = expectedOrder(items);
    expect(data.cost_breakdown).toEqual({
      material_cost: centsToDollars(order.materialCostCents),
      tax_amount: centsToDollars(order.taxCents),
      shipping_cost: centsToDollars(order.shippingCents),
      total_cost: centsToDollars(order.totalCents),
    });
    expect(data.items.map((l: { shape: string }) => l.shape)).toEqual(["Plate", "Round", "Square"]);
    expect(data.items[2]).toMatchObject({
      material: TUBE.material,
      product_type: "Tube",
      dimensions: TUBE.dimensions,
      quantity: TUBE.quantity,
      line_total: centsToDollars(lines[2]?.lineTotalCents ?? -1),
    });

    const [stored] = await app.db.select().from(orders).where(eq(orders.id, data.orderId));
    expect(stored?.totalCents).toBe(order.totalCents);
    const storedLines = await app.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, data.orderId));
    expect(storedLines.map((l) => l.position).sort()).toEqual([1, 2, 3]);
    expect(storedLines.find((l) => l.position === 3)?.dimensions).toMatchObject({
      width_inches: 2,
      wall_inches: 0.125,
    });

    // The payment carries one line item per order line, then tax and shipping, adding up.
    const [session] = await app.db
      .select()
      .from(testPaymentSessions)
      .where(eq(testPaymentSessions.id, data.sessionId));
    const paymentLines = session?.lineItems ?? [];
    expect(paymentLines.slice(0, 3).map((l) => l.amountCents)).toEqual(
      lines.map((l) => l.lineTotalCents),
    );
    expect(paymentLines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(order.totalCents);

    expect((await pay(data.sessionId)).statusCode).toBe(200);
    const confirmed = await call("POST", "/v2/checkout/confirm", undefined, {
      session_id: data.sessionId,
    });
    expect(confirmed.json().data.paid).toBe(true);
    expect(confirmed.json().data.order.items).toHaveLength(3);

    const history = await call("GET", `/v2/orders/user/${encodeURIComponent(ada.email)}`, ada);
    const mine = history.json().data.orders.find((o: { id: string }) => o.id === data.orderId);
    expect(mine.items.map((l: { shape: string }) => l.shape)).toEqual(["Plate", "Round", "Square"]);
    expect(mine.quantity).toBe(PLATE.quantity);
    expect(mine.amount).toBe(centsToDollars(order.totalCents));

    const admin = await call("GET", `/v2/admin/orders?q=${data.orderId}`, boss);
    expect(admin.json().data.orders[0].items).toHaveLength(3);

    const emails = await app.db.select().from(emailOutbox);
    const confirmation = emails.find((e) => e.dedupeKey === `order-confirmation:${data.orderId}`);
    expect(confirmation?.text).toContain("Lines: 3");
    expect(confirmation?.text).toMatch(/3\. .*12 pcs/);

    const csv = await call("GET", "/v2/admin/export/orders.csv", boss);
    const number = `ING-${String(data.orderId).slice(-8).toUpperCase()}`;
    expect(csv.body.split("\r\n").filter((row) => row.startsWith(number))).toHaveLength(3);
  });
});

describe("buying an accepted quote whole", () => {
  it("buys every line in one checkout at the quoted prices, through the contract's quote_lines", async () => {
    const { requestId, itemIds, prices } = await acceptedQuote();
    const res = await call("POST", "/api/stripe/create-checkout-session", ada, {
      ...sessionRequest({ item: undefined, customer_email: ada.email, delivery_method: "pickup" }),
      address: undefined,
      quote_lines: itemIds.map((line_id) => ({ quote_id: requestId, line_id })),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.items.map((l: { unit_price: number }) => l.unit_price)).toEqual(prices);
    const quantities = [PLATE_ITEM.quantity, ROUND_BAR_ITEM.quantity, TUBE_ITEM.quantity];
    const materialCents = prices.reduce(
      (sum, p, i) => sum + Math.round(p * 100) * (quantities[i] ?? 0),
      0,
    );
    expect(data.cost_breakdown.material_cost).toBe(centsToDollars(materialCents));
    expect((await pay(data.sessionId)).statusCode).toBe(200);
    await call("POST", "/v2/checkout/confirm", undefined, { session_id: data.sessionId });

    // Quote history marks the bought lines, so no screen offers them again.
    const history = await call("GET", `/v2/quotes/${requestId}`, ada);
    expect(history.json().data.items.map((l: { bought: boolean }) => l.bought)).toEqual([
      true,
      true,
      true,
    ]);

    // A line already bought cannot be bought again, alone or within another order.
    const again = await call("POST", "/api/stripe/create-checkout-session", ada, {
      ...sessionRequest({ item: undefined, customer_email: ada.email, delivery_method: "pickup" }),
      address: undefined,
      quote_lines: [{ kind: "multi-line", request_id: requestId, item_id: itemIds[1] }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Line 1: ${QUOTE_LINE_BOUGHT}`);
  });

  it("buys some lines, and refuses someone else's quote line with 404 and nothing stored", async () => {
    const { requestId, itemIds } = await acceptedQuote();
    const before = await orderCount();
    const theirs = await call("POST", "/api/stripe/create-checkout-session", bob, {
      ...sessionRequest({ item: undefined, customer_email: bob.email, delivery_method: "pickup" }),
      address: undefined,
      quote_lines: [{ quote_id: requestId, line_id: itemIds[0] }],
    });
    expect(theirs.statusCode).toBe(404);
    expect(await orderCount()).toBe(before);

    const some = await call("POST", "/api/stripe/create-checkout-session", ada, {
      ...sessionRequest({ item: undefined, customer_email: ada.email, delivery_method: "pickup" }),
      address: undefined,
      quote_lines: [{ quote_id: requestId, line_id: itemIds[2] }],
    });
    expect(some.statusCode).toBe(200);
    expect(some.json().data.items).toHaveLength(1);
    const unpaid = await call("GET", `/v2/quotes/${requestId}`, ada);
    // A pending checkout does not count as bought.
    expect(unpaid.json().data.items.every((l: { bought: boolean }) => !l.bought)).toBe(true);
  });

  it("two checkouts of one quote line at once: exactly one order is paid for it", async () => {
    const { requestId, itemIds } = await acceptedQuote();
    const body = {
      ...sessionRequest({ item: undefined, customer_email: ada.email, delivery_method: "pickup" }),
      address: undefined,
      quote_lines: [{ quote_id: requestId, line_id: itemIds[0] }],
    };
    const started = await Promise.all([
      call("POST", "/api/stripe/create-checkout-session", ada, body),
      call("POST", "/api/stripe/create-checkout-session", ada, body),
    ]);
    const sessions = started
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json().data.sessionId as string);
    expect(sessions.length).toBeGreaterThanOrEqual(1);
    await Promise.all(sessions.map((id) => pay(id)));
    await Promise.all(
      sessions.map((id) => call("POST", "/v2/checkout/confirm", undefined, { session_id: id })),
    );
    const paid = await app.db
      .select({ id: orders.id })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.quoteLineKey, `multi-line:${itemIds[0]}`));
    const paidOrders = (
      await Promise.all(
        paid.map(
          async ({ id }) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0],
        ),
      )
    ).filter((o) => o?.paymentStatus === "paid");
    expect(paidOrders).toHaveLength(1);
  });
});

/** "Full lengths, cut by us" (issue #17): checkout sends the cut list; the server plans and prices it. */
const cutListBody = (cut_list: object, email = "grace@example.com") => ({
  ...sessionRequest({ item: undefined, customer_email: email }),
  cut_list,
});

async function optimize(list: object) {
  const res = await call("POST", "/v2/cut-lists/optimize", undefined, list);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe("checkout of a cut list (full lengths, cut by us)", () => {
  it("prices the line at the optimize endpoint's cost_full_lengths, for the bars it plans", async () => {
    const plan = await optimize({ ...TUBE_CUT_LIST, kerf: 0.25, min_drop: 6 });
    const res = await call("POST", "/v2/pricing/checkout", undefined, {
      cut_list: { ...TUBE_CUT_LIST, kerf: 0.25, min_drop: 6 },
      delivery_method: "ship",
      address: CA_ADDRESS,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.material_cost).toBe(plan.cost_full_lengths);
    expect(data.lines).toHaveLength(1);
    const [line] = data.lines;
    expect(line.line_total).toBe(plan.cost_full_lengths);
    expect(line.quantity).toBe(plan.stock_count);
    expect(line.cut_plan.bars).toEqual(plan.bars);
    expect(line.cut_plan).toMatchObject({ piece_count: 37, kerf: 0.25, min_drop: 6 });
    // The bars ship like any line: by their weight.
    expect(line.weight_lbs).toBeGreaterThan(0);
    expect(data.shipping_cost).toBeGreaterThan(0);
    // The split the summary shows adds up to the same line total.
    expect(
      Math.round((data.base_cost + data.surcharge_cost + data.cut_cost - data.discount) * 100),
    ).toBe(Math.round(plan.cost_full_lengths * 100));
    // Not the old hand-off's price: the same bars as uncut instant-quote lines.
    const asItems = await call("POST", "/v2/pricing/checkout", undefined, {
      item: {
        material: "a500",
        product_type: "Tube",
        shape: "Square",
        dimensions: { ...TUBE_CUT_LIST.dimensions, length: line.dimensions.length },
        quantity: plan.stock_count,
      },
      delivery_method: "pickup",
    });
    expect(asItems.json().data.material_cost).not.toBe(plan.cost_full_lengths);
  });

  it("stores the bars and the plan on the order line, charges that total, and shows it", async () => {
    const plan = await optimize(TUBE_CUT_LIST);
    const res = await call(
      "POST",
      "/api/stripe/create-checkout-session",
      ada,
      cutListBody(TUBE_CUT_LIST, ada.email),
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.cost_breakdown.material_cost).toBe(plan.cost_full_lengths);
    expect(data.items[0].cut_plan.stock).toEqual(
      [...new Set(plan.bars.map((b: { stock_length: number }) => b.stock_length))].map(
        (length) => ({
          stock_length: length,
          count: plan.bars.filter((b: { stock_length: number }) => b.stock_length === length)
            .length,
        }),
      ),
    );

    const [stored] = await app.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, data.orderId));
    expect(stored?.lineTotalCents).toBe(Math.round(plan.cost_full_lengths * 100));
    expect(stored?.quantity).toBe(plan.stock_count);
    expect(stored?.cutPlan?.bars).toEqual(plan.bars);
    expect(stored?.cutPlan?.pieces).toContainEqual({ length: 96, quantity: 6, label: "Post" });
    const [order] = await app.db.select().from(orders).where(eq(orders.id, data.orderId));
    expect(order?.materialCostCents).toBe(Math.round(plan.cost_full_lengths * 100));

    expect((await pay(data.sessionId)).statusCode).toBe(200);
    const confirmed = await call("POST", "/v2/checkout/confirm", undefined, {
      session_id: data.sessionId,
    });
    expect(confirmed.json().data.paid).toBe(true);
    expect(confirmed.json().data.order.items[0].cut_plan.piece_count).toBe(37);

    const history = await call("GET", `/v2/orders/user/${encodeURIComponent(ada.email)}`, ada);
    const mine = history.json().data.orders.find((o: { id: string }) => o.id === data.orderId);
    expect(mine.items[0].cut_plan.bars).toEqual(plan.bars);
    const admin = await call("GET", `/v2/admin/orders?q=${data.orderId}`, boss);
    expect(admin.json().data.orders[0].items[0].cut_plan.bars).toHaveLength(plan.stock_count);

    const emails = await app.db.select().from(emailOutbox);
    const confirmation = emails.find((e) => e.dedupeKey === `order-confirmation:${data.orderId}`);
    // 4 × 24 ft + 3 × 20 ft for this list (the cheapest mix of the tube's stock lengths).
    expect(plan.stock_count).toBe(7);
    expect(confirmation?.text).toContain(
      "Full lengths, cut by us: 4 × 288 in (24 ft) bars + 3 × 240 in (20 ft) bars, 37 pieces",
    );
    expect(confirmation?.text).toContain("Bar 1 (288 in): 96 Post");

    // Its status emails say what it buys too: 7 bars cut into 37 pieces, not "× 7".
    const moved = await call("PUT", `/v2/admin/orders/${data.orderId}/status`, boss, {
      status: "in_production",
    });
    expect(moved.statusCode).toBe(200);
    const [inProduction] = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order-status:${data.orderId}:in_production`));
    expect(inProduction?.text).toContain(
      "Material: A500 Structural Steel Tube - Square Tube, Full lengths, cut by us: 4 × 288 in (24 ft) bars + 3 × 240 in (20 ft) bars, 37 pieces",
    );
    // The staff export keeps the bar count as the quantity and names the plan beside it.
    const csv = (await call("GET", "/v2/admin/export/orders.csv", boss)).body;
    expect(csv.split("\r\n")[0]).toContain(",quantity,cut_plan,unit_price,");
    expect(csv).toContain(
      ',7,"Full lengths, cut by us: 4 × 288 in (24 ft) bars + 3 × 240 in (20 ft) bars, 37 pieces",',
    );
  });

  it("refuses what optimize refuses, with its messages under cut_list, storing nothing", async () => {
    const before = await orderCount();
    const tooLong = await call(
      "POST",
      "/api/stripe/create-checkout-session",
      undefined,
      cutListBody({ ...TUBE_CUT_LIST, pieces: [{ length: 300, quantity: 1, label: "Beam" }] }),
    );
    expect(tooLong.statusCode).toBe(400);
    const optimized = await call("POST", "/v2/cut-lists/optimize", undefined, {
      ...TUBE_CUT_LIST,
      pieces: [{ length: 300, quantity: 1, label: "Beam" }],
    });
    expect(optimized.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(optimized.json().message);
    expect(tooLong.json().errors).toEqual([
      { field: "cut_list.pieces.0.length", message: optimized.json().errors[0].message },
    ]);

    const notStocked = await call(
      "POST",
      "/api/stripe/create-checkout-session",
      undefined,
      cutListBody({ ...TUBE_CUT_LIST, stock_lengths: [100] }),
    );
    expect(notStocked.statusCode).toBe(400);
    expect(notStocked.json().errors[0].field).toBe("cut_list.stock_lengths.0");

    const noPieces = await call("POST", "/v2/pricing/checkout", undefined, {
      cut_list: { ...TUBE_CUT_LIST, pieces: [] },
      delivery_method: "pickup",
    });
    expect(noPieces.statusCode).toBe(400);
    expect(noPieces.json().errors).toContainEqual({
      field: "cut_list.pieces",
      message: MESSAGES.cutList.noPieces,
    });

    const twoWays = await call("POST", "/v2/pricing/checkout", undefined, {
      cut_list: TUBE_CUT_LIST,
      item: sessionRequest().item,
      delivery_method: "pickup",
    });
    expect(twoWays.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });
});
