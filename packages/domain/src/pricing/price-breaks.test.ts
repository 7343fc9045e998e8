import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import { checkPriceBreaks } from "./check-price-breaks";
import { DEFAULT_PRICE_BREAKS, discountPercentAt, findPriceBreak } from "./price-breaks";

describe("quantity breaks (issue #22)", () => {
  it("defaults to 1:0%, 10:5%, 25:8%, 50:12%, 100:15%", () => {
    expect(DEFAULT_PRICE_BREAKS.map((b) => [b.minQuantity, b.discountPercent])).toEqual([
      [1, 0],
      [10, 5],
      [25, 8],
      [50, 12],
      [100, 15],
    ]);
    expect(checkPriceBreaks(DEFAULT_PRICE_BREAKS)).toEqual([]);
  });

  it("gives each quantity its break's discount", () => {
    const at = (q: number) => discountPercentAt(DEFAULT_PRICE_BREAKS, q);
    expect([1, 9, 10, 24, 25, 49, 50, 99, 100, 500].map(at)).toEqual([
      0, 0, 5, 5, 8, 8, 12, 12, 15, 15,
    ]);
    expect(findPriceBreak(DEFAULT_PRICE_BREAKS, 30)?.index).toBe(2);
    expect(discountPercentAt([{ minQuantity: 5, discountPercent: 3 }], 4)).toBe(0);
  });
});

describe("checkPriceBreaks", () => {
  const m = MESSAGES.pricing;
  it("refuses breaks that do not rise in quantity", () => {
    expect(
      checkPriceBreaks([
        { minQuantity: 1, discountPercent: 0 },
        { minQuantity: 25, discountPercent: 5 },
        { minQuantity: 25, discountPercent: 8 },
      ]),
    ).toEqual([{ index: 2, field: "min_quantity", message: m.breakQuantityRise(25) }]);
    expect(m.breakQuantityRise(25)).toBe("Each break must start above the one before (25 pieces)");
  });

  it("refuses breaks that do not rise in discount", () => {
    expect(
      checkPriceBreaks([
        { minQuantity: 1, discountPercent: 0 },
        { minQuantity: 10, discountPercent: 8 },
        { minQuantity: 25, discountPercent: 5 },
      ]),
    ).toEqual([{ index: 2, field: "discount_percent", message: m.breakDiscountRise(8) }]);
  });

  it("starts at 1 piece, holds 1 to 10 breaks, whole pieces to 500, discounts 0-90% in 2 decimals", () => {
    expect(checkPriceBreaks([])).toEqual([
      { index: 0, field: "min_quantity", message: m.breaksEmpty },
    ]);
    expect(checkPriceBreaks([{ minQuantity: 2, discountPercent: 0 }])[0]?.message).toBe(
      m.firstBreakFromOne,
    );
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      minQuantity: i + 1,
      discountPercent: i,
    }));
    expect(checkPriceBreaks(eleven)[0]?.message).toBe(m.tooManyBreaks(10));
    expect(
      checkPriceBreaks([
        { minQuantity: 1, discountPercent: 0 },
        { minQuantity: 2.5, discountPercent: 91 },
        { minQuantity: 501, discountPercent: 7.125 },
      ]),
    ).toEqual([
      { index: 1, field: "min_quantity", message: m.breakQuantityRange },
      { index: 1, field: "discount_percent", message: m.breakDiscountRange(90) },
      { index: 2, field: "min_quantity", message: m.breakQuantityRange },
      { index: 2, field: "discount_percent", message: m.breakDiscountDecimals },
    ]);
    expect(
      checkPriceBreaks([
        { minQuantity: 1, discountPercent: 0 },
        { minQuantity: 500, discountPercent: 7.25 },
      ]),
    ).toEqual([]);
  });
});
