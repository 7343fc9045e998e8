import {
  dollarsToCents,
  formatArrivesBy,
  formatReadyForPickup,
  formatShipBy,
  type ItemSpec,
} from "@ingot/domain";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { nextClient } from "../../../test/admin-fixtures";
import { MI_ADDRESS, PLATE, sessionRequest } from "../../../test/checkout-fixtures";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";
import { emailOutbox, orderLines } from "../../db/schema/index";

/**
 * Issue #22: "the numbers agree across the screen, the PDF, the order and the email". An order
 * stores each line's split (base metal, surcharge, cut charges, discount) as checkout priced it;
 * the orders APIs answer the order's split from those rows, the confirmation email prints it under
 * the material cost with the stored ship dates, and a later surcharge changes none of it.
 */

const ADMIN_EMAIL = "split-admin@example.com";
/** Monday 2026-11-23, 11:50 in Detroit: ten minutes before the cutoff. */
const BEFORE_NOON = "2026-11-23T16:50:00Z";

/** 12 plates earn the 5% break; one 7075 bar is at 0% with the surcharge set below. */
const PLATES: ItemSpec = { ...PLATE, quantity: 12 };
const BAR: ItemSpec = {
  material: "7075",
  product_type: "Bar",
  shape: "Rectangle",
  dimensions: { length: 36, width: 4, height: 2 },
  quantity: 1,
};

let app: App;
let admin: SignedIn;
let buyer: SignedIn;

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  app.clock.set(BEFORE_NOON);
  admin = await signUpAdmin(app, { email: ADMIN_EMAIL });
  buyer = await signUp(app, { email: "split-buyer@example.com" });
  for (const [code, perLb] of [
    ["6061-t651", 0.3],
    ["7075", 0.42],
  ] as const) {
    await setSurcharge(code, perLb);
  }
});

afterAll(async () => {
  await app?.close();
});

async function setSurcharge(code: string, perLb: number) {
  const res = await app.inject({
    method: "PUT",
    url: `/v2/admin/materials/${code}`,
    remoteAddress: nextClient(),
    headers: { cookie: admin.cookie },
    payload: { surcharge_per_lb: perLb },
  });
  expect(res.statusCode).toBe(200);
}

const asBuyer = (method: "GET" | "POST", url: string, payload?: object) =>
  app.inject({
    method,
    url,
    remoteAddress: nextClient(),
    headers: { cookie: buyer.cookie },
    ...(payload ? { payload } : {}),
  });

/** Prices the order as checkout shows it, then places and pays it. */
async function placeOrder(overrides: Record<string, unknown>) {
  const body = sessionRequest({ customer_email: buyer.email, ...overrides });
  const priced = await asBuyer("POST", "/v2/pricing/checkout", {
    ...("items" in overrides ? { items: overrides.items } : { item: body.item }),
    delivery_method: body.delivery_method,
    address: body.address,
    tax_exempt: false,
  });
  expect(priced.statusCode).toBe(200);
  const created = await asBuyer("POST", "/api/stripe/create-checkout-session", body);
  expect(created.statusCode).toBe(200);
  const { orderId, sessionId } = created.json().data as { orderId: string; sessionId: string };
  const paid = await app.inject({
    method: "POST",
    url: `/v2/checkout/test-sessions/${sessionId}/pay`,
    remoteAddress: nextClient(),
    payload: { card_number: "4242 4242 4242 4242" },
  });
  expect(paid.statusCode).toBe(200);
  return { orderId, checkout: priced.json().data };
}

async function confirmationText(orderId: string) {
  const [row] = await app.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.dedupeKey, `order-confirmation:${orderId}`));
  return row?.text ?? "";
}

async function orderFromApi(orderId: string) {
  const list = await asBuyer("GET", `/v2/orders/user/${encodeURIComponent(buyer.email)}`);
  expect(list.statusCode).toBe(200);
  return list.json().data.orders.find((o: { id: string }) => o.id === orderId);
}

