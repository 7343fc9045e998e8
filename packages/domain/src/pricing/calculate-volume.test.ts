import { describe, expect, it } from "vitest";
import { calculateVolume } from "./calculate-volume";

describe("calculateVolume (decisions §4), cubic inches", () => {
  it("plate and rectangle bar: L × W × H", () => {
    expect(
      calculateVolume({
        product_type: "Plate",
        shape: "Plate",
        dimensions: { length: 48, width: 24, height: 1.5 },
      }),
    ).toBe(1728);
    expect(
      calculateVolume({
        product_type: "Bar",
        shape: "Rectangle",
        dimensions: { length: 36, width: 4, height: 2 },
      }),
    ).toBe(288);
  });

  it("square bar: L × W²", () => {
    expect(
      calculateVolume({
        product_type: "Bar",
        shape: "Square",
        dimensions: { length: 12, width: 2 },
      }),
    ).toBe(48);
  });

  it("round bar: L × π × D² / 4", () => {
    // 12 × π × 4 / 4 = 12π ≈ 37.699
    expect(
      calculateVolume({
        product_type: "Bar",
        shape: "Round",
        dimensions: { length: 12, diameter: 2 },
      }),
    ).toBeCloseTo(12 * Math.PI, 12);
  });

  it("square tube: L × (W² − (W − 2t)²)", () => {
    // 240 × (4 − 1.75²) = 240 × 0.9375 = 225
    expect(
      calculateVolume({
        product_type: "Tube",
        shape: "Square",
        dimensions: { length: 240, width: 2, wall: 0.125 },
      }),
    ).toBeCloseTo(225, 10);
  });

  it("rectangle tube: L × (W × H − (W − 2t)(H − 2t))", () => {
    // 120 × (3 × 2 − 2.5 × 1.5) = 120 × 2.25 = 270
    expect(
      calculateVolume({
        product_type: "Tube",
        shape: "Rectangle",
        dimensions: { length: 120, width: 3, height: 2, wall: 0.25 },
      }),
    ).toBeCloseTo(270, 10);
  });

  it("round tube: L × π × (D² − (D − 2t)²) / 4", () => {
    // 120 × π × (4 − 2.25) / 4 = 52.5π ≈ 164.934
    expect(
      calculateVolume({
        product_type: "Tube",
        shape: "Round",
        dimensions: { length: 120, diameter: 2, wall: 0.25 },
      }),
    ).toBeCloseTo(52.5 * Math.PI, 10);
  });

  it("treats a wall of half the outer size or more as solid", () => {
    const solid = calculateVolume({
      product_type: "Tube",
      shape: "Square",
      dimensions: { length: 10, width: 2, wall: 5 },
    });
    expect(solid).toBeCloseTo(40, 10);
  });

  it("throws when a needed dimension is missing", () => {
    expect(() =>
      calculateVolume({
        product_type: "Plate",
        shape: "Plate",
        dimensions: { length: 12, width: 2 },
      }),
    ).toThrow(/height/);
  });
});
