/**
 * Quantity breaks (issue #22, decisions §15): from `minQuantity` pieces of one line, the metal
 * (base metal and surcharge) of every piece is `discountPercent` cheaper. The cut charge is never
 * discounted. Each material has its own list, edited by a supplier admin.
 */
export interface PriceBreak {
  /** pieces of the line, 1 to 500 */
  minQuantity: number;
  /** percent off the metal, 0 to MAX_DISCOUNT_PERCENT, at most 2 decimals */
  discountPercent: number;
}

/** Issue #22's defaults: 1 piece 0%, 10 pieces 5%, 25 pieces 8%, 50 pieces 12%, 100 pieces 15%. */
export const DEFAULT_PRICE_BREAKS: readonly PriceBreak[] = Object.freeze([
  { minQuantity: 1, discountPercent: 0 },
  { minQuantity: 10, discountPercent: 5 },
  { minQuantity: 25, discountPercent: 8 },
  { minQuantity: 50, discountPercent: 12 },
  { minQuantity: 100, discountPercent: 15 },
]);

/** At most this many breaks per material. */
export const MAX_PRICE_BREAKS = 10;
/** No break takes more than this off the metal. */
export const MAX_DISCOUNT_PERCENT = 90;

/**
 * The break a quantity falls in: the last one whose minimum it reaches (the list rises in
 * quantity), or undefined below the first.
 */
export function findPriceBreak(
  breaks: readonly PriceBreak[],
  quantity: number,
): { index: number; priceBreak: PriceBreak } | undefined {
  for (let index = breaks.length - 1; index >= 0; index--) {
    const priceBreak = breaks[index] as PriceBreak;
    if (quantity >= priceBreak.minQuantity) return { index, priceBreak };
  }
  return undefined;
}

/** The discount percent a quantity earns: its break's, or 0 below the first break. */
export function discountPercentAt(breaks: readonly PriceBreak[], quantity: number): number {
  return findPriceBreak(breaks, quantity)?.priceBreak.discountPercent ?? 0;
}
