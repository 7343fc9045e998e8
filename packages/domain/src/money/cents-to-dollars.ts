/** Cents to dollars with 2 decimals, for API replies (decisions §12): 123456 → 1234.56. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}
