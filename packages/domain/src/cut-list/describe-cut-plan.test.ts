import { describe, expect, it } from "vitest";
import { describeCutPlan, describeCutPlanBars } from "./describe-cut-plan";

describe("describeCutPlan", () => {
  it("names the option, the bars per stock length and the pieces", () => {
    expect(describeCutPlan({ stock: [{ stock_length: 240, count: 4 }], piece_count: 37 })).toBe(
      "Full lengths, cut by us: 4 × 240 in (20 ft) bars, 37 pieces",
    );
    expect(
      describeCutPlan({
        stock: [
          { stock_length: 288, count: 1 },
          { stock_length: 240, count: 2 },
        ],
        piece_count: 1,
      }),
    ).toBe("Full lengths, cut by us: 1 × 288 in (24 ft) bar + 2 × 240 in (20 ft) bars, 1 piece");
  });
});

describe("describeCutPlanBars", () => {
  it("says what to cut from each bar and whether its drop is kept", () => {
    expect(
      describeCutPlanBars({
        bars: [
          {
            stock_length: 240,
            cuts: [
              { length: 96, label: "Post" },
              { length: 72, label: null },
            ],
            drop: 71.75,
            drop_usable: true,
          },
          {
            stock_length: 144,
            cuts: [{ length: 143.5, label: null }],
            drop: 0.375,
            drop_usable: false,
          },
        ],
      }),
    ).toEqual([
      "Bar 1 (240 in): 96 Post + 72; drop 71.75 in kept",
      "Bar 2 (144 in): 143.5; drop 0.375 in scrap",
    ]);
  });
});
