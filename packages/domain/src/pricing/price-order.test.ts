import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getLeadTime } from "../lead-time/get-lead-time";
import { calculateShipping } from "../shipping/calculate-shipping";
import { getShippingCap } from "../shipping/get-shipping-cap";
import { priceCheckout } from "./price-checkout";
import { priceOrder, unitPriceCents } from "./price-order";

const line = fc.record({
  lineTotalCents: fc.integer({ min: 0, max: 5_000_000 }),
  totalWeightLbs: fc.double({ min: 0, max: 5_000, noNaN: true }),
});
const lines = fc.array(line, { minLength: 1, maxLength: 100 });
const delivery = fc.record({
  deliveryMethod: fc.constantFrom("ship" as const, "pickup" as const),
  state: fc.constantFrom("MI", "TX", "CA", "OH", null),
  distanceMiles: fc.option(fc.integer({ min: 0, max: 3_000 }), { nil: null }),
  taxExempt: fc.boolean(),
});

describe("priceOrder", () => {
  it("prices a one-line order exactly as the single-item checkout does", () => {
    expect(
      priceOrder([{ lineTotalCents: 72_040, totalWeightLbs: 168.48 }], {
        deliveryMethod: "ship",
        state: "TX",
        distanceMiles: 1200,
        taxExempt: false,
      }),
    ).toMatchObject({
      materialCostCents: 72_040,
      taxCents: 4503,
      shippingCents: 15_000,
      totalCents: 91_543,
    });
  });

  it("ships three lines once, on their total weight, under one cap", () => {
    // 3 × 60 lb = 180 lb: one shipment of $25 + 12¢ × 180 + 50¢ × 100 mi = $96.60, under the $150 cap;
    // shipped one by one each would pay its own $25 base.
    const order = priceOrder(
      [
        { lineTotalCents: 10_000, totalWeightLbs: 60 },
        { lineTotalCents: 20_000, totalWeightLbs: 60 },
        { lineTotalCents: 30_000, totalWeightLbs: 60 },
      ],
      { deliveryMethod: "ship", state: "MI", distanceMiles: 100, taxExempt: false },
    );
    expect(order.materialCostCents).toBe(60_000);
    expect(order.shippingCents).toBe(9660);
    expect(order.taxCents).toBe(3600);
    expect(order.totalCents).toBe(60_000 + 3600 + 9660);
    expect(order.leadTime.tier).toBe(getLeadTime(60_000).tier);
  });

  it("material cost is the sum of the line totals (property)", () => {
    fc.assert(
      fc.property(lines, delivery, (ls, d) => {
        const order = priceOrder(ls, d);
        expect(order.materialCostCents).toBe(ls.reduce((s, l) => s + l.lineTotalCents, 0));
        expect(order.totalCents).toBe(
          order.materialCostCents + order.taxCents + order.shippingCents,
        );
      }),
    );
  });

  it("computes shipping once on the total weight, within the whole order's cap (property)", () => {
    fc.assert(
      fc.property(lines, delivery, (ls, d) => {
        const order = priceOrder(ls, d);
        const weight = ls.reduce((s, l) => s + l.totalWeightLbs, 0);
        expect(order.shippingCents).toBe(
          calculateShipping({
            deliveryMethod: d.deliveryMethod,
            totalWeightLbs: weight,
            distanceMiles: d.distanceMiles,
            state: d.state,
          }),
        );
        if (d.deliveryMethod === "pickup") expect(order.shippingCents).toBe(0);
        else if (d.distanceMiles !== null) {
          expect(order.shippingCents).toBeLessThanOrEqual(getShippingCap(weight));
        }
      }),
    );
  });

  it("taxes the sum, not each line (property)", () => {
    fc.assert(
      fc.property(lines, delivery, (ls, d) => {
        const order = priceOrder(ls, d);
        const single = priceCheckout({
          ...d,
          materialCostCents: order.materialCostCents,
          totalWeightLbs: order.totalWeightLbs,
        });
        expect(order.taxCents).toBe(single.taxCents);
      }),
    );
  });

  it("never ships for more than shipping the lines one by one would cost (property)", () => {
    fc.assert(
      fc.property(lines, delivery, (ls, d) => {
        const order = priceOrder(ls, d);
        const separately = ls.reduce(
          (s, l) =>
            s +
            calculateShipping({
              deliveryMethod: d.deliveryMethod,
              totalWeightLbs: l.totalWeightLbs,
              distanceMiles: d.distanceMiles,
              state: d.state,
            }),
          0,
        );
        expect(order.shippingCents).toBeLessThanOrEqual(separately);
      }),
    );
  });
});

describe("unitPriceCents", () => {
  it("divides to the cent and never by zero", () => {
    expect(unitPriceCents(1000, 3)).toBe(333);
    expect(unitPriceCents(1000, 0)).toBe(1000);
  });
});
