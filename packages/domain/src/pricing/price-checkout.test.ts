import { describe, expect, it } from "vitest";
import { priceCheckout } from "./price-checkout";

describe("priceCheckout", () => {
  it("adds tax on material and shipping", () => {
    // material $720.40; TX 6.25% → $45.025 → $45.03; shipping 2500 + 12 × 168.48 + 50 × 1200 → cap 15000
    expect(
      priceCheckout({
        materialCostCents: 72_040,
        totalWeightLbs: 168.48,
        deliveryMethod: "ship",
        state: "TX",
        distanceMiles: 1200,
        taxExempt: false,
      }),
    ).toEqual({
      materialCostCents: 72_040,
      taxCents: 4503,
      shippingCents: 15_000,
      totalCents: 91_543,
    });
  });

  it("taxes a pickup at the Michigan rate with no shipping", () => {
    expect(
      priceCheckout({
        materialCostCents: 10_000,
        totalWeightLbs: 50,
        deliveryMethod: "pickup",
        state: "CA",
        taxExempt: false,
      }),
    ).toEqual({ materialCostCents: 10_000, taxCents: 600, shippingCents: 0, totalCents: 10_600 });
  });

  it("drops tax when exempt and uses flat shipping without an address", () => {
    expect(
      priceCheckout({
        materialCostCents: 10_000,
        totalWeightLbs: 50,
        deliveryMethod: "ship",
        taxExempt: true,
      }),
    ).toEqual({ materialCostCents: 10_000, taxCents: 0, shippingCents: 2500, totalCents: 12_500 });
  });
});
