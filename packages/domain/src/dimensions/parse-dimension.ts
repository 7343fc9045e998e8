import { MESSAGES } from "../messages";

export type ParseDimensionResult = { ok: true; value: number } | { ok: false; error: string };

const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const FRACTION = /^(\d+)\/(\d+)$/;
const MIXED = /^(\d+)\s+(\d+)\/(\d+)$/;
/** Only number characters: a typo in a number ("2..5", "-1", "+3") rather than another format. */
const NUMBER_LIKE = /^[\d.+-]+$/;

/**
 * Parses a typed dimension (spec §5): a decimal "2.5", a whole number "3", a fraction "1/2" or a
 * mixed fraction "1 1/2"; surrounding spaces are ignored. The value keeps the unit the field is in.
 * Blank → '{label} is required'; a zero denominator → 'Cannot divide by zero'; number characters
 * that do not form a positive decimal (including negatives) → 'Invalid number format'; anything
 * else → 'Invalid format. Use: 1/2, 1 1/2, 2.5, or 3'.
 */
export function parseDimension(text: string, label: string): ParseDimensionResult {
  const input = text.trim();
  if (input === "") return { ok: false, error: MESSAGES.dimensionInput.required(label) };

  if (DECIMAL.test(input)) return { ok: true, value: Number(input) };

  const mixed = MIXED.exec(input);
  if (mixed) {
    const [, whole, numerator, denominator] = mixed.map(Number) as [number, number, number, number];
    if (denominator === 0) return { ok: false, error: MESSAGES.dimensionInput.divideByZero };
    return { ok: true, value: whole + numerator / denominator };
  }

  const fraction = FRACTION.exec(input);
  if (fraction) {
    const [, numerator, denominator] = fraction.map(Number) as [number, number, number];
    if (denominator === 0) return { ok: false, error: MESSAGES.dimensionInput.divideByZero };
    return { ok: true, value: numerator / denominator };
  }

  if (NUMBER_LIKE.test(input)) return { ok: false, error: MESSAGES.dimensionInput.invalidNumber };
  return { ok: false, error: MESSAGES.dimensionInput.invalidFormat };
}
