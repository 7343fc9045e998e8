import { describe, expect, it } from "vitest";
import { createItemSpecSchema, itemSpecSchema } from "./item-spec";

const plate = {
  material: "6061-t651",
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 48, width: 24, height: 1.5 },
  quantity: 10,
};

/** [path, message] pairs of a failed parse, or [] when it passed. */
const issues = (input: unknown, schema = itemSpecSchema) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
};

const withDims = (dimensions: Record<string, unknown>, base: Record<string, unknown> = plate) => ({
  ...base,
  dimensions,
});

describe("itemSpecSchema", () => {
  it("accepts a valid spec of every shape", () => {
    expect(issues(plate)).toEqual([]);
    const ok = [
      {
        product_type: "Bar",
        shape: "Round",
        material: "p20",
        dimensions: { length: 12, diameter: 2 },
      },
      {
        product_type: "Bar",
        shape: "Square",
        material: "7075",
        dimensions: { length: 12, width: 2 },
      },
      {
        product_type: "Bar",
        shape: "Rectangle",
        material: "5000-series",
        dimensions: { length: 12, width: 4, height: 2 },
      },
      {
        product_type: "Tube",
        shape: "Square",
        material: "a500",
        dimensions: { length: 240, width: 2, wall: 0.125 },
      },
      {
        product_type: "Tube",
        shape: "Rectangle",
        material: "a513",
        dimensions: { length: 240, width: 3, height: 2, wall: 0.25 },
      },
      {
        product_type: "Tube",
        shape: "Round",
        material: "a513",
        dimensions: { length: 240, diameter: 2, wall: 0.25 },
      },
    ];
    for (const spec of ok) expect(issues({ ...spec, quantity: 1 })).toEqual([]);
  });

  it("returns the parsed, typed spec", () => {
    const parsed = itemSpecSchema.parse(plate);
    expect(parsed).toEqual(plate);
  });

  describe("material", () => {
    it("asks for a material when none is given", () => {
      expect(issues({ ...plate, material: "" })).toEqual([
        ["material", "Please select a material"],
      ]);
      expect(issues({ ...plate, material: undefined })).toEqual([
        ["material", "Please select a material"],
      ]);
    });

    it("rejects an unknown code", () => {
      expect(issues({ ...plate, material: "unobtainium" })).toEqual([
        ["material", "Selected material not found"],
      ]);
    });

    it("rejects a material not offered for the product type and shape", () => {
      expect(issues({ ...plate, material: "a500" })).toEqual([
        ["material", "Selected material not found"],
      ]);
    });

    it("rejects an unavailable material when the caller says so", () => {
      const schema = createItemSpecSchema({ isAvailable: (code) => code !== "6061-t651" });
      expect(issues(plate, schema)).toEqual([["material", "Selected material not found"]]);
      expect(issues({ ...plate, material: "7075" }, schema)).toEqual([]);
    });
  });

  describe("product type and shape", () => {
    it("rejects a shape the product type does not offer", () => {
      expect(issues({ ...plate, shape: "Round" })).toEqual([
        ["shape", "Round is not available for Plate"],
      ]);
    });

    it("rejects unknown values", () => {
      expect(issues({ ...plate, product_type: "Sheet" })).toEqual([
        ["product_type", "Please select a product type"],
      ]);
      expect(issues({ ...plate, shape: "Hexagon" })).toEqual([["shape", "Please select a shape"]]);
    });
  });

  describe("dimensions", () => {
    it("requires each dimension the shape uses", () => {
      expect(issues(withDims({}))).toEqual([
        ["dimensions.length", "Length is required"],
        ["dimensions.width", "Width is required"],
        ["dimensions.height", "Height is required"],
      ]);
    });

    it("checks length against 12–480 in, inclusive", () => {
      expect(issues(withDims({ length: 12, width: 24, height: 1 }))).toEqual([]);
      expect(issues(withDims({ length: 480, width: 24, height: 1 }))).toEqual([]);
      expect(issues(withDims({ length: 11.999, width: 24, height: 1 }))).toEqual([
        ["dimensions.length", 'Length must be at least 12"'],
      ]);
      expect(issues(withDims({ length: 480.001, width: 24, height: 1 }))).toEqual([
        ["dimensions.length", 'Length cannot exceed 480"'],
      ]);
    });

    it("uses the material's width range (7075 plate 1–48, 6061 plate 1–96)", () => {
      expect(
        issues({ ...withDims({ length: 48, width: 49, height: 1 }), material: "7075" }),
      ).toEqual([["dimensions.width", 'Width cannot exceed 48"']]);
      expect(issues(withDims({ length: 48, width: 96, height: 1 }))).toEqual([]);
      expect(issues(withDims({ length: 48, width: 0.5, height: 1 }))).toEqual([
        ["dimensions.width", 'Width must be at least 1"'],
      ]);
    });

    it("checks plate thickness 0.25–18 and rectangle bar height caps", () => {
      expect(issues(withDims({ length: 48, width: 24, height: 18.5 }))).toEqual([
        ["dimensions.height", 'Height cannot exceed 18"'],
      ]);
      const rect = { ...plate, product_type: "Bar", shape: "Rectangle", material: "7050-t7451" };
      expect(issues(withDims({ length: 48, width: 6, height: 4 }, rect))).toEqual([]);
      expect(issues(withDims({ length: 48, width: 6, height: 4.5 }, rect))).toEqual([
        ["dimensions.height", 'Height cannot exceed 4"'],
      ]);
    });

    it("reports the diameter and wall labels", () => {
      const tube = { ...plate, product_type: "Tube", shape: "Round", material: "a500" };
      expect(issues(withDims({ length: 48, diameter: 13, wall: 0.01 }, tube))).toEqual([
        ["dimensions.diameter", 'Diameter cannot exceed 12"'],
        ["dimensions.wall", 'Wall must be at least 0.035"'],
      ]);
    });

    it("rejects a dimension the shape does not use", () => {
      const round = { ...plate, product_type: "Bar", shape: "Round" };
      expect(issues(withDims({ length: 48, diameter: 2, width: 2 }, round))).toEqual([
        ["dimensions.width", "Width does not apply to Round Bar"],
      ]);
    });

    it("rejects unknown dimension keys", () => {
      const found = issues(withDims({ length: 48, width: 24, height: 1, depth: 2 }));
      expect(found.map(([path]) => path)).toEqual(["dimensions"]);
    });

    it("rejects non-numbers, NaN and Infinity", () => {
      expect(issues(withDims({ length: "48", width: 24, height: 1 }))).toEqual([
        ["dimensions.length", "Length must be a number"],
      ]);
      expect(issues(withDims({ length: Number.NaN, width: 24, height: 1 }))).toEqual([
        ["dimensions.length", "Length must be a number"],
      ]);
      expect(issues(withDims({ length: 48, width: Number.POSITIVE_INFINITY, height: 1 }))).toEqual([
        ["dimensions.width", "Width must be a number"],
      ]);
      expect(issues(withDims({ length: 1e308, width: 24, height: 1 }))).toEqual([
        ["dimensions.length", 'Length cannot exceed 480"'],
      ]);
      expect(issues(withDims({ length: -48, width: 24, height: 1 }))).toEqual([
        ["dimensions.length", 'Length must be at least 12"'],
      ]);
    });

    it("requires the tube wall to be less than half the smallest outer dimension", () => {
      const rect = { ...plate, product_type: "Tube", shape: "Rectangle", material: "a513" };
      const wall = (w: number) =>
        issues(withDims({ length: 48, width: 3, height: 1, wall: w }, rect));
      expect(wall(0.499)).toEqual([]);
      expect(wall(0.5)).toEqual([
        ["dimensions.wall", "Wall must be less than half of the smallest outer dimension"],
      ]);
      const round = { ...rect, shape: "Round" };
      expect(issues(withDims({ length: 48, diameter: 0.5, wall: 0.25 }, round))).toEqual([
        ["dimensions.wall", "Wall must be less than half of the smallest outer dimension"],
      ]);
      expect(issues(withDims({ length: 48, diameter: 0.5, wall: 0.2 }, round))).toEqual([]);
    });
  });

  describe("quantity", () => {
    const qty = (quantity: unknown, schema = itemSpecSchema) =>
      issues({ ...plate, quantity }, schema);

    it("pins 0, 1, 500, 501", () => {
      expect(qty(0)).toEqual([["quantity", "Quantity must be greater than 0"]]);
      expect(qty(1)).toEqual([]);
      expect(qty(500)).toEqual([]);
      expect(qty(501)).toEqual([["quantity", "Maximum quantity is 500"]]);
    });

    it("rejects negatives, fractions and non-numbers", () => {
      expect(qty(-3)).toEqual([["quantity", "Quantity must be greater than 0"]]);
      expect(qty(2.5)).toEqual([["quantity", "Quantity must be a whole number"]]);
      expect(qty("2")).toEqual([["quantity", "Quantity must be a number"]]);
      expect(qty(undefined)).toEqual([["quantity", "Quantity must be a number"]]);
    });

    it("applies the material's minimum from the caller", () => {
      const schema = createItemSpecSchema({
        minimumOrderQuantity: (code) => (code === "6061-t651" ? 5 : undefined),
      });
      expect(qty(4, schema)).toEqual([["quantity", "Minimum quantity is 5"]]);
      expect(qty(5, schema)).toEqual([]);
      expect(qty(0, schema)).toEqual([["quantity", "Quantity must be greater than 0"]]);
      expect(issues({ ...plate, material: "7075", quantity: 1 }, schema)).toEqual([]);
    });
  });

  it("reports every independent problem at once", () => {
    expect(issues({ ...withDims({ length: 6, height: 1 }), quantity: 0 })).toEqual([
      ["quantity", "Quantity must be greater than 0"],
      ["dimensions.length", 'Length must be at least 12"'],
      ["dimensions.width", "Width is required"],
    ]);
  });

  it("rejects a non-object", () => {
    expect(itemSpecSchema.safeParse(null).success).toBe(false);
    expect(itemSpecSchema.safeParse("plate").success).toBe(false);
  });
});
