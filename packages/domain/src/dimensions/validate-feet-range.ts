import { LENGTH_MAX_FT, LENGTH_MIN_FT } from "../catalog/catalog";
import { MESSAGES } from "../messages";
import { checkFeetStep } from "./check-dimension-step";
import type { ParseDimensionResult } from "./parse-dimension";

/**
 * Checks a length typed in feet against the catalog range (spec §5, §9: 1–40 ft):
 * '{label} must be at least {min} ft' / '{label} cannot exceed {max} ft', then its 1 ft step.
 */
export function validateFeetRange(
  feet: number,
  label: string,
  minFt: number = LENGTH_MIN_FT,
  maxFt: number = LENGTH_MAX_FT,
): ParseDimensionResult {
  if (!Number.isFinite(feet)) return { ok: false, error: MESSAGES.dimensionInput.invalidNumber };
  if (feet < minFt) return { ok: false, error: MESSAGES.dimensionInput.minFeet(label, minFt) };
  if (feet > maxFt) return { ok: false, error: MESSAGES.dimensionInput.maxFeet(label, maxFt) };
  const step = checkFeetStep(feet, label);
  if (step) return { ok: false, error: step };
  return { ok: true, value: feet };
}
