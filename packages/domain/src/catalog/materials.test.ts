import { describe, expect, it } from "vitest";
import { MATERIAL_CODES, MATERIALS } from "./materials";

describe("MATERIALS", () => {
  it("has one entry per code, in code order", () => {
    expect(MATERIALS.map((m) => m.code)).toEqual([...MATERIAL_CODES]);
  });

  it("carries the decisions §4 starting density and price (cents per lb)", () => {
    const table = Object.fromEntries(
      MATERIALS.map((m) => [m.code, [m.densityLbPerIn3, m.pricePerLbCents]]),
    );
    expect(table).toEqual({
      "5000-series": [0.0968, 450],
      "6061-t651": [0.0975, 425],
      "7075": [0.1015, 750],
      "7050-t7451": [0.102, 900],
      p20: [0.284, 375],
      a500: [0.2836, 160],
      a513: [0.2836, 190],
    });
  });

  it("uses the spec's labels, grades and grid forms", () => {
    const byCode = Object.fromEntries(MATERIALS.map((m) => [m.code, m]));
    expect(byCode["5000-series"]?.label).toBe("5000 Series Aluminum");
    expect(byCode["5000-series"]?.grades).toEqual(["5052-H32", "5083-H321"]);
    expect(byCode["7075"]?.label).toBe("7075-T6");
    expect(byCode.p20?.label).toBe("P20 Tool Steel");
    expect(byCode.p20?.category).toBe("tool-steel");
    expect(byCode.p20?.forms).toEqual(["Plate", "Bar", "Round", "Block"]);
    expect(byCode.a500?.label).toBe("A500 Structural Steel Tube");
    expect(byCode.a513?.label).toBe("A513 Mechanical Steel Tube");
    expect(byCode.a513?.forms).toEqual(["Tube", "Square", "Rectangular", "Round"]);
    for (const m of MATERIALS) {
      expect(Number.isInteger(m.pricePerLbCents)).toBe(true);
      expect(m.minimumOrderQuantity).toBe(1);
    }
  });
});
