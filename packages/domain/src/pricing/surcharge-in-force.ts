/** One entry of a material's surcharge history (issue #22): never rewritten, only added to. */
export interface SurchargeEntry {
  /** integer cents per lb, 0 or more */
  surchargePerLbCents: number;
  /** ISO calendar date (YYYY-MM-DD) in the facility's time zone */
  effectiveFrom: string;
  /** when the entry was made; breaks a tie between two entries of one date (the later wins) */
  createdAt: Date | string;
}

/**
 * The surcharge in force on a date: the entry with the latest `effectiveFrom` on or before it (the
 * latest made, among entries of that date), or undefined when none has started (no surcharge).
 * ISO dates compare as strings.
 */
export function surchargeInForce<T extends SurchargeEntry>(
  history: readonly T[],
  date: string,
): T | undefined {
  let found: T | undefined;
  for (const entry of history) {
    if (entry.effectiveFrom > date) continue;
    if (
      !found ||
      entry.effectiveFrom > found.effectiveFrom ||
      (entry.effectiveFrom === found.effectiveFrom &&
        new Date(entry.createdAt).getTime() >= new Date(found.createdAt).getTime())
    ) {
      found = entry;
    }
  }
  return found;
}
