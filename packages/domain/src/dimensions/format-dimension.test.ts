import { describe, expect, it } from "vitest";
import { formatDimension } from "./format-dimension";
import { formatDimensions } from "./format-dimensions";

describe("formatDimension (spec §9, decisions §16)", () => {
  it("shows a length in inches and feet together, whatever unit the screen entered it in", () => {
    expect(formatDimension("length", 480, { lengthUnit: "ft" })).toBe("480 in (40 ft)");
    expect(formatDimension("length", 18, { lengthUnit: "ft" })).toBe("18 in (1.5 ft)");
    expect(formatDimension("length", 48)).toBe("48 in (4 ft)");
    expect(formatDimension("length", 240, { lengthUnit: "in" })).toBe("240 in (20 ft)");
  });

  it("uses inch marks for every other dimension", () => {
    expect(formatDimension("width", 24, { lengthUnit: "ft" })).toBe('24"');
    expect(formatDimension("height", 1.5)).toBe('1.5"');
    expect(formatDimension("wall", 0.125)).toBe('0.125"');
    expect(formatDimension("wall", 0.0625)).toBe('0.063"');
  });
});

describe("formatDimensions", () => {
  it("summarises length × width × height", () => {
    expect(formatDimensions({ length: 48, width: 24, height: 1.5 })).toBe(
      '48 in (4 ft) × 24" × 1.5"',
    );
    expect(formatDimensions({ length: 48, width: 24, height: 1.5 }, { lengthUnit: "ft" })).toBe(
      '48 in (4 ft) × 24" × 1.5"',
    );
  });

  it("marks diameter and wall, skipping absent values", () => {
    expect(formatDimensions({ length: 240, diameter: 2, wall: 0.125 })).toBe(
      '240 in (20 ft) × Ø2" × 0.125" wall',
    );
    expect(formatDimensions({ length: 12, width: null, diameter: 1 })).toBe('12 in (1 ft) × Ø1"');
    expect(formatDimensions({})).toBe("");
  });
});
