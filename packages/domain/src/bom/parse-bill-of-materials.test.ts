import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BOM_COLUMNS_HELP,
  BOM_EXAMPLE,
  parseBillOfMaterials,
  resolveMaterial,
  stripUnit,
} from "./parse-bill-of-materials";

describe("resolveMaterial", () => {
  it.each([
    ["6061-t651", "6061-t651"],
    ["6061", "6061-t651"],
    ["7075-T6", "7075"],
    ["P20 Tool Steel", "p20"],
    ["5052-H32", "5000-series"],
    ["5000 Series Aluminum", "5000-series"],
    ["A500", "a500"],
  ])("%s -> %s", (text, code) => {
    expect(resolveMaterial(text)).toBe(code);
  });

  it("rejects unknown and ambiguous text", () => {
    expect(resolveMaterial("brass")).toBeUndefined();
    expect(resolveMaterial("70")).toBeUndefined();
    expect(resolveMaterial("")).toBeUndefined();
  });
});

describe("parseBillOfMaterials", () => {
  it("reads tab-separated rows without a header in the default column order, length in feet", () => {
    const text = "6061\tAMS 4027\t4\t24\t1 1/2\t3\tBase plates\n7075-T6\t\t2\t12\t0.5\t10\t";
    const result = parseBillOfMaterials(text);
    expect(result.hasHeader).toBe(false);
    expect(result.invalidRows).toBe(0);
    expect(result.items).toEqual([
      {
        material: "6061-t651",
        product_type: "Plate",
        shape: "Plate",
        dimensions: { length: 48, width: 24, height: 1.5 },
        quantity: 3,
        dfars: true,
        material_spec: "AMS 4027",
        description: "Base plates",
      },
      {
        material: "7075",
        product_type: "Plate",
        shape: "Plate",
        dimensions: { length: 24, width: 12, height: 0.5 },
        quantity: 10,
        dfars: true,
      },
    ]);
  });

  it("takes a flexible header in any order, with shape, diameter, wall and DFARS columns", () => {
    const csv = [
      "Qty,Material,Shape,Length (ft),Diameter,Wall,DFARS,Description",
      '12,A500,Round Tube,20,2.375",0.154,no,"Posts, cut square"',
      "5,P20,Round Bar,3,4,,yes,",
      "2,6061,Round Bar,10,2,,,",
    ].join("\n");
    const result = parseBillOfMaterials(csv);
    expect(result.hasHeader).toBe(true);
    expect(result.rows.map((r) => r.errors)).toEqual([[], [], []]);
    expect(result.items[0]).toMatchObject({
      material: "a500",
      product_type: "Tube",
      shape: "Round",
      dimensions: { length: 240, diameter: 2.375, wall: 0.154 },
      quantity: 12,
      dfars: false,
      description: "Posts, cut square",
    });
    expect(result.items[1]).toMatchObject({ product_type: "Bar", shape: "Round", dfars: true });
    expect(result.items[2]).toMatchObject({
      product_type: "Bar",
      shape: "Round",
      dimensions: { length: 120, diameter: 2 },
    });
  });

  it("reports each bad row with every problem, in the spec's words, and keeps the good rows", () => {
    const csv = [
      "material,spec,length,width,height,quantity,description",
      "6061,,4,24,1.5,3,good",
      "unobtainium,,4,24,1.5,3,",
      "6061,,50,24,1.5,0,",
      "6061,,4,1/0,abc,2,",
      "7075,,4,100,1,501,",
      "6061,,4,24,,2,",
    ].join("\n");
    const result = parseBillOfMaterials(csv);
    expect(result.items).toHaveLength(1);
    expect(result.invalidRows).toBe(5);
    const byRow = Object.fromEntries(result.rows.map((r) => [r.row, r.errors]));
    expect(byRow[1]).toEqual([]);
    expect(byRow[2]).toEqual([{ field: "material", message: 'Unknown material "unobtainium"' }]);
    expect(byRow[3]).toEqual([
      { field: "length", message: "Length cannot exceed 40 ft" },
      { field: "quantity", message: "Quantity must be greater than 0" },
    ]);
    expect(byRow[4]).toEqual([
      { field: "width", message: "Cannot divide by zero" },
      { field: "height", message: "Invalid format. Use: 1/2, 1 1/2, 2.5, or 3" },
    ]);
    expect(byRow[5]).toEqual([
      { field: "width", message: 'Width cannot exceed 48"' },
      { field: "quantity", message: "Maximum quantity is 500" },
    ]);
    // Length and width only reads as a square bar, whose width tops out at 8 in for 6061.
    expect(byRow[6]).toEqual([{ field: "width", message: 'Width cannot exceed 8"' }]);
  });

  it("reports blank input and too many rows as a whole", () => {
    expect(parseBillOfMaterials("  \n\n").error).toBe("Paste or upload at least one row");
    const many = Array.from({ length: 101 }, () => "6061,,4,24,1,1,").join("\n");
    expect(parseBillOfMaterials(many).error).toBe("At most 100 rows can be added at once");
  });

  it("asks for a shape when the dimensions do not say one", () => {
    const result = parseBillOfMaterials("6061,,4,,,2,");
    expect(result.rows[0]?.errors).toEqual([
      {
        field: "shape",
        message: "Add a shape column (e.g. Plate, Round Bar, Square Tube) for this row",
      },
    ]);
  });
});

