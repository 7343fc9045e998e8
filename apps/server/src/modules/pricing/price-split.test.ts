import { centsToDollars, dollarsToCents, type ItemSpec, MATERIALS, priceItem } from "@ingot/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUpAdmin } from "../../../test/accounts";
import { nextClient } from "../../../test/admin-fixtures";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";

/**
 * Issue #22's contract on the pricing routes: the instant quote adds the unit price, the split
 * (base metal, surcharge, cuts, discount) and the breaks table; checkout adds the order's and each
 * line's split. Every figure is the domain's priceItem with the stored breaks and surcharge.
 */

const ADMIN_EMAIL = "admin-22-split@example.com";
let app: App;
let admin: SignedIn;

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = await signUpAdmin(app, { email: ADMIN_EMAIL });
  // 7075 gets a surcharge of $0.42/lb from today.
  const res = await app.inject({
    method: "PUT",
    url: "/v2/admin/materials/7075",
    remoteAddress: nextClient(),
    headers: { cookie: admin.cookie },
    payload: { surcharge_per_lb: 0.42 },
  });
  expect(res.statusCode).toBe(200);
});

afterAll(async () => {
  await app?.close();
});

const materialOf = (code: string) => {
  const found = MATERIALS.find((m) => m.code === code);
  if (!found) throw new Error(code);
  return found;
};
const PRICING = { ...materialOf("7075"), surchargePerLbCents: 42 };

const bar = (quantity: number): ItemSpec => ({
  material: "7075",
  product_type: "Bar",
  shape: "Rectangle",
  dimensions: { length: 36, width: 4, height: 2 },
  quantity,
});

const post = async (url: string, payload: unknown) => {
  const res = await app.inject({
    method: "POST",
    url,
    remoteAddress: nextClient(),
    payload: payload as object,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const cents = (dollars: number) => dollarsToCents(dollars);

describe("POST /v2/pricing/quote, issue #22's fields", () => {
  it.each([1, 9, 10, 25, 60, 100, 500])(
    "at %i pieces: the split adds up and equals the domain's",
    async (quantity) => {
      const reply = await post("/v2/pricing/quote", bar(quantity));
      const expected = priceItem(bar(quantity), PRICING);
      // The fields that were there before stay.
      expect(Object.keys(reply)).toEqual(
        expect.arrayContaining([
          "weight_per_piece_lbs",
          "total_weight_lbs",
          "material_cost",
          "lead_time",
        ]),
      );
      expect(reply).toMatchObject({
        material_cost: centsToDollars(expected.materialCostCents),
        unit_price: centsToDollars(expected.unitPriceCents),
        base_cost: centsToDollars(expected.baseCents),
        surcharge_cost: centsToDollars(expected.surchargeCents),
        cut_cost: centsToDollars(expected.cutCents),
        discount_percent: expected.discountPercent,
        discount: centsToDollars(expected.discountCents),
        surcharge_per_lb: 0.42,
      });
      expect(
        cents(reply.base_cost) +
          cents(reply.surcharge_cost) +
          cents(reply.cut_cost) -
          cents(reply.discount),
      ).toBe(cents(reply.material_cost));
      expect(cents(reply.unit_price) * quantity).toBe(cents(reply.material_cost));
      expect(cents(reply.cut_cost)).toBe(400 * quantity);
      // 36 × 4 × 2 in × 0.1015 lb/in³ = 29.232 lb a piece; × 42¢ = 1227.744 → 1228¢
      expect(cents(reply.surcharge_cost)).toBe(1228 * quantity);
    },
  );

  it("lists the breaks with this item's unit price at each, the current row marked", async () => {
    const reply = await post("/v2/pricing/quote", bar(30));
    // 29.232 lb × 750¢ = 21924¢ base, 1228¢ surcharge: 23152¢ of metal a piece
    const unitAt = (percent: number) =>
      centsToDollars(23_152 + 400 - Math.round((23_152 * percent) / 100));
    expect(reply.price_breaks).toEqual([
      { min_quantity: 1, discount_percent: 0, unit_price: unitAt(0), current: false },
      { min_quantity: 10, discount_percent: 5, unit_price: unitAt(5), current: false },
      { min_quantity: 25, discount_percent: 8, unit_price: unitAt(8), current: true },
      { min_quantity: 50, discount_percent: 12, unit_price: unitAt(12), current: false },
      { min_quantity: 100, discount_percent: 15, unit_price: unitAt(15), current: false },
    ]);
    expect(reply.unit_price).toBe(unitAt(8));
    expect(reply.discount_percent).toBe(8);
  });
});

describe("POST /v2/pricing/checkout, issue #22's fields", () => {
  it("adds the order's split, the sum of its lines', and each line's", async () => {
    const items = [bar(12), { ...bar(1), material: "6061-t651" as const }];
    const reply = await post("/v2/pricing/checkout", {
      items,
      delivery_method: "pickup",
      tax_exempt: true,
    });
    const priced = [priceItem(bar(12), PRICING), priceItem(bar(1), materialOf("6061-t651"))];
    expect(reply.lines).toHaveLength(2);
    reply.lines.forEach((line: Record<string, number>, i: number) => {
      const p = priced[i];
      expect(line).toMatchObject({
        unit_price: centsToDollars(p?.unitPriceCents ?? -1),
        line_total: centsToDollars(p?.materialCostCents ?? -1),
        base_cost: centsToDollars(p?.baseCents ?? -1),
        surcharge_cost: centsToDollars(p?.surchargeCents ?? -1),
        cut_cost: centsToDollars(p?.cutCents ?? -1),
        discount_percent: p?.discountPercent,
        discount: centsToDollars(p?.discountCents ?? -1),
      });
    });
    const sum = (key: "baseCents" | "surchargeCents" | "cutCents" | "discountCents") =>
      centsToDollars(priced.reduce((t, p) => t + p[key], 0));
    expect(reply).toMatchObject({
      base_cost: sum("baseCents"),
      surcharge_cost: sum("surchargeCents"),
      cut_cost: sum("cutCents"),
      discount: sum("discountCents"),
    });
    expect(
      cents(reply.base_cost) +
        cents(reply.surcharge_cost) +
        cents(reply.cut_cost) -
        cents(reply.discount),
    ).toBe(cents(reply.material_cost));
    // 12 pieces earn the 5% break; the 6061 line is one piece at 0%.
    expect(reply.lines[0].discount_percent).toBe(5);
    expect(reply.lines[1].discount_percent).toBe(0);
    expect(reply.lines[1].surcharge_cost).toBe(0);
  });
});
