import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATALOG } from "../catalog/catalog";
import { getMaterial } from "../catalog/get-material";
import { priceItem } from "../pricing/price-item";
import { itemSpecSchema } from "./item-spec";

const combos = CATALOG.flatMap((type) =>
  type.shapes.flatMap((shape) =>
    shape.materials.map((material) => ({
      productType: type.productType,
      shape: shape.shape,
      material,
    })),
  ),
);

describe("itemSpecSchema × catalog", () => {
  it("accepts every in-range spec of every catalog entry, and it prices to a positive cost", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...combos),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 1, max: 500 }),
        ({ productType, shape, material }, fractions, quantity) => {
          const dimensions: Record<string, number> = {};
          // On the catalog's step (spec §9): a whole number of steps from the minimum.
          const onStep = (min: number, max: number, step: number, fraction: number) =>
            Number((min + Math.floor(((max - min) / step) * fraction) * step).toFixed(3));
          material.dimensions.forEach((c, index) => {
            if (c.key === "wall") return;
            dimensions[c.key] = onStep(c.min, c.max, c.step, fractions[index] ?? 0);
          });
          const wall = material.dimensions.find((c) => c.key === "wall");
          if (wall) {
            const outer = ["width", "height", "diameter"].flatMap((k) =>
              dimensions[k] === undefined ? [] : [dimensions[k] as number],
            );
            const limit = Math.min(wall.max, Math.min(...outer) / 2 - wall.step);
            dimensions.wall = onStep(wall.min, limit, wall.step, fractions[4] ?? 0);
          }
          const spec = {
            material: material.code,
            product_type: productType,
            shape,
            dimensions,
            quantity,
          };
          const parsed = itemSpecSchema.safeParse(spec);
          expect(parsed.error?.issues ?? []).toEqual([]);
          const m = getMaterial(material.code);
          if (!parsed.success || !m) return;
          const priced = priceItem(parsed.data, m);
          expect(priced.weightPerPieceLbs).toBeGreaterThan(0);
          expect(Number.isInteger(priced.materialCostCents)).toBe(true);
          expect(priced.materialCostCents).toBeGreaterThanOrEqual(400 * quantity);
        },
      ),
      { numRuns: 500 },
    );
  });
});
