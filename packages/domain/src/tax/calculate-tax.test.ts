import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateTax } from "./calculate-tax";
import { getTaxRate } from "./get-tax-rate";
import { normalizeStateCode } from "./normalize-state-code";
import { MAX_TAX_RATE_MILLI_PERCENT, TAX_RATES } from "./tax-rates";

describe("TAX_RATES", () => {
  it("covers the 50 states and DC once each", () => {
    expect(TAX_RATES).toHaveLength(51);
    expect(new Set(TAX_RATES.map((e) => e.stateCode)).size).toBe(51);
    expect(TAX_RATES.some((e) => e.stateCode === "DC")).toBe(true);
  });

  it("pins the spec's rates", () => {
    const rate = (code: string) => TAX_RATES.find((e) => e.stateCode === code)?.taxRate;
    expect(rate("MI")).toBe(0.06);
    expect(rate("CA")).toBe(0.0725);
    expect(rate("TX")).toBe(0.0625);
    expect(rate("NY")).toBe(0.04);
    for (const code of ["AK", "DE", "MT", "NH", "OR"]) expect(rate(code)).toBe(0);
  });

  it("stores every rate as whole thousandths of a percent", () => {
    for (const e of TAX_RATES) {
      expect(Number.isInteger(e.taxRateMilliPercent)).toBe(true);
      expect(e.taxRate).toBe(e.taxRateMilliPercent / 100_000);
      expect(e).toMatchObject({ state: expect.any(String), hasLocalTax: expect.any(Boolean) });
    }
    expect(TAX_RATES.find((e) => e.stateCode === "NJ")?.taxRateMilliPercent).toBe(6625);
    expect(MAX_TAX_RATE_MILLI_PERCENT).toBe(7250);
  });
});

describe("normalizeStateCode / getTaxRate", () => {
  it("accepts codes and names in any case", () => {
    expect(normalizeStateCode("mi")).toBe("MI");
    expect(normalizeStateCode(" Michigan ")).toBe("MI");
    expect(normalizeStateCode("district of columbia")).toBe("DC");
    expect(normalizeStateCode("ZZ")).toBeUndefined();
    expect(normalizeStateCode("")).toBeUndefined();
    expect(normalizeStateCode(null)).toBeUndefined();
  });

  it("defaults an unknown state to 6%", () => {
    expect(getTaxRate("CA")).toBe(7250);
    expect(getTaxRate("Atlantis")).toBe(6000);
    expect(getTaxRate(undefined)).toBe(6000);
  });
});

describe("calculateTax (spec §9)", () => {
  it("taxes material cost at the state rate, rounded to the cent", () => {
    // $1,234.56 × 6% = $74.0736 → $74.07
    expect(calculateTax({ materialCostCents: 123_456, state: "MI", taxExempt: false })).toBe(7407);
    // $1,234.56 × 7.25% = $89.5056 → $89.51
    expect(calculateTax({ materialCostCents: 123_456, state: "CA", taxExempt: false })).toBe(8951);
    // $100.00 × 6.625% = $6.625 → $6.63 (half up, exact)
    expect(calculateTax({ materialCostCents: 10_000, state: "NJ", taxExempt: false })).toBe(663);
    // $100.00 × 4.225% = $4.225 → $4.23
    expect(calculateTax({ materialCostCents: 10_000, state: "Missouri", taxExempt: false })).toBe(
      423,
    );
    expect(calculateTax({ materialCostCents: 10_000, state: "OR", taxExempt: false })).toBe(0);
  });

  it("uses 6% for an unknown state", () => {
    expect(calculateTax({ materialCostCents: 10_000, state: "ZZ", taxExempt: false })).toBe(600);
    expect(calculateTax({ materialCostCents: 10_000, state: null, taxExempt: false })).toBe(600);
  });

  it("is 0 when exempt", () => {
    expect(calculateTax({ materialCostCents: 123_456, state: "CA", taxExempt: true })).toBe(0);
  });

  it("never exceeds material cost × the highest rate, never negative", () => {
    const states = fc.constantFrom(...TAX_RATES.map((e) => e.stateCode), "ZZ", "", "texas");
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1e10 }),
        states,
        fc.boolean(),
        (cost, state, exempt) => {
          const tax = calculateTax({ materialCostCents: cost, state, taxExempt: exempt });
          expect(Number.isInteger(tax)).toBe(true);
          expect(tax).toBeGreaterThanOrEqual(0);
          expect(tax).toBeLessThanOrEqual(
            Math.ceil((Math.max(0, cost) * MAX_TAX_RATE_MILLI_PERCENT) / 100_000),
          );
        },
      ),
    );
  });
});
