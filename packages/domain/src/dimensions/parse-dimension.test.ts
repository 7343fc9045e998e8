import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDimension } from "./parse-dimension";

const FORMAT = "Invalid format. Use: 1/2, 1 1/2, 2.5, or 3";

describe("parseDimension (spec §5)", () => {
  it.each([
    ["2.5", 2.5],
    ["3", 3],
    [" 3 ", 3],
    ["1/2", 0.5],
    ["1 1/2", 1.5],
    ["2  3/4", 2.75],
    ["3/2", 1.5],
    [".75", 0.75],
    ["0", 0],
  ])("parses %j as %d", (text, value) => {
    expect(parseDimension(text, "Width")).toEqual({ ok: true, value });
  });

  it("requires a value, naming the dimension", () => {
    expect(parseDimension("", "Width")).toEqual({ ok: false, error: "Width is required" });
    expect(parseDimension("   ", "Height")).toEqual({ ok: false, error: "Height is required" });
  });

  it("refuses a zero denominator", () => {
    expect(parseDimension("1/0", "Width")).toEqual({ ok: false, error: "Cannot divide by zero" });
    expect(parseDimension("2 1/0", "Width")).toEqual({ ok: false, error: "Cannot divide by zero" });
  });

  it("reports malformed numbers", () => {
    for (const text of ["2..5", "-1", "1.2.3", "+3", "."]) {
      expect(parseDimension(text, "Width")).toEqual({ ok: false, error: "Invalid number format" });
    }
  });

  it("reports anything else as a format error", () => {
    for (const text of ["abc", "1/2/3", "1 1", "1/", "/2", "2 in", "1 -1/2", "½"]) {
      expect(parseDimension(text, "Width")).toEqual({ ok: false, error: FORMAT });
    }
  });

  it("round-trips decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (thousandths) => {
        const value = thousandths / 1000;
        expect(parseDimension(String(value), "Length")).toEqual({ ok: true, value });
        expect(parseDimension(value.toFixed(3), "Length")).toEqual({ ok: true, value });
      }),
    );
  });

  it("reads mixed fractions as whole + numerator / denominator", () => {
    fc.assert(
      fc.property(
        fc.nat(100),
        fc.nat(64),
        fc.integer({ min: 1, max: 64 }),
        (whole, numerator, denominator) => {
          expect(parseDimension(`${whole} ${numerator}/${denominator}`, "Length")).toEqual({
            ok: true,
            value: whole + numerator / denominator,
          });
        },
      ),
    );
  });
});
