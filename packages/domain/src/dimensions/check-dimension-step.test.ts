import { describe, expect, it } from "vitest";
import { itemSpecSchema } from "../validation/item-spec";
import { checkDimensionStep, checkFeetStep, isOnStep } from "./check-dimension-step";
import { validateFeetRange } from "./validate-feet-range";

const plate = (material: string, dimensions: Record<string, number>) => ({
  material,
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 48, width: 24, height: 1, ...dimensions },
  quantity: 1,
});
const issues = (spec: unknown) =>
  itemSpecSchema.safeParse(spec).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe("dimension steps (spec §9, issue #18)", () => {
  it("plate thickness is in 0.25 in steps, naming the nearest two", () => {
    expect(checkDimensionStep(0.3, { label: "Height", step: 0.25 })).toBe(
      'Height must be in 0.25" steps: 0.25" or 0.5"',
    );
    expect(checkDimensionStep(0.75, { label: "Height", step: 0.25 })).toBeUndefined();
    expect(issues(plate("6061-t651", { height: 0.3 }))).toEqual([
      ["dimensions.height", 'Height must be in 0.25" steps: 0.25" or 0.5"'],
    ]);
  });

  it("the listed width steps: 0.5 in for 7050, 7075 and P20 plate, 0.125 in for 6061 square bar", () => {
    for (const code of ["7050-t7451", "7075", "p20"]) {
      expect(issues(plate(code, { width: 10.25 }))).toEqual([
        ["dimensions.width", 'Width must be in 0.5" steps: 10" or 10.5"'],
      ]);
      expect(issues(plate(code, { width: 10.5 }))).toEqual([]);
    }
    expect(issues(plate("6061-t651", { width: 10.25 }))).toEqual([]);
    const square = (width: number) => ({
      material: "6061-t651",
      product_type: "Bar",
      shape: "Square",
      dimensions: { length: 36, width },
      quantity: 1,
    });
    expect(issues(square(0.1875))).toEqual([
      ["dimensions.width", 'Width must be in 0.125" steps: 0.125" or 0.25"'],
    ]);
    expect(issues(square(0.375))).toEqual([]);
  });

  it("everything else to 0.001 in, or a typed fraction down to 1/64 in", () => {
    expect(issues(plate("6061-t651", { width: 1.23456 }))).toEqual([
      [
        "dimensions.width",
        'Width must be given to 0.001" (3 decimals) or as a fraction down to 1/64"',
      ],
    ]);
    expect(issues(plate("6061-t651", { length: 12.001, width: 24.125 }))).toEqual([]);
    // 3/16 and 15/16 are machinists' sizes, typed as fractions.
    const round = (diameter: number, length = 119.9375) => ({
      material: "6061-t651",
      product_type: "Bar",
      shape: "Round",
      dimensions: { length, diameter },
      quantity: 1,
    });
    expect(issues(round(0.1875))).toEqual([]);
    expect(issues(round(0.1 + 0.2, 36))).toEqual([]);
    expect(issues(round(1 / 3))).toEqual([
      [
        "dimensions.diameter",
        'Diameter must be given to 0.001" (3 decimals) or as a fraction down to 1/64"',
      ],
    ]);
    expect(isOnStep(1 / 128, 1 / 64)).toBe(false);
  });

  it("a length typed in feet (/rfq, spreadsheet import) is whole feet", () => {
    expect(checkFeetStep(10.5, "Length")).toBe(
      "Length must be in whole feet (1 ft steps): 10 or 11 ft",
    );
    expect(checkFeetStep(10, "Length")).toBeUndefined();
    expect(validateFeetRange(10.5, "Length")).toEqual({
      ok: false,
      error: "Length must be in whole feet (1 ft steps): 10 or 11 ft",
    });
    expect(validateFeetRange(41, "Length")).toEqual({
      ok: false,
      error: "Length cannot exceed 40 ft",
    });
  });
});
