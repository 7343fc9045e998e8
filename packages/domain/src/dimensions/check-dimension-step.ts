import { FINE_STEP_IN, LENGTH_STEP_FT } from "../catalog/catalog";
import { MESSAGES } from "../messages";

/** The finest fraction of an inch a buyer may type (1/64 in) besides 0.001 in decimals. */
export const FINEST_FRACTION = 64;

/** Room for floating point: 0.1 + 0.2 is on the 0.001 grid. */
const EPSILON = 1e-9;

/** Whether `value` is a whole multiple of `step`. */
export function isOnStep(value: number, step: number): boolean {
  const units = value / step;
  return Math.abs(units - Math.round(units)) <= EPSILON * Math.max(1, Math.abs(units));
}

const trim = (value: number) => Number(value.toFixed(3));

/**
 * A value's step problem in words, or undefined (spec §9, issue #18). `step` is the catalog's:
 * - FINE_STEP_IN (0.001 in): three decimals at most, or a fraction of an inch down to 1/64 as
 *   typed by hand (1/16 = 0.0625 is a machinist's size), so 1.23456 is refused;
 * - a coarser spec step (plate thickness 0.25, the listed width steps): the value must be a
 *   multiple of it, and the message names the two nearest values.
 */
export function checkDimensionStep(
  inches: number,
  constraint: { label: string; step: number },
): string | undefined {
  const { label, step } = constraint;
  if (!Number.isFinite(inches) || step <= 0) return undefined;
  if (step <= FINE_STEP_IN) {
    return isOnStep(inches, FINE_STEP_IN) || isOnStep(inches, 1 / FINEST_FRACTION)
      ? undefined
      : MESSAGES.dimensionInput.fineStep(label);
  }
  if (isOnStep(inches, step)) return undefined;
  const below = Math.floor(inches / step) * step;
  return MESSAGES.dimensionInput.step(label, step, trim(below), trim(below + step));
}

/** A length typed in feet (/rfq, the spreadsheet import) is whole feet (spec §9: 1 ft steps). */
export function checkFeetStep(feet: number, label: string): string | undefined {
  if (!Number.isFinite(feet) || isOnStep(feet, LENGTH_STEP_FT)) return undefined;
  const below = Math.floor(feet / LENGTH_STEP_FT) * LENGTH_STEP_FT;
  return MESSAGES.dimensionInput.wholeFeet(label, below, below + LENGTH_STEP_FT);
}
