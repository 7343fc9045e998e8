import { describe, expect, it } from "vitest";
import { CATALOG, LENGTH_MAX_IN, LENGTH_MIN_IN } from "./catalog";
import { getDimensionConstraints } from "./get-dimension-constraints";
import { getMaterialsForShape } from "./get-materials-for-shape";
import { getProductTypes } from "./get-product-types";
import { getShapes } from "./get-shapes";

const range = (material: string, productType: string, shape: string, key: string) => {
  const c = getDimensionConstraints(material, productType, shape)?.find((d) => d.key === key);
  return c ? [c.min, c.max, c.step] : undefined;
};

describe("catalog tree (spec §9)", () => {
  it("offers Tube, Bar, Plate", () => {
    expect(getProductTypes()).toEqual(["Tube", "Bar", "Plate"]);
  });

  it("offers the spec's shapes per product type", () => {
    expect(getShapes("Tube")).toEqual(["Square", "Rectangle", "Round"]);
    expect(getShapes("Bar")).toEqual(["Round", "Square", "Rectangle"]);
    expect(getShapes("Plate")).toEqual(["Plate"]);
    expect(getShapes("Sheet")).toEqual([]);
  });

  it("offers the spec's materials per shape", () => {
    const codes = (p: string, s: string) => getMaterialsForShape(p, s).map((m) => m.code);
    for (const shape of ["Square", "Rectangle", "Round"]) {
      expect(codes("Tube", shape)).toEqual(["a500", "a513"]);
    }
    for (const shape of ["Round", "Square", "Rectangle"]) {
      expect(codes("Bar", shape)).toEqual([
        "6061-t651",
        "5000-series",
        "7050-t7451",
        "7075",
        "p20",
      ]);
    }
    expect(codes("Plate", "Plate")).toEqual([
      "6061-t651",
      "5000-series",
      "7050-t7451",
      "7075",
      "p20",
    ]);
    expect(codes("Plate", "Round")).toEqual([]);
    expect(getMaterialsForShape("Bar", "Round")[0]?.label).toBe("6061-T651");
  });

  it("uses length 12–480 in (1–40 ft, entered in whole feet on /rfq) everywhere", () => {
    for (const type of CATALOG) {
      for (const shape of type.shapes) {
        for (const material of shape.materials) {
          expect(material.dimensions[0]).toEqual({
            key: "length",
            label: "Length",
            min: LENGTH_MIN_IN,
            max: LENGTH_MAX_IN,
            step: 0.001,
          });
          expect(LENGTH_MIN_IN).toBe(12);
          expect(LENGTH_MAX_IN).toBe(480);
          for (const d of material.dimensions) expect(d.min).toBeLessThan(d.max);
        }
      }
    }
  });

  it("pins the spec's figures", () => {
    for (const code of ["6061-t651", "5000-series", "7050-t7451", "7075", "p20"]) {
      expect(range(code, "Plate", "Plate", "height")).toEqual([0.25, 18, 0.25]);
    }
    for (const code of ["7050-t7451", "7075", "p20"]) {
      expect(range(code, "Plate", "Plate", "width")).toEqual([1, 48, 0.5]);
    }
    // Spec §9 lists no step for the others: 0.001 in (issue #18).
    expect(range("6061-t651", "Plate", "Plate", "width")).toEqual([1, 96, 0.001]);
    expect(range("5000-series", "Bar", "Square", "width")?.[2]).toBe(0.001);
    expect(range("a500", "Tube", "Square", "wall")?.[2]).toBe(0.001);
    expect(range("6061-t651", "Bar", "Square", "width")).toEqual([0.125, 8, 0.125]);
    expect(range("6061-t651", "Bar", "Rectangle", "height")?.[1]).toBe(8);
    expect(range("5000-series", "Bar", "Rectangle", "height")?.[1]).toBe(6);
    expect(range("p20", "Bar", "Rectangle", "height")?.[1]).toBe(6);
    expect(range("7050-t7451", "Bar", "Rectangle", "height")?.[1]).toBe(4);
    expect(range("7075", "Bar", "Rectangle", "height")?.[1]).toBe(4);
  });

  it("lists the dimensions each shape uses, in display order", () => {
    const keys = (m: string, p: string, s: string) =>
      getDimensionConstraints(m, p, s)?.map((d) => d.key);
    expect(keys("7075", "Plate", "Plate")).toEqual(["length", "width", "height"]);
    expect(keys("7075", "Bar", "Round")).toEqual(["length", "diameter"]);
    expect(keys("7075", "Bar", "Square")).toEqual(["length", "width"]);
    expect(keys("7075", "Bar", "Rectangle")).toEqual(["length", "width", "height"]);
    expect(keys("a500", "Tube", "Square")).toEqual(["length", "width", "wall"]);
    expect(keys("a513", "Tube", "Rectangle")).toEqual(["length", "width", "height", "wall"]);
    expect(keys("a513", "Tube", "Round")).toEqual(["length", "diameter", "wall"]);
    expect(keys("a500", "Bar", "Round")).toBeUndefined();
    expect(keys("6061-t651", "Tube", "Round")).toBeUndefined();
    expect(keys("nope", "Plate", "Plate")).toBeUndefined();
  });
});
