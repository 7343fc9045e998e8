import { describe, expect, it } from "vitest";
import { CUT_CHARGE_CENTS } from "../pricing/calculate-material-cost";
import { DEFAULT_PRICE_BREAKS } from "../pricing/price-breaks";
import { priceItem } from "../pricing/price-item";
import { planCutList } from "./plan-cut-list";
import { priceCutList } from "./price-cut-list";

const tube = {
  product_type: "Tube",
  shape: "Square",
  dimensions: { width: 2, wall: 0.125 },
} as const;
const pricing = {
  densityLbPerIn3: 0.2836,
  pricePerLbCents: 160,
  surchargePerLbCents: 12,
  priceBreaks: DEFAULT_PRICE_BREAKS,
};
// A 240 in bar of 2 × 1/8 in square tube: 240 × 4 × 0.125 × 1.875 in³ × 0.2836 lb/in³.
const barWeight = 240 * 4 * 0.125 * 1.875 * 0.2836;

describe("priceCutList", () => {
  it("prices cut to size as the instant quote and full lengths as bars plus a charge per cut", () => {
    const pieces = [
      { length: 119.9375, quantity: 2 },
      { length: 100, quantity: 1 },
    ];
    const plan = planCutList({ pieces, stockLengths: [240], kerf: 0.125, minDrop: 12 });
    // One bar filled exactly (1 cut), one with 100 in and a drop (1 cut).
    expect(plan.cutCount).toBe(2);
    const prices = priceCutList({ ...tube, pieces, plan, pricing });
    const asToday = pieces.reduce(
      (sum, piece) =>
        sum +
        priceItem(
          {
            ...tube,
            dimensions: { ...tube.dimensions, length: piece.length },
            quantity: piece.quantity,
          },
          pricing,
        ).materialCostCents,
      0,
    );
    expect(prices.cutToSizeCents).toBe(asToday);
    expect(prices.barsWeightLbs).toBeCloseTo(2 * barWeight, 9);
    // Two bars earn no break: each bar's base metal and surcharge, to the cent, then the cuts.
    const perBar = Math.round(barWeight * 160) + Math.round(barWeight * 12);
    expect(prices.fullLengthsCents).toBe(2 * perBar + 2 * CUT_CHARGE_CENTS);
    expect(prices.savingsCents).toBe(prices.cutToSizeCents - prices.fullLengthsCents);
  });

  it("gives full bars the quantity break their count earns, never on the cuts", () => {
    const pieces = [{ length: 239.875, quantity: 10 }];
    const plan = planCutList({ pieces, stockLengths: [240], kerf: 0.125, minDrop: 12 });
    expect(plan.stockCounts).toEqual([{ stockLength: 240, count: 10 }]);
    const prices = priceCutList({ ...tube, pieces, plan, pricing });
    const metal = Math.round(barWeight * 160) + Math.round(barWeight * 12);
    const discount = Math.round(metal * 0.05);
    expect(prices.fullLengthsCents).toBe(
      10 * (metal - discount) + plan.cutCount * CUT_CHARGE_CENTS,
    );
    // The split checkout stores for the line adds up to the same total.
    const split = prices.fullLengthsSplit;
    expect(split).toMatchObject({ discountPercent: 5, discountCents: 10 * discount });
    expect(split.cutCents).toBe(plan.cutCount * CUT_CHARGE_CENTS);
    expect(split.baseCents + split.surchargeCents + split.cutCents - split.discountCents).toBe(
      prices.fullLengthsCents,
    );
  });
});
