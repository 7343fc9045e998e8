import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makePerfectFitInstance, seededRandom } from "./perfect-fit-instance";
import { type CutListInput, planCutList } from "./plan-cut-list";

/** Lengths on a 1/16 in grid, as a buyer types them. */
const sixteenths = (min: number, max: number) =>
  fc.integer({ min: min * 16, max: max * 16 }).map((n) => n / 16);

const cutList: fc.Arbitrary<CutListInput> = fc
  .record({
    stockLengths: fc.uniqueArray(fc.constantFrom(96, 144, 240, 288), {
      minLength: 1,
      maxLength: 3,
    }),
    kerf: fc.constantFrom(0, 0.0625, 0.125, 0.25),
    minDrop: fc.constantFrom(0, 6, 12),
    pieces: fc.array(
      fc.record({
        length: sixteenths(1, 96),
        quantity: fc.integer({ min: 1, max: 12 }),
        label: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
      }),
      { minLength: 0, maxLength: 12 },
    ),
  })
  .map((input) => ({ ...input }));

describe("planCutList properties", () => {
  it("cuts every piece exactly once, overflows no bar, and never beats the lower bound", () => {
    fc.assert(
      fc.property(cutList, (input) => {
        const plan = planCutList(input);
        const seen = plan.bars.flatMap((bar) => bar.cuts.map((cut) => cut.piece));
        const expected = input.pieces.flatMap((piece, index) =>
          Array.from({ length: piece.quantity }, () => index),
        );
        expect(seen.sort((a, b) => a - b)).toEqual(expected);
        for (const bar of plan.bars) {
          expect(input.stockLengths).toContain(bar.stockLength);
          const used =
            bar.cuts.reduce((sum, cut) => sum + cut.length, 0) + (bar.cuts.length - 1) * input.kerf;
          expect(used).toBeLessThanOrEqual(bar.stockLength + 1e-9);
          bar.cuts.forEach((cut, index) => {
            const previous = bar.cuts[index - 1];
            if (previous) {
              expect(cut.offset).toBeCloseTo(previous.offset + previous.length + input.kerf, 6);
            }
            expect(cut.length).toBe(input.pieces[cut.piece]?.length);
          });
          expect(bar.dropUsable).toBe(bar.drop > 0 && bar.drop >= input.minDrop);
        }
        expect(plan.stockCount).toBe(plan.bars.length);
        expect(plan.stockCount).toBeGreaterThanOrEqual(plan.lowerBound);
      }),
      { numRuns: 150 },
    );
  });

  it("gives the same plan for the same input", () => {
    fc.assert(
      fc.property(cutList, (input) => {
        expect(planCutList(structuredClone(input))).toEqual(planCutList(input));
      }),
      { numRuns: 60 },
    );
  });

  const shapes = [
    { stockLength: 240, kerf: 0, grid: 1 },
    { stockLength: 240, kerf: 0.125, grid: 8 },
    { stockLength: 144, kerf: 0.125, grid: 16 },
  ];
  const planPerfectFit = (seed: number, bars: number, shape: (typeof shapes)[number]) => {
    const { pieces, optimum } = makePerfectFitInstance(
      { ...shape, bars, minPieces: 2, maxPieces: 7 },
      seededRandom(seed),
    );
    const plan = planCutList({
      pieces,
      stockLengths: [shape.stockLength],
      kerf: shape.kerf,
      minDrop: 12,
    });
    expect(plan.lowerBound).toBe(optimum);
    return plan.stockCount - optimum;
  };

  it("never needs more than the optimum + 1 on instances cut from whole bars with no waste", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 25 }),
        fc.constantFrom(...shapes),
        (seed, bars, shape) => {
          const excess = planPerfectFit(seed, bars, shape);
          expect(excess).toBeGreaterThanOrEqual(0);
          expect(excess).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("reaches the optimum on at least 90% of a fixed set of perfect-fit instances", () => {
    // 120 seeded instances (the same every run): the quality bar, which npm run bench
    // also reports over 300 instances. Today all of them reach the optimum.
    const excesses = Array.from({ length: 120 }, (_, i) =>
      planPerfectFit(
        9_000 + i,
        1 + (i % 25),
        shapes[i % shapes.length] ?? { stockLength: 240, kerf: 0, grid: 1 },
      ),
    );
    const atOptimum = excesses.filter((excess) => excess === 0).length;
    expect(atOptimum / excesses.length).toBeGreaterThanOrEqual(0.9);
  });
});
