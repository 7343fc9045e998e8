/**
 * Rounds an amount of cents to a whole cent, half up. The value is first cut to 12 significant
 * digits so binary noise (1234.4999999999998 for 1234.5) does not flip the rounding.
 */
export function roundCents(cents: number): number {
  return Math.round(Number(cents.toPrecision(12)));
}
