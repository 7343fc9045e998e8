import { describe, expect, it } from "vitest";
import { CUT_CHARGE_CENTS, calculateMaterialCost } from "./calculate-material-cost";
import { calculateWeight } from "./calculate-weight";

describe("calculateWeight", () => {
  it("is volume × density, unrounded", () => {
    expect(calculateWeight(288, 0.0975)).toBeCloseTo(28.08, 12);
  });
});

const cost = (weightPerPieceLbs: number, pricePerLbCents: number, quantity: number) =>
  calculateMaterialCost({
    weightPerPieceLbs,
    pricePerLbCents,
    quantity,
    surchargePerLbCents: 0,
    discountPercent: 0,
  }).materialCostCents;

describe("calculateMaterialCost (decisions §4, issue #22)", () => {
  it("adds a $4.00 cut charge per piece", () => {
    expect(CUT_CHARGE_CENTS).toBe(400);
    expect(cost(0, 425, 3)).toBe(1200);
  });

  it("rounds a piece's weight × price to the cent, half up", () => {
    // 10.0001 lb × 425¢ = 4250.0425 → 4250 + 400
    expect(cost(10.0001, 425, 1)).toBe(4650);
    // 1.001 lb × 450¢ = 450.45 → 450
    expect(cost(1.001, 450, 1)).toBe(850);
    // 1.005 lb × 100¢ = 100.5 → 101 (half up, although 1.005 × 100 is 100.4999… in binary)
    expect(cost(1.005, 100, 1)).toBe(501);
  });

  it("prices a piece, then the line as that piece × quantity", () => {
    // 100.4 lb... as 1.004 lb × 100¢ = 100.4 → 100¢ a piece; 2 pieces = 2 × (100 + 400)
    expect(cost(1.004, 100, 2)).toBe(1000);
  });

  it("splits base metal, surcharge, cuts and the discount on the metal only", () => {
    // 41.2 lb × 95¢ = 3914¢ base; × 12¢ = 494.4 → 494¢ surcharge; 5% of 4408 = 220.4 → 220¢
    const r = calculateMaterialCost({
      weightPerPieceLbs: 41.2,
      pricePerLbCents: 95,
      surchargePerLbCents: 12,
      discountPercent: 5,
      quantity: 10,
    });
    expect(r.piece).toEqual({
      baseCents: 3914,
      surchargeCents: 494,
      cutCents: 400,
      discountCents: 220,
      unitPriceCents: 4588,
    });
    expect(r).toMatchObject({
      baseCents: 39_140,
      surchargeCents: 4940,
      cutCents: 4000,
      discountPercent: 5,
      discountCents: 2200,
      materialCostCents: 45_880,
      unitPriceCents: 4588,
    });
  });
});
