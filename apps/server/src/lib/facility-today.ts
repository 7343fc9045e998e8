import { dateInTimeZone } from "@ingot/domain";

/** The facility's time zone (spec §7: Detroit, MI 48216). */
export const FACILITY_TIME_ZONE = "America/Detroit";

/**
 * Today's date (YYYY-MM-DD) at the facility: the day whose surcharge a price made now uses, and
 * the earliest date a new surcharge may start (issue #22). The one place the pricing code asks
 * for "now"; the injectable clock of the ship-date work takes its place when it lands.
 */
export function facilityToday(now: Date = new Date()): string {
  return dateInTimeZone(now, FACILITY_TIME_ZONE);
}
