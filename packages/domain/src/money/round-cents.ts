/**
 * Rounds an amount of cents to a whole cent, half up. The value is first cut to 12 significant
 * digits so binary noise (1234.4999999999998 for 1234.5) does not flip the rounding.
 *
 * Below a million cents, 12 significant digits keep at least 6 decimals, so the cut moves the value
 * by at most 5e-7: unless the fraction is within 1e-6 of one half, it cannot change which whole
 * cent is nearest, and `Math.round` alone gives the same answer without `toPrecision` (a string
 * round trip, called some twenty times per price; docs/decisions/031).
 */
export function roundCents(cents: number): number {
  // Either zero: the cut gives "0", so 0 (never -0).
  if (cents === 0) return 0;
  if (cents > -1e6 && cents < 1e6 && Math.abs(cents - Math.floor(cents) - 0.5) > 1e-6) {
    return Math.round(cents);
  }
  return Math.round(Number(cents.toPrecision(12)));
}