describe("stripUnit (issue #21: linear on long runs of spaces)", () => {
  /** The first version: the same result, but quadratic on a long run of spaces. */
  const quadraticStripUnit = (text: string) =>
    text
      .trim()
      .replace(/\s*(?:"|''|in\.?|inch(?:es)?|'|ft\.?|feet|foot)$/i, "")
      .trim();

  it("strips the same unit marks as before", () => {
    const unit = fc.constantFrom(
      " ",
      "\t",
      "1",
      ".",
      "/",
      '"',
      "'",
      "in",
      "inch",
      "es",
      "ft",
      "feet",
      "FOOT",
      "x",
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 8 }), (parts) => {
        const text = parts.join("");
        expect(stripUnit(text)).toBe(quadraticStripUnit(text));
      }),
      { numRuns: 5_000 },
    );
  });

  // 200,000 spaces: the quadratic version needs ~2 × 10^10 steps (half a minute and more), past
  // the test's timeout; the linear one a millisecond. No clock is read.
  it("reads a 200,000-character paste of spaces at once", () => {
    const spaces = " ".repeat(200_000);
    expect(stripUnit(`1${spaces}x`)).toBe(`1${spaces}x`);
    const result = parseBillOfMaterials(
      `material,length,width,height,quantity\n6061,1${spaces}x,2,1,1`,
    );
    expect(result.rows[0]?.errors.map((e) => e.field)).toContain("length");
  });
});

describe("spec §9's steps in the spreadsheet import (issue #18)", () => {
  it("takes length in whole feet and plate thickness in 0.25 in steps", () => {
    const result = parseBillOfMaterials(
      ["material,spec,length,width,height,quantity,description", "6061,,10.5,24,0.3,2,"].join("\n"),
    );
    expect(result.items).toHaveLength(0);
    expect(result.rows[0]?.errors).toEqual(
      expect.arrayContaining([
        { field: "length", message: "Length must be in whole feet (1 ft steps): 10 or 11 ft" },
      ]),
    );
  });
});

describe("the import dialog's example (issue #18: round bar and tube)", () => {
  it("parses to a plate, a plate, a round bar and a round tube, with diameter and wall", () => {
    const result = parseBillOfMaterials(BOM_EXAMPLE);
    expect(result.hasHeader).toBe(true);
    expect(result.rows.flatMap((row) => row.errors)).toEqual([]);
    expect(result.items.map((item) => [item.product_type, item.shape])).toEqual([
      ["Plate", "Plate"],
      ["Plate", "Plate"],
      ["Bar", "Round"],
      ["Tube", "Round"],
    ]);
    expect(result.items[2]?.dimensions).toMatchObject({ length: 36, diameter: 2 });
    expect(result.items[3]?.dimensions).toMatchObject({ length: 240, diameter: 2, wall: 0.125 });
  });

  it("the help names every column of the example", () => {
    const header = BOM_EXAMPLE.split("\n")[0]?.split("\t") ?? [];
    for (const column of header) expect(BOM_COLUMNS_HELP).toContain(column);
  });
});
