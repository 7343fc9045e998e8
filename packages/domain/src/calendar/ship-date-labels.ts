import { type IsoDate, isoDateToUtc } from "./iso-date";

/**
 * The words every price shows about its dates (issue #22): "Ships by Thu, Nov 26",
 * "order within 2 h 14 min", "Arrives by Mon, Nov 30", "Ready for pickup Thu, Nov 26". Dates are
 * the server's `YYYY-MM-DD` in the facility's zone, shown as they are (no zone shift).
 */
const DAY_FORMAT = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "Thu, Nov 26" */
export function formatPromiseDate(date: IsoDate): string {
  return DAY_FORMAT.format(isoDateToUtc(date));
}

export const formatShipBy = (date: IsoDate) => `Ships by ${formatPromiseDate(date)}`;
export const formatArrivesBy = (date: IsoDate) => `Arrives by ${formatPromiseDate(date)}`;
export const formatReadyForPickup = (date: IsoDate) =>
  `Ready for pickup ${formatPromiseDate(date)}`;

/** "2 h 14 min", "45 min", "3 h" */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.ceil(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export const formatOrderWithin = (minutes: number) => `order within ${formatDuration(minutes)}`;

/**
 * An order's promised dates as lines (success page, history, tracking, emails): "Ships by …" and
 * "Arrives by …" when shipped, "Ready for pickup …" for pickup. Empty for orders placed before
 * dates were promised (issue #22).
 */
export function orderPromiseLabels(order: {
  ship_by: IsoDate | null;
  arrives_by: IsoDate | null;
  delivery_method: "ship" | "pickup";
}): string[] {
  if (!order.ship_by) return [];
  if (order.delivery_method === "pickup") return [formatReadyForPickup(order.ship_by)];
  return [
    formatShipBy(order.ship_by),
    ...(order.arrives_by ? [formatArrivesBy(order.arrives_by)] : []),
  ];
}
