import { describe, expect, it } from "vitest";
import { cutListLowerBound, findOversizePieces, planCutList } from "./plan-cut-list";

const used = (bar: { cuts: { length: number }[] }, kerf: number) =>
  bar.cuts.reduce((sum, cut) => sum + cut.length, 0) + Math.max(0, bar.cuts.length - 1) * kerf;

describe("planCutList", () => {
  it("fills a bar exactly: k pieces and k - 1 kerfs, no end trim, no last cut", () => {
    // 3 × 79.75 + 2 × 1/8 = 239.5 ≠ 240; 2 × 119.9375 + 1/8 = 240 exactly.
    const plan = planCutList({
      pieces: [{ length: 119.9375, quantity: 2, label: "Rail" }],
      stockLengths: [240],
      kerf: 0.125,
      minDrop: 12,
    });
    expect(plan.stockCount).toBe(1);
    expect(plan.bars[0]).toEqual({
      stockLength: 240,
      cuts: [
        { length: 119.9375, label: "Rail", offset: 0, piece: 0 },
        { length: 119.9375, label: "Rail", offset: 120.0625, piece: 0 },
      ],
      drop: 0,
      dropUsable: false,
      cutCount: 1,
    });
    expect(plan.yieldPercent).toBe(99.9);
  });

  it("refuses the extra kerf: two pieces that fill a bar only without one take two bars", () => {
    const plan = planCutList({
      pieces: [{ length: 120, quantity: 2 }],
      stockLengths: [240],
      kerf: 0.125,
      minDrop: 12,
    });
    expect(plan.stockCount).toBe(2);
    expect(plan.lowerBound).toBe(2);
  });

  it("marks the drop after the last kerf usable at the minimum drop, scrap below it", () => {
    const plan = planCutList({
      pieces: [
        { length: 227.875, quantity: 1, label: "A" },
        { length: 227.9, quantity: 1, label: "B" },
      ],
      stockLengths: [240],
      kerf: 0.125,
      minDrop: 12,
    });
    const [b, a] = plan.bars;
    expect(a?.cuts[0]?.label).toBe("A");
    expect(a?.drop).toBe(12);
    expect(a?.dropUsable).toBe(true);
    expect(a?.cutCount).toBe(1);
    expect(b?.drop).toBe(11.975);
    expect(b?.dropUsable).toBe(false);
  });

  it("buys the cheapest mix of stock lengths, not the longest", () => {
    // Two 110 in pieces fit one 240 in bar; a 288 in bar would waste 48 in more.
    const plan = planCutList({
      pieces: [{ length: 110, quantity: 2 }],
      stockLengths: [240, 288],
      kerf: 0.125,
      minDrop: 12,
    });
    expect(plan.stockCounts).toEqual([{ stockLength: 240, count: 1 }]);
    // 140 + 140 needs 288; 200 then goes into the shorter stock (3 × 240 would cost more).
    const mixed = planCutList({
      pieces: [
        { length: 140, quantity: 2 },
        { length: 200, quantity: 1 },
      ],
      stockLengths: [240, 288],
      kerf: 0,
      minDrop: 12,
    });
    expect(mixed.stockCounts).toEqual([
      { stockLength: 288, count: 1 },
      { stockLength: 240, count: 1 },
    ]);
  });

  it("beats first-fit decreasing where it leaves a bar half empty", () => {
    // FFD into 100: [55, 37], [48, 24, 17], [13] = 3 bars; [55, 24, 17] and [48, 37, 13] = 2.
    const pieces = [55, 48, 37, 24, 17, 13].map((length) => ({ length, quantity: 1 }));
    const plan = planCutList({ pieces, stockLengths: [100], kerf: 0, minDrop: 12 });
    expect(plan.lowerBound).toBe(2);
    expect(plan.stockCount).toBe(2);
  });

  it("lists every piece once with its label and offsets inside the bar", () => {
    const plan = planCutList({
      pieces: [
        { length: 30, quantity: 3, label: "Leg" },
        { length: 45.5, quantity: 2, label: "  " },
      ],
      stockLengths: [144],
      kerf: 0.125,
      minDrop: 12,
    });
    const cuts = plan.bars.flatMap((bar) => bar.cuts);
    expect(cuts.filter((cut) => cut.piece === 0)).toHaveLength(3);
    expect(cuts.filter((cut) => cut.piece === 1).map((cut) => cut.label)).toEqual([null, null]);
    for (const bar of plan.bars) {
      expect(used(bar, 0.125)).toBeLessThanOrEqual(bar.stockLength);
    }
  });

  it("gives an empty plan for no pieces and refuses a piece longer than every stock", () => {
    const empty = planCutList({ pieces: [], stockLengths: [240], kerf: 0.125, minDrop: 12 });
    expect(empty).toMatchObject({ bars: [], stockCount: 0, lowerBound: 0, yieldPercent: 0 });
    expect(() =>
      planCutList({
        pieces: [{ length: 241, quantity: 1 }],
        stockLengths: [240],
        kerf: 0,
        minDrop: 0,
      }),
    ).toThrow(/longer than every stock/);
    expect(findOversizePieces([{ length: 100 }, { length: 289 }], [240, 288])).toEqual([1]);
  });

  it("bounds the bars by the pieces and the kerfs between them", () => {
    // 4 × 60 + 3 kerfs = 240.375 > 240: no single bar, whatever the layout.
    expect(cutListLowerBound([60, 60, 60, 60], 240, 0.125)).toBe(2);
    expect(cutListLowerBound([60, 60, 60, 59.625], 240, 0.125)).toBe(1);
    expect(cutListLowerBound([], 240, 0.125)).toBe(0);
  });
});
