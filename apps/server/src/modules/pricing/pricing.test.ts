import { centsToDollars, type ItemSpec, MATERIALS, priceItem, roundWeight } from "@ingot/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";
import { materials } from "../../db/schema/index";

const ITEMS: ItemSpec[] = [
  {
    material: "6061-t651",
    product_type: "Plate",
    shape: "Plate",
    dimensions: { length: 24, width: 12, height: 1 },
    quantity: 2,
  },
  {
    material: "7075",
    product_type: "Plate",
    shape: "Plate",
    dimensions: { length: 480, width: 48, height: 18 },
    quantity: 500,
  },
  {
    material: "5000-series",
    product_type: "Bar",
    shape: "Round",
    dimensions: { length: 36, diameter: 2.5 },
    quantity: 10,
  },
  {
    material: "p20",
    product_type: "Bar",
    shape: "Square",
    dimensions: { length: 12, width: 3.125 },
    quantity: 1,
  },
  {
    material: "7050-t7451",
    product_type: "Bar",
    shape: "Rectangle",
    dimensions: { length: 60, width: 4, height: 2 },
    quantity: 25,
  },
  {
    material: "a500",
    product_type: "Tube",
    shape: "Square",
    dimensions: { length: 240, width: 2, wall: 0.125 },
    quantity: 12,
  },
  {
    material: "a513",
    product_type: "Tube",
    shape: "Rectangle",
    dimensions: { length: 120, width: 3, height: 1.5, wall: 0.083 },
    quantity: 40,
  },
  {
    material: "a513",
    product_type: "Tube",
    shape: "Round",
    dimensions: { length: 96, diameter: 1.75, wall: 0.12 },
    quantity: 100,
  },
  {
    material: "6061-t651",
    product_type: "Bar",
    shape: "Round",
    dimensions: { length: 12.001, diameter: 0.125 },
    quantity: 1,
  },
];

/** Monday 2026-11-23 09:46 in Detroit: 2 h 14 min before the cutoff, Thanksgiving that week. */
const MONDAY_MORNING = "2026-11-23T14:46:00Z";
/** 4, 6 or 7 business days after Monday the 23rd, skipping Thursday the 26th. */
const SHIP_BY = { "3-4": "2026-11-30", "5-6": "2026-12-02", "5-7": "2026-12-03" } as const;

describe("POST /v2/pricing/quote", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
    app.clock.set(MONDAY_MORNING);
  });
  afterAll(async () => {
    await app.close();
  });

  const quote = (payload: unknown) =>
    app.inject({ method: "POST", url: "/v2/pricing/quote", payload: payload as object });

  it.each(
    ITEMS.map(
      (item) =>
        [`${item.quantity} x ${item.material} ${item.shape} ${item.product_type}`, item] as const,
    ),
  )("matches the domain's priceItem: %s", async (_name, item) => {
    const material = MATERIALS.find((m) => m.code === item.material);
    if (!material) throw new Error("unknown material in the table");
    const expected = priceItem(item, material);
    const res = await quote(item);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "success",
      data: {
        weight_per_piece_lbs: roundWeight(expected.weightPerPieceLbs),
        total_weight_lbs: roundWeight(expected.totalWeightLbs),
        material_cost: centsToDollars(expected.materialCostCents),
        ship_by: SHIP_BY[expected.leadTime.days],
        order_within_minutes: 134,
        lead_time: {
          tier: expected.leadTime.tier,
          days: expected.leadTime.days,
          label: expected.leadTime.label,
        },
        unit_price: centsToDollars(expected.unitPriceCents),
        discount_percent: expected.discountPercent,
      },
    });
    expect(res.json().data.lead_time).toEqual({
      tier: expected.leadTime.tier,
      days: expected.leadTime.days,
      label: expected.leadTime.label,
    });
  });

  it("prices the first example by hand: 24 x 12 x 1 in 6061, 2 pieces", async () => {
    // 288 in³ x 0.0975 = 28.08 lb; x 2 = 56.16 lb x $4.25 = $238.68 + 2 x $4.00 cut = $246.68
    const res = await quote(ITEMS[0]);
    expect(res.json().data).toMatchObject({
      weight_per_piece_lbs: 28.08,
      total_weight_lbs: 56.16,
      material_cost: 246.68,
      ship_by: "2026-11-30",
      order_within_minutes: 134,
      lead_time: { tier: "fast", days: "3-4", label: "Fast turnaround" },
      // issue #22: $119.34 of metal + $4.00 cut a piece; no surcharge, no break at 2 pieces
      unit_price: 123.34,
      base_cost: 238.68,
      surcharge_cost: 0,
      cut_cost: 8,
      discount_percent: 0,
      discount: 0,
    });
  });

  it("uses the database's price, density and minimum, not the defaults", async () => {
    await app.db
      .update(materials)
      .set({ pricePerLbCents: 1000, densityLbPerIn3: 0.1, minimumOrderQuantity: 5 })
      .where(eq(materials.code, "6061-t651"));
    app.materials.invalidate();
    try {
      const res = await quote({ ...ITEMS[0], quantity: 5 });
      // 288 x 0.1 = 28.8 lb; x 5 = 144 lb x $10 = $1440 + $20 cut
      expect(res.json().data).toMatchObject({
        weight_per_piece_lbs: 28.8,
        total_weight_lbs: 144,
        material_cost: 1460,
        lead_time: { tier: "standard" },
      });
      const tooFew = await quote({ ...ITEMS[0], quantity: 2 });
      expect(tooFew.statusCode).toBe(400);
      expect(tooFew.json()).toEqual({
        status: "error",
        message: "Minimum quantity is 5",
        errors: [{ field: "quantity", message: "Minimum quantity is 5" }],
      });
    } finally {
      await app.db
        .update(materials)
        .set({ pricePerLbCents: 425, densityLbPerIn3: 0.0975, minimumOrderQuantity: 1 })
        .where(eq(materials.code, "6061-t651"));
      app.materials.invalidate();
    }
  });

  it("refuses a material an admin made unavailable", async () => {
    await app.db.update(materials).set({ isAvailable: false }).where(eq(materials.code, "p20"));
    app.materials.invalidate();
    try {
      const res = await quote(ITEMS[3]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: "error",
        message: "Selected material not found",
        errors: [{ field: "material", message: "Selected material not found" }],
      });
    } finally {
      await app.db.update(materials).set({ isAvailable: true }).where(eq(materials.code, "p20"));
      app.materials.invalidate();
    }
  });

  it("reports every dimension problem at once, by field", async () => {
    const res = await quote({
      material: "6061-t651",
      product_type: "Plate",
      shape: "Plate",
      dimensions: { length: 6, width: 200 },
      quantity: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "dimensions.length", message: 'Length must be at least 12"' },
      { field: "dimensions.width", message: 'Width cannot exceed 96"' },
      { field: "dimensions.height", message: "Height is required" },
    ]);
    expect(res.json().message).toContain('Length must be at least 12"');
  });
});
