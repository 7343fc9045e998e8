import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createBusinessCalendar } from "./business-calendar";
import { estimateArrival } from "./estimate-arrival";
import { GROUND_TRANSIT_MAX_DAYS, groundTransitDays } from "./ground-transit-days";
import {
  formatArrivesBy,
  formatDuration,
  formatOrderWithin,
  formatReadyForPickup,
  formatShipBy,
  orderPromiseLabels,
} from "./ship-date-labels";

describe("ship date labels", () => {
  it("reads like the issue", () => {
    expect(formatShipBy("2026-11-26")).toBe("Ships by Thu, Nov 26");
    expect(formatOrderWithin(134)).toBe("order within 2 h 14 min");
    expect(formatArrivesBy("2026-11-30")).toBe("Arrives by Mon, Nov 30");
    expect(formatReadyForPickup("2026-12-01")).toBe("Ready for pickup Tue, Dec 1");
  });

  it("lists an order's promised dates by delivery method", () => {
    expect(
      orderPromiseLabels({
        ship_by: "2026-11-30",
        arrives_by: "2026-12-01",
        delivery_method: "ship",
      }),
    ).toEqual(["Ships by Mon, Nov 30", "Arrives by Tue, Dec 1"]);
    expect(
      orderPromiseLabels({ ship_by: "2026-11-30", arrives_by: null, delivery_method: "pickup" }),
    ).toEqual(["Ready for pickup Mon, Nov 30"]);
    expect(
      orderPromiseLabels({ ship_by: null, arrives_by: null, delivery_method: "ship" }),
    ).toEqual([]);
  });

  it("drops empty parts of a duration", () => {
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(180)).toBe("3 h");
    expect(formatDuration(1)).toBe("1 min");
  });
});

describe("groundTransitDays (issue #22 bands)", () => {
  it("follows the distance bands at their edges", () => {
    expect(groundTransitDays(0)).toBe(1);
    expect(groundTransitDays(300)).toBe(1);
    expect(groundTransitDays(300.1)).toBe(2);
    expect(groundTransitDays(800)).toBe(2);
    expect(groundTransitDays(1400)).toBe(3);
    expect(groundTransitDays(2000)).toBe(4);
    expect(groundTransitDays(2000.1)).toBe(5);
    expect(groundTransitDays(4500)).toBe(5);
  });

  it("takes the farthest band when the distance is unknown", () => {
    expect(groundTransitDays(null)).toBe(GROUND_TRANSIT_MAX_DAYS);
    expect(groundTransitDays(undefined)).toBe(GROUND_TRANSIT_MAX_DAYS);
  });

  it("never shortens as the distance grows", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (a, b) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          expect(groundTransitDays(near)).toBeLessThanOrEqual(groundTransitDays(far));
        },
      ),
    );
  });

  it("arrives after the ship date by business days", () => {
    const calendar = createBusinessCalendar("America/Detroit");
    // Ships Wed 2026-11-25; 900 mi = 3 business days: Fri 27, Mon 30, Tue Dec 1.
    expect(estimateArrival("2026-11-25", 900, calendar)).toBe("2026-12-01");
    expect(estimateArrival("2026-11-25", 100, calendar)).toBe("2026-11-27");
  });
});
