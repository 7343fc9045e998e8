import type { DimensionKey } from "../catalog/catalog";

export interface FormatDimensionOptions {
  /** Unit for the length key: "ft" on the /rfq screen, "in" (default) elsewhere. */
  lengthUnit?: "ft" | "in";
}

/** Up to 3 decimals, no trailing zeros: 1.5 → "1.5", 2 → "2", 0.0625 → "0.063". */
function formatNumber(value: number): string {
  return String(Number(value.toFixed(3)));
}

/**
 * One dimension for display (spec §9): `' ft'` for the length key when shown in feet, an inch
 * mark otherwise. The value is always given in inches. 480, ft → "40 ft"; 1.5 → '1.5"'.
 */
export function formatDimension(
  key: DimensionKey,
  inches: number,
  { lengthUnit = "in" }: FormatDimensionOptions = {},
): string {
  if (key === "length" && lengthUnit === "ft") return `${formatNumber(inches / 12)} ft`;
  return `${formatNumber(inches)}"`;
}
