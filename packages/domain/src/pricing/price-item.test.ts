import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getMaterial } from "../catalog/get-material";
import type { MaterialCode } from "../catalog/materials";
import type { ItemSpec } from "../validation/item-spec";
import { DEFAULT_PRICE_BREAKS, type PriceBreak } from "./price-breaks";
import { priceItem } from "./price-item";
import { roundWeight } from "./round-weight";

const pricingOf = (code: MaterialCode) => {
  const m = getMaterial(code);
  if (!m) throw new Error(code);
  return {
    densityLbPerIn3: m.densityLbPerIn3,
    pricePerLbCents: m.pricePerLbCents,
    surchargePerLbCents: m.surchargePerLbCents,
    priceBreaks: m.priceBreaks,
  };
};
const price = (item: ItemSpec) => priceItem(item, pricingOf(item.material));

describe("priceItem, prices worked by hand", () => {
  it("6061 plate 24 × 12 × 1 in, 1 piece", () => {
    // 288 in³ × 0.0975 = 28.08 lb; 28.08 × 425¢ = 11934¢; + 400 cut = 12334¢ ($123.34)
    const r = price({
      material: "6061-t651",
      product_type: "Plate",
      shape: "Plate",
      dimensions: { length: 24, width: 12, height: 1 },
      quantity: 1,
    });
    expect(r.weightPerPieceLbs).toBeCloseTo(28.08, 10);
    expect(r.totalWeightLbs).toBeCloseTo(28.08, 10);
    expect(r.materialCostCents).toBe(12334);
    expect(r.leadTime.tier).toBe("fast");
  });

  it("6061 plate 48 × 24 × 1.5 in, 10 pieces (the 5% break)", () => {
    // 1728 in³ × 0.0975 = 168.48 lb a piece; × 425¢ = 71604¢; 5% of it = 3580.2 → 3580¢;
    // a piece 71604 + 400 - 3580 = 68424¢; × 10 = 684240¢
    const r = price({
      material: "6061-t651",
      product_type: "Plate",
      shape: "Plate",
      dimensions: { length: 48, width: 24, height: 1.5 },
      quantity: 10,
    });
    expect(roundWeight(r.weightPerPieceLbs)).toBe(168.48);
    expect(roundWeight(r.totalWeightLbs)).toBe(1684.8);
    expect(r.materialCostCents).toBe(684_240);
    expect(r).toMatchObject({
      baseCents: 716_040,
      surchargeCents: 0,
      cutCents: 4000,
      discountPercent: 5,
      discountCents: 35_800,
      unitPriceCents: 68_424,
      currentBreakIndex: 1,
    });
    expect(r.leadTime).toEqual({
      tier: "standard",
      days: "5-6",
      label: "Standard processing",
      color: "blue",
    });
  });

  it("6061 round bar 12 × Ø2 in", () => {
    // 12π in³ = 37.6991; × 0.0975 = 3.67566 lb; × 425 = 1562.16¢ → 1562; + 400 = 1962¢
    const r = price({
      material: "6061-t651",
      product_type: "Bar",
      shape: "Round",
      dimensions: { length: 12, diameter: 2 },
      quantity: 1,
    });
    expect(roundWeight(r.weightPerPieceLbs)).toBe(3.68);
    expect(r.materialCostCents).toBe(1962);
  });

  it("P20 square bar 12 × 2 in", () => {
    // 48 in³ × 0.284 = 13.632 lb; × 375 = 5112¢; + 400 = 5512¢
    const r = price({
      material: "p20",
      product_type: "Bar",
      shape: "Square",
      dimensions: { length: 12, width: 2 },
      quantity: 1,
    });
    expect(r.materialCostCents).toBe(5512);
  });

  it("7075 rectangle bar 36 × 4 × 2 in, 5 pieces", () => {
    // 288 in³ × 0.1015 = 29.232 lb; × 5 = 146.16 lb; × 750 = 109620¢; + 2000 = 111620¢
    const r = price({
      material: "7075",
      product_type: "Bar",
      shape: "Rectangle",
      dimensions: { length: 36, width: 4, height: 2 },
      quantity: 5,
    });
    expect(roundWeight(r.totalWeightLbs)).toBe(146.16);
    expect(r.materialCostCents).toBe(111_620);
  });

  it("A500 square tube 240 × 2 in, wall 0.125", () => {
    // 225 in³ × 0.2836 = 63.81 lb; × 160 = 10209.6¢ → 10210; + 400 = 10610¢
    const r = price({
      material: "a500",
      product_type: "Tube",
      shape: "Square",
      dimensions: { length: 240, width: 2, wall: 0.125 },
      quantity: 1,
    });
    expect(roundWeight(r.weightPerPieceLbs)).toBe(63.81);
    expect(r.materialCostCents).toBe(10_610);
  });

  it("A513 rectangle tube 120 × 3 × 2 in, wall 0.25", () => {
    // 270 in³ × 0.2836 = 76.572 lb; × 190 = 14548.68¢ → 14549; + 400 = 14949¢
    const r = price({
      material: "a513",
      product_type: "Tube",
      shape: "Rectangle",
      dimensions: { length: 120, width: 3, height: 2, wall: 0.25 },
      quantity: 1,
    });
    expect(r.materialCostCents).toBe(14_949);
  });

  it("A500 round tube 120 × Ø2 in, wall 0.25", () => {
    // 52.5π in³ = 164.934; × 0.2836 = 46.7753 lb; × 160 = 7484.04¢ → 7484; + 400 = 7884¢
    const r = price({
      material: "a500",
      product_type: "Tube",
      shape: "Round",
      dimensions: { length: 120, diameter: 2, wall: 0.25 },
      quantity: 1,
    });
    expect(r.materialCostCents).toBe(7884);
  });

  it("7050 plate at the largest size is extended lead time", () => {
    // 480 × 48 × 18 = 414720 in³ × 0.102 = 42301.44 lb × 900 = 38071296¢ + 400
    const r = price({
      material: "7050-t7451",
      product_type: "Plate",
      shape: "Plate",
      dimensions: { length: 480, width: 48, height: 18 },
      quantity: 1,
    });
    expect(r.materialCostCents).toBe(38_071_696);
    expect(r.leadTime.tier).toBe("extended");
  });

  it("uses the pricing it is given, not the defaults", () => {
    const r = priceItem(
      {
        product_type: "Plate",
        shape: "Plate",
        dimensions: { length: 10, width: 10, height: 1 },
        quantity: 2,
      },
      {
        densityLbPerIn3: 0.1,
        pricePerLbCents: 1000,
        surchargePerLbCents: 35,
        priceBreaks: [
          { minQuantity: 1, discountPercent: 0 },
          { minQuantity: 2, discountPercent: 10 },
          { minQuantity: 3, discountPercent: 20 },
        ],
      },
    );
    // 100 in³ × 0.1 = 10 lb/pc: base 10000¢, surcharge 350¢, 10% of 10350 = 1035¢ off, + 400 cut
    // = 9715¢ a piece; × 2 = 19430¢
    expect(r).toMatchObject({
      baseCents: 20_000,
      surchargeCents: 700,
      cutCents: 800,
      discountPercent: 10,
      discountCents: 2070,
      unitPriceCents: 9715,
      materialCostCents: 19_430,
      surchargePerLbCents: 35,
      currentBreakIndex: 1,
    });
    // The table prices one piece at every break: 10750, 9715, 8680.
    expect(r.priceBreaks.map((b) => b.unitPriceCents)).toEqual([10_750, 9715, 8680]);
  });
});

