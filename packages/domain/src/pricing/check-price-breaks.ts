import { MESSAGES } from "../messages";
import { MAX_DISCOUNT_PERCENT, MAX_PRICE_BREAKS, type PriceBreak } from "./price-breaks";

/** A problem with one break: `field` is "min_quantity" or "discount_percent" of row `index`. */
export interface PriceBreakProblem {
  index: number;
  field: "min_quantity" | "discount_percent";
  message: string;
}

const MAX_BREAK_QUANTITY = 500;
const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9;

/**
 * Checks a material's breaks (issue #22): 1 to MAX_PRICE_BREAKS rows, the first from 1 piece, each
 * starting at more pieces and taking a larger percent off the metal than the one before; whole
 * pieces 1-500, discounts 0-MAX_DISCOUNT_PERCENT with at most 2 decimals. The list-level problems
 * (empty, too many) are reported on row 0.
 */
export function checkPriceBreaks(breaks: readonly PriceBreak[]): PriceBreakProblem[] {
  const m = MESSAGES.pricing;
  if (breaks.length === 0) return [{ index: 0, field: "min_quantity", message: m.breaksEmpty }];
  if (breaks.length > MAX_PRICE_BREAKS) {
    return [{ index: 0, field: "min_quantity", message: m.tooManyBreaks(MAX_PRICE_BREAKS) }];
  }
  const problems: PriceBreakProblem[] = [];
  breaks.forEach((b, index) => {
    const previous = index > 0 ? breaks[index - 1] : undefined;
    const quantity = quantityProblem(b, index, previous);
    if (quantity) problems.push({ index, field: "min_quantity", message: quantity });
    const discount = discountProblem(b, previous);
    if (discount) problems.push({ index, field: "discount_percent", message: discount });
  });
  return problems;
}

/** What is wrong with row `index`'s min_quantity, if anything. */
function quantityProblem(
  b: PriceBreak,
  index: number,
  previous: PriceBreak | undefined,
): string | undefined {
  const m = MESSAGES.pricing;
  if (!Number.isInteger(b.minQuantity) || b.minQuantity < 1 || b.minQuantity > MAX_BREAK_QUANTITY) {
    return m.breakQuantityRange;
  }
  if (index === 0 && b.minQuantity !== 1) return m.firstBreakFromOne;
  if (previous && b.minQuantity <= previous.minQuantity) {
    return m.breakQuantityRise(previous.minQuantity);
  }
  return undefined;
}

/** What is wrong with a row's discount_percent, if anything. */
function discountProblem(b: PriceBreak, previous: PriceBreak | undefined): string | undefined {
  const m = MESSAGES.pricing;
  if (
    !Number.isFinite(b.discountPercent) ||
    b.discountPercent < 0 ||
    b.discountPercent > MAX_DISCOUNT_PERCENT
  ) {
    return m.breakDiscountRange(MAX_DISCOUNT_PERCENT);
  }
  if (!hasAtMostTwoDecimals(b.discountPercent)) return m.breakDiscountDecimals;
  if (previous && b.discountPercent <= previous.discountPercent) {
    return m.breakDiscountRise(previous.discountPercent);
  }
  return undefined;
}
