import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundWeight } from "./round-weight";

describe("roundWeight", () => {
  it("rounds to 2 decimals by default, half up", () => {
    expect(roundWeight(168.48000000000002)).toBe(168.48);
    expect(roundWeight(3.675663)).toBe(3.68);
    expect(roundWeight(1.005)).toBe(1.01);
    expect(roundWeight(2.5, 0)).toBe(3);
    expect(roundWeight(0.12345, 3)).toBe(0.123);
  });

  it("answers what cutting to 12 significant digits, then rounding half up, answers", () => {
    const reference = (lbs: number, decimals: number) =>
      Math.round(Number((lbs * 10 ** decimals).toPrecision(12))) / 10 ** decimals;
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (lbs, decimals) => Object.is(roundWeight(lbs, decimals), reference(lbs, decimals)),
      ),
      { numRuns: 5000 },
    );
    for (let whole = 0; whole < 3000; whole += 3) {
      for (const half of [0.005, 0.004999999, 0.0050000001, 0.125]) {
        expect(roundWeight(whole + half)).toBe(reference(whole + half, 2));
      }
    }
  });
});
