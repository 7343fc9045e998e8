import { describe, expect, it } from "vitest";
import { nextBreakHint } from "./next-break-hint";

const rows = [
  { minQuantity: 1, discountPercent: 0, unitPriceCents: 4336 },
  { minQuantity: 10, discountPercent: 5, unitPriceCents: 4120 },
  { minQuantity: 25, discountPercent: 8, unitPriceCents: 3990 },
];

describe("nextBreakHint (issue #22)", () => {
  it("names the next break, its unit price and its discount", () => {
    expect(nextBreakHint(rows, 1)).toBe("Order 10 and pay $41.20 each (save 5%)");
    expect(nextBreakHint(rows, 9)).toBe("Order 10 and pay $41.20 each (save 5%)");
    expect(nextBreakHint(rows, 10)).toBe("Order 25 and pay $39.90 each (save 8%)");
  });

  it("says nothing at the last break, or when the next break saves nothing", () => {
    expect(nextBreakHint(rows, 25)).toBeNull();
    expect(nextBreakHint(rows, 500)).toBeNull();
    expect(
      nextBreakHint(
        [
          { minQuantity: 1, discountPercent: 0, unitPriceCents: 401 },
          { minQuantity: 10, discountPercent: 5, unitPriceCents: 401 },
        ],
        1,
      ),
    ).toBeNull();
  });
});
