import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateShipping } from "./calculate-shipping";
import { getShippingCap } from "./get-shipping-cap";
import { metersToMiles } from "./meters-to-miles";
import { FACILITY_ZIP, METERS_PER_MILE } from "./shipping-rates";

const ship = (totalWeightLbs: number, distanceMiles?: number | null, state?: string | null) =>
  calculateShipping({ deliveryMethod: "ship", totalWeightLbs, distanceMiles, state });

describe("calculateShipping (spec §9), cents", () => {
  it("is free for pickup", () => {
    expect(
      calculateShipping({ deliveryMethod: "pickup", totalWeightLbs: 5000, distanceMiles: 900 }),
    ).toBe(0);
  });

  it("charges $25 + 12¢/lb + 50¢/mile", () => {
    // 2500 + 12 × 50 + 50 × 30 = 2500 + 600 + 1500 = 4600
    expect(ship(50, 30)).toBe(4600);
    // 2500 + 12 × 10.5 + 50 × 3.3 = 2500 + 126 + 165 = 2791
    expect(ship(10.5, 3.3)).toBe(2791);
    expect(ship(0, 0)).toBe(2500);
  });

  it("caps at $75 up to 100 lb, $150 above", () => {
    // 100 lb, 500 mi: 2500 + 1200 + 25000 = 28700 → cap 7500
    expect(ship(100, 500)).toBe(7500);
    expect(ship(100.01, 500)).toBe(15_000);
  });

  it("caps at $150 up to 500 lb, $300 up to 1000 lb, $600 above", () => {
    expect(ship(500, 1000)).toBe(15_000);
    expect(ship(500.01, 1000)).toBe(30_000);
    expect(ship(1000, 2000)).toBe(30_000);
    expect(ship(1000.01, 2000)).toBe(60_000);
    expect(ship(50_000, 0)).toBe(60_000);
  });

  it("does not cap below the cap", () => {
    // 2500 + 12 × 400 + 50 × 100 = 2500 + 4800 + 5000 = 12300 (cap 15000)
    expect(ship(400, 100)).toBe(12_300);
  });

  it("falls back to a regional base plus weight when the distance is unknown", () => {
    // MI: 2000 + 12 × 10 = 2120
    expect(ship(10, null, "MI")).toBe(2120);
    expect(ship(10, undefined, "Michigan")).toBe(2120);
    for (const s of ["OH", "IN", "IL", "WI", "MN"]) expect(ship(0, null, s)).toBe(3000);
    for (const s of ["NY", "PA", "NJ", "CT", "MA"]) expect(ship(0, null, s)).toBe(4000);
    for (const s of ["CA", "WA", "OR"]) expect(ship(0, null, s)).toBe(6000);
    expect(ship(0, null, "TX")).toBe(4500);
    expect(ship(0, null, "Somewhere")).toBe(4500);
    // CA, 100 lb: 6000 + 1200 = 7200 (cap 7500); 200 lb: 6000 + 2400 = 8400 (cap 15000)
    expect(ship(100, null, "CA")).toBe(7200);
    expect(ship(200, null, "CA")).toBe(8400);
    // CA 101 lb: 6000 + 1212 = 7212 (cap 15000); OR 20000 lb: capped at 60000
    expect(ship(101, null, "CA")).toBe(7212);
    expect(ship(20_000, null, "OR")).toBe(60_000);
  });

  it("charges $25 flat with no usable address", () => {
    expect(ship(10)).toBe(2500);
    expect(ship(900, null, "  ")).toBe(2500);
    expect(ship(900, Number.NaN, null)).toBe(2500);
  });

  it("never goes negative or over its cap", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -100, max: 100_000, noNaN: true }),
        fc.option(fc.double({ min: -100, max: 5000, noNaN: true })),
        fc.option(fc.constantFrom("MI", "OH", "NY", "CA", "TX", "zz", "")),
        fc.constantFrom("ship" as const, "pickup" as const),
        (weight, miles, state, deliveryMethod) => {
          const cents = calculateShipping({
            deliveryMethod,
            totalWeightLbs: weight,
            distanceMiles: miles,
            state,
          });
          expect(Number.isInteger(cents)).toBe(true);
          expect(cents).toBeGreaterThanOrEqual(0);
          expect(cents).toBeLessThanOrEqual(getShippingCap(Math.max(0, weight)));
        },
      ),
    );
  });
});

describe("shipping constants", () => {
  it("measures to the Detroit facility in miles of 1609.34 m", () => {
    expect(FACILITY_ZIP).toBe("48216");
    expect(METERS_PER_MILE).toBe(1609.34);
    expect(metersToMiles(16_093.4)).toBeCloseTo(10, 10);
  });

  it("has the weight caps", () => {
    expect(getShippingCap(0)).toBe(7500);
    expect(getShippingCap(100)).toBe(7500);
    expect(getShippingCap(100.01)).toBe(15_000);
    expect(getShippingCap(500)).toBe(15_000);
    expect(getShippingCap(1000)).toBe(30_000);
    expect(getShippingCap(1000.01)).toBe(60_000);
  });
});