describe("priceItem, properties", () => {
  const size = (min: number, max: number) =>
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // Without breaks: a bigger order of the same item then never costs less in total.
  const noBreaks: readonly PriceBreak[] = [{ minQuantity: 1, discountPercent: 0 }];
  const pricing = fc.record({
    densityLbPerIn3: size(0.01, 0.5),
    pricePerLbCents: fc.integer({ min: 1, max: 5000 }),
    surchargePerLbCents: fc.integer({ min: 0, max: 500 }),
    priceBreaks: fc.constant(noBreaks),
  });
  const qty = fc.integer({ min: 1, max: 500 });

  const nonDecreasing = (a: ReturnType<typeof priceItem>, b: ReturnType<typeof priceItem>) => {
    expect(b.materialCostCents).toBeGreaterThanOrEqual(a.materialCostCents);
    // weights: allow binary noise only
    expect(b.totalWeightLbs).toBeGreaterThanOrEqual(a.totalWeightLbs * (1 - 1e-12));
  };

  it("never falls when a solid dimension or (without breaks) the quantity grows", () => {
    fc.assert(
      fc.property(
        pricing,
        fc.constantFrom("Plate", "Rectangle", "Square", "Round"),
        fc.constantFrom("length", "width", "height", "diameter", "quantity"),
        size(12, 480),
        size(0.125, 96),
        size(0.125, 18),
        size(0, 50),
        qty,
        fc.integer({ min: 0, max: 100 }),
        (p, shape, grow, length, width, height, delta, quantity, qDelta) => {
          const product_type = shape === "Plate" ? "Plate" : "Bar";
          const base = {
            product_type,
            shape,
            dimensions: { length, width, height, diameter: width },
            quantity,
          } as const;
          const bigger =
            grow === "quantity"
              ? { ...base, quantity: quantity + qDelta }
              : {
                  ...base,
                  dimensions: { ...base.dimensions, [grow]: base.dimensions[grow] + delta },
                };
          nonDecreasing(priceItem(base, p), priceItem(bigger, p));
        },
      ),
    );
  });

  it("never falls when a tube dimension or wall grows (wall below half)", () => {
    fc.assert(
      fc.property(
        pricing,
        fc.constantFrom("Square", "Rectangle", "Round"),
        fc.constantFrom("length", "width", "height", "diameter", "wall"),
        size(12, 480),
        size(0.5, 12),
        size(0.5, 12),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        qty,
        (p, shape, grow, length, width, height, wallFraction, growFraction, quantity) => {
          const smallest = Math.min(width, height);
          const wall = (wallFraction * smallest) / 2;
          const base = {
            product_type: "Tube",
            shape,
            dimensions: { length, width, height, diameter: smallest, wall },
            quantity,
          } as const;
          const room = grow === "wall" ? smallest / 2 - wall : 10;
          const grown = { ...base.dimensions, [grow]: base.dimensions[grow] + room * growFraction };
          if (grow === "diameter") grown.width = Math.max(grown.width, grown.diameter);
          nonDecreasing(priceItem(base, p), priceItem({ ...base, dimensions: grown }, p));
        },
      ),
    );
  });
});

