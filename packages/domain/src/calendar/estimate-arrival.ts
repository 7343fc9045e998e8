import type { BusinessCalendar } from "./business-calendar";
import { groundTransitDays } from "./ground-transit-days";
import type { IsoDate } from "./iso-date";

/** When a shipped order should arrive: the ship date plus ground transit, in business days. */
export function estimateArrival(
  shipBy: IsoDate,
  distanceMiles: number | null | undefined,
  calendar: BusinessCalendar,
): IsoDate {
  return calendar.addBusinessDays(shipBy, groundTransitDays(distanceMiles));
}
