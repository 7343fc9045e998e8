import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getLeadTime } from "./get-lead-time";

const rank = { fast: 0, standard: 1, extended: 2 } as const;

describe("getLeadTime (spec §9)", () => {
  it("is fast below $1000", () => {
    expect(getLeadTime(0)).toEqual({
      tier: "fast",
      days: "3-4",
      label: "Fast turnaround",
      color: "green",
    });
    expect(getLeadTime(99_999).tier).toBe("fast"); // $999.99
  });

  it("is standard from $1000 to under $10000", () => {
    expect(getLeadTime(100_000)).toEqual({
      tier: "standard",
      days: "5-6",
      label: "Standard processing",
      color: "blue",
    });
    expect(getLeadTime(999_999).tier).toBe("standard"); // $9,999.99
  });

  it("is extended from $10000", () => {
    expect(getLeadTime(1_000_000)).toEqual({
      tier: "extended",
      days: "5-7",
      label: "Extended processing",
      color: "orange",
    });
    expect(getLeadTime(50_000_000).tier).toBe("extended");
  });

  it("returns a fresh object each time", () => {
    const a = getLeadTime(1);
    a.days = "5-7";
    expect(getLeadTime(1).days).toBe("3-4");
  });

  it("never drops a tier as cost rises", () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(rank[getLeadTime(lo).tier]).toBeLessThanOrEqual(rank[getLeadTime(hi).tier]);
      }),
    );
  });
});