describe("priceItem with quantity breaks and a surcharge, properties (issue #22)", () => {
  const size = (min: number, max: number) =>
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  /** Breaks that rise in quantity and discount, starting at 1 piece (checkPriceBreaks' rule). */
  const breaks = fc
    .uniqueArray(fc.integer({ min: 2, max: 500 }), { maxLength: 9 })
    .chain((quantities) =>
      fc
        .uniqueArray(fc.integer({ min: 1, max: 9000 }), {
          minLength: quantities.length,
          maxLength: quantities.length,
        })
        .map((discounts) => {
          const q = [...quantities].sort((a, b) => a - b);
          const d = [...discounts].sort((a, b) => a - b);
          return [
            { minQuantity: 1, discountPercent: 0 },
            ...q.map((minQuantity, i) => ({ minQuantity, discountPercent: (d[i] ?? 0) / 100 })),
          ];
        }),
    );
  const pricing = fc.record({
    densityLbPerIn3: size(0.01, 0.5),
    pricePerLbCents: fc.integer({ min: 1, max: 5000 }),
    surchargePerLbCents: fc.integer({ min: 0, max: 500 }),
    priceBreaks: fc.oneof(fc.constant(DEFAULT_PRICE_BREAKS), breaks),
  });
  const plate = (length: number, width: number, height: number, quantity: number) =>
    ({
      product_type: "Plate",
      shape: "Plate",
      dimensions: { length, width, height },
      quantity,
    }) as const;
  const dims = fc.tuple(size(0.5, 480), size(0.125, 48), size(0.125, 18));

  it("the unit price never rises with quantity", () => {
    fc.assert(
      fc.property(
        pricing,
        dims,
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        (p, [l, w, h], a, b) => {
          const [fewer, more] = a <= b ? [a, b] : [b, a];
          const small = priceItem(plate(l, w, h, fewer), p);
          const large = priceItem(plate(l, w, h, more), p);
          expect(large.unitPriceCents).toBeLessThanOrEqual(small.unitPriceCents);
        },
      ),
    );
  });

  it("the material cost is base + surcharge + cuts - discount, to the cent, and unit × quantity", () => {
    fc.assert(
      fc.property(pricing, dims, fc.integer({ min: 1, max: 500 }), (p, [l, w, h], quantity) => {
        const r = priceItem(plate(l, w, h, quantity), p);
        for (const cents of [r.baseCents, r.surchargeCents, r.cutCents, r.discountCents]) {
          expect(Number.isInteger(cents)).toBe(true);
        }
        expect(r.materialCostCents).toBe(
          r.baseCents + r.surchargeCents + r.cutCents - r.discountCents,
        );
        expect(r.materialCostCents).toBe(r.unitPriceCents * quantity);
        expect(r.cutCents).toBe(400 * quantity);
        // The cut charge is never discounted: the discount is at most its percent of the metal.
        const pieceMetal = (r.baseCents + r.surchargeCents) / quantity;
        expect(r.discountCents).toBe(
          quantity * Math.round(Number(((pieceMetal * r.discountPercent) / 100).toPrecision(12))),
        );
        // The table's row for this quantity is this price.
        expect(r.priceBreaks[r.currentBreakIndex]?.unitPriceCents).toBe(r.unitPriceCents);
      }),
    );
  });

  it("a surcharge only ever adds to the price", () => {
    fc.assert(
      fc.property(
        pricing,
        dims,
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        (p, [l, w, h], quantity, extra) => {
          const before = priceItem(plate(l, w, h, quantity), p);
          const after = priceItem(plate(l, w, h, quantity), {
            ...p,
            surchargePerLbCents: p.surchargePerLbCents + extra,
          });
          expect(after.materialCostCents).toBeGreaterThanOrEqual(before.materialCostCents);
          expect(after.baseCents).toBe(before.baseCents);
        },
      ),
    );
  });
});
