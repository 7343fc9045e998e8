import { DIMENSION_KEYS, type DimensionKey } from "../catalog/catalog";
import { type FormatDimensionOptions, formatDimension } from "./format-dimension";

/**
 * A one-line summary of an item's dimensions in the order length × width × height, then
 * diameter (prefixed "Ø") and wall (suffixed " wall"): `48" × 24" × 1.5"`,
 * `240" × Ø2" × 0.125" wall`. Absent dimensions are skipped.
 */
export function formatDimensions(
  dimensions: Partial<Record<DimensionKey, number | null | undefined>>,
  options: FormatDimensionOptions = {},
): string {
  const parts: string[] = [];
  for (const key of DIMENSION_KEYS) {
    const value = dimensions[key];
    if (typeof value !== "number" || !Number.isFinite(value)) continue;
    const text = formatDimension(key, value, options);
    parts.push(key === "diameter" ? `Ø${text}` : key === "wall" ? `${text} wall` : text);
  }
  return parts.join(" × ");
}
