import { describe, expect, it } from "vitest";
import { formatDimension } from "./format-dimension";
import { formatDimensions } from "./format-dimensions";

describe("formatDimension (spec §9)", () => {
  it("shows length in feet when asked", () => {
    expect(formatDimension("length", 480, { lengthUnit: "ft" })).toBe("40 ft");
    expect(formatDimension("length", 18, { lengthUnit: "ft" })).toBe("1.5 ft");
  });

  it("uses inch marks otherwise", () => {
    expect(formatDimension("length", 48)).toBe('48"');
    expect(formatDimension("length", 48, { lengthUnit: "in" })).toBe('48"');
    expect(formatDimension("width", 24, { lengthUnit: "ft" })).toBe('24"');
    expect(formatDimension("height", 1.5)).toBe('1.5"');
    expect(formatDimension("wall", 0.125)).toBe('0.125"');
    expect(formatDimension("wall", 0.0625)).toBe('0.063"');
  });
});

describe("formatDimensions", () => {
  it("summarises length × width × height", () => {
    expect(formatDimensions({ length: 48, width: 24, height: 1.5 })).toBe('48" × 24" × 1.5"');
    expect(formatDimensions({ length: 48, width: 24, height: 1.5 }, { lengthUnit: "ft" })).toBe(
      '4 ft × 24" × 1.5"',
    );
  });

  it("marks diameter and wall, skipping absent values", () => {
    expect(formatDimensions({ length: 240, diameter: 2, wall: 0.125 })).toBe(
      '240" × Ø2" × 0.125" wall',
    );
    expect(formatDimensions({ length: 12, width: null, diameter: 1 })).toBe('12" × Ø1"');
    expect(formatDimensions({})).toBe("");
  });
});
