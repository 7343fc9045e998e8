import { TAX_RATES } from "./tax-rates";

/**
 * The two-letter code of a US state or DC given its code or full name, any case, surrounding
 * spaces ignored ("mi", "Michigan", " MICHIGAN " → "MI"); undefined when not recognised.
 */
export function normalizeStateCode(input: string | null | undefined): string | undefined {
  if (!input) return undefined;
  const wanted = input.trim().toUpperCase();
  if (wanted === "") return undefined;
  return TAX_RATES.find(
    (entry) => entry.stateCode === wanted || entry.state.toUpperCase() === wanted,
  )?.stateCode;
}
