import { describe, expect, it } from "vitest";
import { getDimensionConstraints } from "../catalog/get-dimension-constraints";
import { feetToInches } from "./feet-to-inches";
import { inchesToFeet } from "./inches-to-feet";
import { validateFeetRange } from "./validate-feet-range";
import { validateInchRange } from "./validate-inch-range";

describe("validateFeetRange (spec §5: 1–40 ft)", () => {
  it("accepts the bounds", () => {
    expect(validateFeetRange(1, "Length")).toEqual({ ok: true, value: 1 });
    expect(validateFeetRange(40, "Length")).toEqual({ ok: true, value: 40 });
  });

  it("names the bound it breaks", () => {
    expect(validateFeetRange(0.5, "Length")).toEqual({
      ok: false,
      error: "Length must be at least 1 ft",
    });
    expect(validateFeetRange(41, "Length")).toEqual({
      ok: false,
      error: "Length cannot exceed 40 ft",
    });
    expect(validateFeetRange(3, "Length", 4, 10)).toEqual({
      ok: false,
      error: "Length must be at least 4 ft",
    });
    expect(validateFeetRange(Number.NaN, "Length")).toEqual({
      ok: false,
      error: "Invalid number format",
    });
  });
});

describe("validateInchRange", () => {
  const width = getDimensionConstraints("7075", "Plate", "Plate")?.find((d) => d.key === "width");

  it("checks against a catalog constraint", () => {
    expect(validateInchRange(48, width)).toEqual({ ok: true, value: 48 });
    expect(validateInchRange(0.5, width)).toEqual({
      ok: false,
      error: 'Width must be at least 1"',
    });
    expect(validateInchRange(48.5, width)).toEqual({ ok: false, error: 'Width cannot exceed 48"' });
  });

  it("reports a missing constraint", () => {
    expect(validateInchRange(1, undefined)).toEqual({
      ok: false,
      error: "No constraint found for this dimension",
    });
  });
});

describe("feet and inches", () => {
  it("converts both ways", () => {
    expect(feetToInches(40)).toBe(480);
    expect(feetToInches(1.5)).toBe(18);
    expect(inchesToFeet(144)).toBe(12);
  });
});
