import { formatDimensions } from "@ingot/domain";

/** Order dimensions (inches) → `24" × 12" × 1"` */
export function formatOrderDimensions(
  specs: {
    length_inches: number;
    width_inches?: number;
    height_inches?: number;
    diameter_inches?: number;
    wall_inches?: number;
  } | null,
): string {
  if (!specs) return "–";
  return formatDimensions({
    length: specs.length_inches,
    width: specs.width_inches,
    height: specs.height_inches,
    diameter: specs.diameter_inches,
    wall: specs.wall_inches,
  });
}

/** 1536 → "1.5 KB", 2_400_000 → "2.3 MB" */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
