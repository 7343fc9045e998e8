import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitQuotedLine } from "./split-quoted-line";

describe("splitQuotedLine (issue #22)", () => {
  it("keeps the instant split when the quoted total is the instant price", () => {
    const instant = {
      baseCents: 39_140,
      surchargeCents: 4940,
      cutCents: 4000,
      discountPercent: 5,
      discountCents: 2200,
    };
    expect(splitQuotedLine(45_880, instant)).toEqual(instant);
  });

  it("moves a hand-made difference into the base metal, keeping surcharge, cuts and discount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.record({
          baseCents: fc.nat(1_000_000),
          surchargeCents: fc.nat(100_000),
          cutCents: fc.nat(200_000),
          discountPercent: fc.integer({ min: 0, max: 90 }),
          discountCents: fc.nat(100_000),
        }),
        (total, reference) => {
          const s = splitQuotedLine(total, reference);
          expect(s.baseCents + s.surchargeCents + s.cutCents - s.discountCents).toBe(total);
          expect(s.surchargeCents).toBe(reference.surchargeCents);
          expect(s.cutCents).toBe(reference.cutCents);
          expect(s.discountCents).toBe(reference.discountCents);
        },
      ),
    );
  });
});
