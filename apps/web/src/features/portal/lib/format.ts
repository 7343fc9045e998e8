import { formatDimensions } from "@ingot/domain";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
});
const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Mar 3, 4:05 PM" (the viewer's time zone) */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** "Mar 3, 2025" */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** A calendar day `YYYY-MM-DD` → "Mon, Mar 3" */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

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
