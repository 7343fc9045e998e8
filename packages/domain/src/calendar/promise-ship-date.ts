import type { LeadTime } from "../lead-time/get-lead-time";
import { type BusinessCalendar, ORDER_CUTOFF_HOUR } from "./business-calendar";
import type { IsoDate } from "./iso-date";

export interface ShipPromise {
  /** The business day production starts. */
  startDay: IsoDate;
  /** Start day + the upper end of the lead-time tier, in business days. */
  shipBy: IsoDate;
  /** Whole minutes (rounded up) left before today's noon cutoff; null once it has passed, or on a
   * day the facility does not work. */
  orderWithinMinutes: number | null;
}

/** The upper end of a lead-time tier: "3-4" → 4 business days. */
export function leadTimeUpperDays(days: LeadTime["days"]): number {
  const upper = Number(days.split("-")[1]);
  if (!Number.isInteger(upper) || upper < 0) throw new RangeError(`bad lead time: ${days}`);
  return upper;
}

/**
 * The ship date promised for an order confirmed at `now` (issue #22): confirmed before 12:00 in
 * the facility's time zone on a business day, production starts that day; otherwise on the next
 * business day. It ships by the start day plus the tier's upper end in business days ("3-4 days"
 * ships 4 business days after the start day).
 */
export function promiseShipDate(
  now: Date,
  days: LeadTime["days"],
  calendar: BusinessCalendar,
): ShipPromise {
  const today = calendar.localDate(now);
  const cutoff = calendar.localInstant(today, ORDER_CUTOFF_HOUR);
  const beforeCutoff = calendar.isBusinessDay(today) && now.getTime() < cutoff.getTime();
  const startDay = beforeCutoff ? today : calendar.nextBusinessDay(today);
  return {
    startDay,
    shipBy: calendar.addBusinessDays(startDay, leadTimeUpperDays(days)),
    orderWithinMinutes: beforeCutoff
      ? Math.ceil((cutoff.getTime() - now.getTime()) / 60_000)
      : null,
  };
}
