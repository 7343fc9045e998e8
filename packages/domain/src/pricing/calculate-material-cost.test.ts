import { describe, expect, it } from "vitest";
import { CUT_CHARGE_CENTS, calculateMaterialCost } from "./calculate-material-cost";
import { calculateWeight } from "./calculate-weight";

describe("calculateWeight", () => {
  it("is volume × density, unrounded", () => {
    expect(calculateWeight(288, 0.0975)).toBeCloseTo(28.08, 12);
  });
});

describe("calculateMaterialCost (decisions §4)", () => {
  it("adds a $4.00 cut charge per piece", () => {
    expect(CUT_CHARGE_CENTS).toBe(400);
    expect(calculateMaterialCost({ totalWeightLbs: 0, pricePerLbCents: 425, quantity: 3 })).toBe(
      1200,
    );
  });

  it("rounds weight × price to the cent, half up", () => {
    // 10.0001 lb × 425¢ = 4250.0425 → 4250 + 400
    expect(
      calculateMaterialCost({ totalWeightLbs: 10.0001, pricePerLbCents: 425, quantity: 1 }),
    ).toBe(4650);
    // 1.001 lb × 450¢ = 450.45 → 450
    expect(
      calculateMaterialCost({ totalWeightLbs: 1.001, pricePerLbCents: 450, quantity: 1 }),
    ).toBe(850);
    // 1.005 lb × 100¢ = 100.5 → 101 (half up, although 1.005 × 100 is 100.4999… in binary)
    expect(
      calculateMaterialCost({ totalWeightLbs: 1.005, pricePerLbCents: 100, quantity: 1 }),
    ).toBe(501);
  });
});
