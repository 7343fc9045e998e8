import { roundCents } from "../money/round-cents";

/**
 * Rounds a weight in lb for display (2 decimals by default). Prices use the unrounded weight.
 * Same rule as a cent: cut to 12 significant digits, then half up (`roundCents` does both, and
 * skips the string round trip when it cannot matter).
 */
export function roundWeight(lbs: number, decimals = 2): number {
  const factor = 10 ** decimals;
  return roundCents(lbs * factor) / factor;
}
