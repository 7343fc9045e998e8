import type { DimensionKey } from "../catalog/catalog";
import { formatLength } from "../cut-list/format-length";

export interface FormatDimensionOptions {
  /**
   * The unit the screen ENTERS length in ("ft" on /rfq and the spreadsheet import, "in"
   * elsewhere). It no longer changes how a length is shown: every displayed length names both
   * units (decisions §16).
   */
  lengthUnit?: "ft" | "in";
}

/** Up to 3 decimals, no trailing zeros: 1.5 → "1.5", 2 → "2", 0.0625 → "0.063". */
function formatNumber(value: number): string {
  return String(Number(value.toFixed(3)));
}

/**
 * One dimension for display. The value is always given in inches. A length shows inches and feet
 * together (decisions §16, which wins over spec §9's ' ft'): 240 → "240 in (20 ft)". Every other
 * dimension takes an inch mark (spec §9): 1.5 → '1.5"'.
 */
export function formatDimension(
  key: DimensionKey,
  inches: number,
  _options: FormatDimensionOptions = {},
): string {
  if (key === "length") return formatLength(inches);
  return `${formatNumber(inches)}"`;
}
