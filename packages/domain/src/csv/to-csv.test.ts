import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { neutralizeCsvCell, toCsv } from "./to-csv";

describe("toCsv", () => {
  it("quotes commas, quotes and new lines, and keeps the column order", () => {
    const csv = toCsv([{ b: 'say "hi"', a: "x,y", c: "two\nlines" }], ["a", "b", "c"]);
    expect(csv).toBe('a,b,c\r\n"x,y","say ""hi""","two\nlines"');
    expect(Papa.parse(csv, { header: true }).data).toEqual([
      { a: "x,y", b: 'say "hi"', c: "two\nlines" },
    ]);
  });

  it.each(["=HYPERLINK(1)", "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"])(
    "neutralizes a formula-looking text %j",
    (text) => {
      expect(neutralizeCsvCell(text)).toBe(`'${text}`);
      expect(Papa.parse<string[]>(toCsv([{ a: text }], ["a"])).data[1]?.[0]).toBe(`'${text}`);
    },
  );

  it("keeps numbers (also negative), booleans and empty cells, and writes dates as ISO", () => {
    expect(neutralizeCsvCell(-5)).toBe(-5);
    expect(neutralizeCsvCell(true)).toBe(true);
    expect(neutralizeCsvCell(null)).toBeNull();
    expect(neutralizeCsvCell(new Date("2025-01-02T03:04:05Z"))).toBe("2025-01-02T03:04:05.000Z");
    expect(toCsv([{ a: -5, b: null }], ["a", "b"])).toBe("a,b\r\n-5,");
  });
});
