import { dollarsToCents, formatUsd } from "@ingot/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { nextClient } from "../../../test/admin-fixtures";
import { createTestApp } from "../../../test/helper";
import { multiLineBody, PLATE_ITEM, pdfText } from "../../../test/quote-fixtures";
import type { App } from "../../app";
import { facilityToday } from "../../lib/facility-today";

/**
 * Issue #22: "A quoted price keeps the surcharge of the day it was quoted." A surcharge edit
 * changes the next instant price, but not a quote already made: its split in quote history, its
 * PDF and the checkout of its line keep the surcharge it was quoted with.
 */

const ADMIN_EMAIL = "admin-22-quotes@example.com";
let app: App;
let admin: SignedIn;
let ada: SignedIn;

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = await signUpAdmin(app, { email: ADMIN_EMAIL });
  ada = await signUp(app, { email: "ada-22@example.com" });
});

afterAll(async () => {
  await app?.close();
});

const call = (method: "GET" | "POST" | "PUT", url: string, who?: SignedIn, payload?: object) =>
  app.inject({
    method,
    url,
    remoteAddress: nextClient(),
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });

const SPEC = {
  material: PLATE_ITEM.material,
  product_type: PLATE_ITEM.product_type,
  shape: PLATE_ITEM.shape,
  dimensions: PLATE_ITEM.dimensions,
  quantity: PLATE_ITEM.quantity,
};

const setSurcharge = async (perLb: number) => {
  const res = await call("PUT", `/v2/admin/materials/${SPEC.material}`, admin, {
    surcharge_per_lb: perLb,
    effective_from: facilityToday(),
  });
  expect(res.statusCode).toBe(200);
};

const instant = async () => {
  const res = await call("POST", "/v2/pricing/quote", undefined, SPEC);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** Ada's request for the plate, quoted by staff at `unitPrice` (default: today's instant price). */
async function quotedRequest(unitPrice?: number) {
  const created = await call(
    "POST",
    "/v2/quotes/multi-line",
    ada,
    multiLineBody({ items: [PLATE_ITEM] }),
  );
  expect(created.statusCode).toBe(201);
  const id: string = created.json().data.id;
  const itemId: string = created.json().data.items[0].id;
  const quoted = await call("PUT", `/v2/quotes/${id}/status`, admin, {
    status: "quoted",
    lines: [{ item_id: itemId, unit_price: unitPrice ?? (await instant()).unit_price }],
  });
  expect(quoted.statusCode).toBe(200);
  return { id, itemId };
}

describe("a quoted price keeps the surcharge of the day it was quoted", () => {
  it("a surcharge edit changes the next price, not an existing quote's split, PDF or checkout", async () => {
    await setSurcharge(0.3);
    const priceThen = await instant();
    expect(priceThen.surcharge_per_lb).toBe(0.3);
    expect(priceThen.surcharge_cost).toBeGreaterThan(0);
    const { id, itemId } = await quotedRequest();

    const lineOf = async () => (await call("GET", `/v2/quotes/${id}`, ada)).json().data.items[0];
    const quotedThen = await lineOf();
    expect(quotedThen.quoted_unit_price).toBe(priceThen.unit_price);
    expect(quotedThen.quoted_split).toEqual({
      unit_price: priceThen.unit_price,
      base_cost: priceThen.base_cost,
      surcharge_cost: priceThen.surcharge_cost,
      cut_cost: priceThen.cut_cost,
      discount_percent: priceThen.discount_percent,
      discount: priceThen.discount,
      surcharge_per_lb: 0.3,
      priced_on: facilityToday(),
    });

    // The admin triples the surcharge from today.
    await setSurcharge(0.9);
    const priceNow = await instant();
    expect(priceNow.surcharge_per_lb).toBe(0.9);
    expect(dollarsToCents(priceNow.surcharge_cost)).toBeGreaterThan(
      2 * dollarsToCents(priceThen.surcharge_cost),
    );
    expect(priceNow.material_cost).toBeGreaterThan(priceThen.material_cost);

    // The quote is as it was.
    expect(await lineOf()).toEqual(quotedThen);
    const pdf = pdfText((await call("GET", `/v2/quotes/${id}/pdf`, ada)).rawPayload);
    expect(pdf).toContain("$0.30/lb");
    expect(pdf).not.toContain("$0.90/lb");
    expect(pdf).toContain(formatUsd(dollarsToCents(priceThen.surcharge_cost)));
    expect(pdf).not.toContain(formatUsd(dollarsToCents(priceNow.surcharge_cost)));
    expect(pdf).toContain("Base metal");
    expect(pdf).toContain("Cut charges");

    // Bought after the edit, the line still costs the quoted price with the quoted split.
    expect((await call("POST", `/v2/quotes/${id}/accept`, ada)).statusCode).toBe(200);
    const checkout = await call("POST", "/v2/pricing/checkout", ada, {
      quote_lines: [{ quote_id: id, line_id: itemId }],
      delivery_method: "pickup",
      tax_exempt: true,
    });
    expect(checkout.statusCode).toBe(200);
    const data = checkout.json().data;
    expect(data.material_cost).toBe(priceThen.material_cost);
    expect(data.surcharge_cost).toBe(priceThen.surcharge_cost);
    expect(data.lines[0]).toMatchObject({
      unit_price: priceThen.unit_price,
      base_cost: priceThen.base_cost,
      surcharge_cost: priceThen.surcharge_cost,
      cut_cost: priceThen.cut_cost,
    });
  });

  it("a price typed by staff keeps the day's surcharge and cuts; the base metal takes the difference", async () => {
    await setSurcharge(0.5);
    const today = await instant();
    const { id } = await quotedRequest(today.unit_price + 10);
    const split = (await call("GET", `/v2/quotes/${id}`, ada)).json().data.items[0].quoted_split;
    expect(split.surcharge_cost).toBe(today.surcharge_cost);
    expect(split.cut_cost).toBe(today.cut_cost);
    expect(split.surcharge_per_lb).toBe(0.5);
    const total = dollarsToCents(today.unit_price + 10) * SPEC.quantity;
    expect(
      dollarsToCents(split.base_cost) +
        dollarsToCents(split.surcharge_cost) +
        dollarsToCents(split.cut_cost) -
        dollarsToCents(split.discount),
    ).toBe(total);
    expect(dollarsToCents(split.base_cost)).toBe(
      dollarsToCents(today.base_cost) + 1000 * SPEC.quantity,
    );
  });
});
