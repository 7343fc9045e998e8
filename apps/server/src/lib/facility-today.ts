import { dateInTimeZone } from "@ingot/domain";
import type { Clock } from "./clock";

/** The facility's time zone (spec §7: Detroit, MI 48216). */
export const FACILITY_TIME_ZONE = "America/Detroit";

/**
 * Today's date (YYYY-MM-DD) at the facility: the day whose surcharge a price made now uses, and
 * the earliest date a new surcharge may start (issue #22).
 */
export function facilityToday(now: Date = new Date()): string {
  return dateInTimeZone(now, FACILITY_TIME_ZONE);
}

/** "Today" on the app's clock (`app.clock`), so prices, ship dates and validity share one now. */
export function facilityTodayOn(clock: Clock): () => string {
  return () => facilityToday(clock.now());
}
