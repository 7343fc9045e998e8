/** Rounds a weight in lb for display (2 decimals by default). Prices use the unrounded weight. */
export function roundWeight(lbs: number, decimals = 2): number {
  const factor = 10 ** decimals;
  return Math.round(Number((lbs * factor).toPrecision(12))) / factor;
}
