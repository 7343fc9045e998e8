import type { LeadTime } from "@ingot/domain";
import { createBusinessCalendar } from "@ingot/domain/calendar/business-calendar";
import { estimateArrival } from "@ingot/domain/calendar/estimate-arrival";
import { promiseShipDate } from "@ingot/domain/calendar/promise-ship-date";
import type { Clock } from "./clock";

/** What a price promises about its dates (the reply fields of issue #22). */
export interface ShipDatePromise {
  /** `YYYY-MM-DD` in the facility's zone. */
  ship_by: string;
  /** Minutes left before today's noon cutoff; null after it. */
  order_within_minutes: number | null;
}

/**
 * The domain's business calendar bound to the server's clock and the facility's zone
 * (`app.shipDates`): every ship date and arrival estimate the server answers comes from here.
 */
export function createShipDates({ clock, timeZone }: { clock: Clock; timeZone: string }) {
  const calendar = createBusinessCalendar(timeZone);
  return {
    calendar,
    /** The ship date promised now for an order of this lead-time tier. */
    promise(days: LeadTime["days"]): ShipDatePromise {
      const promised = promiseShipDate(clock.now(), days, calendar);
      return { ship_by: promised.shipBy, order_within_minutes: promised.orderWithinMinutes };
    },
    /** Ground-transit arrival after a ship date (distance unknown: the farthest band). */
    arrival(shipBy: string, distanceMiles: number | null | undefined): string {
      return estimateArrival(shipBy, distanceMiles, calendar);
    },
  };
}

export type ShipDates = ReturnType<typeof createShipDates>;
