import { describe, expect, it } from "vitest";
import { parseCutListPaste } from "./parse-cut-list-paste";

describe("parseCutListPaste", () => {
  it("reads spreadsheet columns: length (fractions too), quantity, label; skips a header", () => {
    expect(
      parseCutListPaste("Length\tQty\tLabel\n96\t6\tPost\n48 1/2\t8\tTop rail\n30.25\t\t\n"),
    ).toEqual({
      pieces: [
        { length: 96, quantity: 6, label: "Post" },
        { length: 48.5, quantity: 8, label: "Top rail" },
        { length: 30.25, quantity: 1 },
      ],
      errors: [],
    });
  });

  it("takes commas when there is no tab and reports rows it cannot read", () => {
    expect(parseCutListPaste("22 in,4,Brace\nabc,2\n10,1.5")).toEqual({
      pieces: [{ length: 22, quantity: 4, label: "Brace" }],
      errors: [
        { row: 2, message: "Invalid format. Use: 1/2, 1 1/2, 2.5, or 3" },
        { row: 3, message: "Quantity must be a whole number" },
      ],
    });
  });
});