const usd = (dollars: number) =>
  `$${(dollarsToCents(dollars) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

describe("an order of two lines, shipped", () => {
  let orderId: string;
  let checkout: {
    material_cost: number;
    base_cost: number;
    surcharge_cost: number;
    cut_cost: number;
    discount: number;
    ship_by: string;
    arrives_by?: string;
    lines: {
      base_cost: number;
      surcharge_cost: number;
      cut_cost: number;
      discount: number;
      discount_percent: number;
      line_total: number;
    }[];
  };

  beforeAll(async () => {
    ({ orderId, checkout } = await placeOrder({
      item: undefined,
      items: [PLATES, BAR],
      address: MI_ADDRESS,
    }));
  });

  it("stores each line's split as checkout priced it, adding up to the line total", async () => {
    const rows = await app.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position));
    expect(rows).toHaveLength(2);
    rows.forEach((row, i) => {
      const line = checkout.lines[i];
      if (!line) throw new Error("line missing");
      expect({
        base: row.baseCostCents,
        surcharge: row.surchargeCostCents,
        cuts: row.cutCostCents,
        discount: row.discountCents,
        percent: row.discountPercent,
      }).toEqual({
        base: dollarsToCents(line.base_cost),
        surcharge: dollarsToCents(line.surcharge_cost),
        cuts: dollarsToCents(line.cut_cost),
        discount: dollarsToCents(line.discount),
        percent: line.discount_percent,
      });
      expect(
        (row.baseCostCents ?? 0) +
          (row.surchargeCostCents ?? 0) +
          (row.cutCostCents ?? 0) -
          (row.discountCents ?? 0),
      ).toBe(row.lineTotalCents);
    });
    expect(rows[0]?.discountPercent).toBe(5);
    expect(rows[1]?.surchargeCostCents).toBeGreaterThan(0);
  });

  it("answers the order's split on the orders API and the portal's order, equal to checkout's", async () => {
    const want = {
      base_cost: checkout.base_cost,
      surcharge_cost: checkout.surcharge_cost,
      cut_cost: checkout.cut_cost,
      discount: checkout.discount,
    };
    const listed = await orderFromApi(orderId);
    expect(listed.price_split).toEqual(want);
    expect(listed.amount_breakdown.material).toBe(checkout.material_cost);
    const portal = await asBuyer("GET", `/v2/portal/orders/${orderId}`);
    expect(portal.statusCode).toBe(200);
    expect(portal.json().data.price_split).toEqual(want);
  });

  it("prints the split under the material cost and the stored dates in the confirmation", async () => {
    const text = await confirmationText(orderId);
    const block = [
      `Material cost: ${usd(checkout.material_cost)}`,
      `  Base metal: ${usd(checkout.base_cost)}`,
      `  Metal surcharge: ${usd(checkout.surcharge_cost)}`,
      `  Cut charges: ${usd(checkout.cut_cost)}`,
      `  Quantity discounts: -${usd(checkout.discount)}`,
    ].join("\n");
    expect(text).toContain(block);
    // The dates checkout showed: over $1,000 is the 5-6 day tier, 6 business days from Monday
    // (Thanksgiving off); Ann Arbor is 1 day of transit.
    expect([checkout.ship_by, checkout.arrives_by]).toEqual(["2026-12-02", "2026-12-03"]);
    expect(text).toContain(formatShipBy(checkout.ship_by));
    expect(text).toContain(formatArrivesBy(checkout.arrives_by ?? ""));
  });

  it("keeps its split when the surcharge changes later", async () => {
    await setSurcharge("7075", 0.9);
    const listed = await orderFromApi(orderId);
    expect(listed.price_split.surcharge_cost).toBe(checkout.surcharge_cost);
    // While a new price of the same lines moves.
    const now = await asBuyer("POST", "/v2/pricing/checkout", {
      items: [PLATES, BAR],
      delivery_method: "pickup",
      tax_exempt: false,
    });
    expect(now.json().data.surcharge_cost).toBeGreaterThan(checkout.surcharge_cost);
  });

  it("refuses a stored split that does not add up to the line total (both databases)", async () => {
    await expect(
      app.db.execute(
        sql`update order_lines set base_cost_cents = base_cost_cents + 1 where order_id = ${orderId}`,
      ),
    ).rejects.toThrow();
    await expect(
      app.db.execute(
        sql`update order_lines set discount_percent = null where order_id = ${orderId}`,
      ),
    ).rejects.toThrow();
  });
});

describe("a one-line pickup order", () => {
  it("names its break's percent and says when it is ready for pickup", async () => {
    app.clock.set(BEFORE_NOON);
    const { orderId, checkout } = await placeOrder({
      item: PLATES,
      delivery_method: "pickup",
      address: undefined,
    });
    const text = await confirmationText(orderId);
    expect(text).toContain(`  Quantity discount (5%): -${usd(checkout.discount)}`);
    expect(checkout.ship_by).toBe("2026-12-02");
    expect(text).toContain(formatReadyForPickup(checkout.ship_by));
    expect(text).not.toContain("Arrives by");
    expect((await orderFromApi(orderId)).price_split).toEqual({
      base_cost: checkout.base_cost,
      surcharge_cost: checkout.surcharge_cost,
      cut_cost: checkout.cut_cost,
      discount: checkout.discount,
    });
  });
});
