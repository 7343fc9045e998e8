import { TZDate } from "@date-fns/tz";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEAD_TIMES } from "../lead-time/get-lead-time";
import { createBusinessCalendar } from "./business-calendar";
import { addCalendarDays } from "./iso-date";
import { leadTimeUpperDays, promiseShipDate } from "./promise-ship-date";
import { usFederalHolidays } from "./us-federal-holidays";

const TZ = "America/Detroit";
const detroit = createBusinessCalendar(TZ);
const at = (iso: string) => new Date(iso);

describe("promiseShipDate (issue #22)", () => {
  it("starts today before the noon cutoff and ships after the tier's upper end", () => {
    // Monday 2026-11-23 09:46 EST: 2 h 14 min to noon; 3-4 days → 4 business days after Monday,
    // skipping Thanksgiving (Thu 26th): Tue, Wed, Fri, Mon.
    expect(promiseShipDate(at("2026-11-23T14:46:00Z"), "3-4", detroit)).toEqual({
      startDay: "2026-11-23",
      shipBy: "2026-11-30",
      orderWithinMinutes: 134,
    });
  });

  it("starts the next business day from noon on", () => {
    expect(promiseShipDate(at("2026-11-23T17:00:00Z"), "3-4", detroit)).toEqual({
      startDay: "2026-11-24",
      shipBy: "2026-12-01",
      orderWithinMinutes: null,
    });
    expect(promiseShipDate(at("2026-11-23T16:59:00Z"), "3-4", detroit)).toMatchObject({
      startDay: "2026-11-23",
      orderWithinMinutes: 1,
    });
  });

  it("takes the upper end of the longer tiers", () => {
    expect(promiseShipDate(at("2026-11-23T14:46:00Z"), "5-6", detroit).shipBy).toBe("2026-12-02");
    expect(promiseShipDate(at("2026-11-23T14:46:00Z"), "5-7", detroit).shipBy).toBe("2026-12-03");
  });

  it("has no cutoff on a weekend or a holiday", () => {
    // Saturday morning: starts Monday.
    expect(promiseShipDate(at("2026-11-28T14:00:00Z"), "3-4", detroit)).toEqual({
      startDay: "2026-11-30",
      shipBy: "2026-12-04",
      orderWithinMinutes: null,
    });
    // Thanksgiving morning: starts Friday.
    expect(promiseShipDate(at("2026-11-26T14:00:00Z"), "3-4", detroit)).toMatchObject({
      startDay: "2026-11-27",
      orderWithinMinutes: null,
    });
  });

  it("uses the facility's date late in the evening (UTC is already tomorrow)", () => {
    // Friday 2026-11-27 22:00 EST = Saturday 03:00 UTC: after Friday's cutoff, starts Monday.
    expect(promiseShipDate(at("2026-11-28T03:00:00Z"), "3-4", detroit).startDay).toBe("2026-11-30");
  });

  describe("the cutoff at 11:59 and 12:00 Detroit time across the DST changes", () => {
    const cases = [
      // [label, day, UTC offset of that day's noon, next business day]
      ["Friday before DST starts (EST)", "2026-03-06", "17:00", "2026-03-09"],
      ["Monday after DST starts (EDT)", "2026-03-09", "16:00", "2026-03-10"],
      ["Friday before DST ends (EDT)", "2026-10-30", "16:00", "2026-11-02"],
      ["Monday after DST ends (EST)", "2026-11-02", "17:00", "2026-11-03"],
    ] as const;
    for (const [label, day, noonUtc, next] of cases) {
      it(label, () => {
        const noon = at(`${day}T${noonUtc}:00Z`);
        const minuteBefore = new Date(noon.getTime() - 60_000);
        expect(promiseShipDate(minuteBefore, "3-4", detroit)).toMatchObject({
          startDay: day,
          orderWithinMinutes: 1,
        });
        expect(promiseShipDate(noon, "3-4", detroit)).toMatchObject({
          startDay: next,
          orderWithinMinutes: null,
        });
      });
    }

    it("reads 12:30 EDT as after the cutoff although it is 11:30 in EST", () => {
      expect(promiseShipDate(at("2026-03-09T16:30:00Z"), "3-4", detroit).startDay).toBe(
        "2026-03-10",
      );
      // …and 11:30 EST on the Monday after DST ends as before it.
      expect(promiseShipDate(at("2026-11-02T16:30:00Z"), "3-4", detroit)).toMatchObject({
        startDay: "2026-11-02",
        orderWithinMinutes: 30,
      });
    });
  });

  it("reads the upper end of a tier", () => {
    expect(leadTimeUpperDays("3-4")).toBe(4);
    expect(leadTimeUpperDays("5-6")).toBe(6);
    expect(leadTimeUpperDays("5-7")).toBe(7);
  });
});

describe("promiseShipDate properties", () => {
  const tiers = fc.constantFrom(...Object.values(LEAD_TIMES).map((t) => t.days));
  const instants = fc.date({
    min: new Date("2020-01-01T00:00:00Z"),
    max: new Date("2035-12-31T00:00:00Z"),
    noInvalidDate: true,
  });
  /** Independent of the calendar under test: weekday from UTC midnight, the library's holidays. */
  const isWorkday = (date: string) => {
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    return day !== 0 && day !== 6 && !usFederalHolidays(Number(date.slice(0, 4))).has(date);
  };

  it("never ships on a weekend or holiday, nor earlier than the tier allows", () => {
    fc.assert(
      fc.property(instants, tiers, (now, days) => {
        const { shipBy } = promiseShipDate(now, days, detroit);
        expect(isWorkday(shipBy)).toBe(true);
        // Business days after the facility's today, up to and including the ship date: the
        // tier's upper end when production starts today, one more when it starts later.
        const localToday = detroit.localDate(now);
        let counted = 0;
        for (let d = addCalendarDays(localToday, 1); d <= shipBy; d = addCalendarDays(d, 1)) {
          if (isWorkday(d)) counted++;
        }
        const upper = leadTimeUpperDays(days);
        const promise = promiseShipDate(now, days, detroit);
        expect(counted).toBe(promise.startDay === localToday ? upper : upper + 1);
        expect(promise.startDay >= localToday).toBe(true);
        expect(promise.orderWithinMinutes !== null).toBe(promise.startDay === localToday);
      }),
      { numRuns: 500 },
    );
  });

  it("on every business day, 11:59 local starts that day and 12:00 local the next", () => {
    const businessDays = fc
      .integer({ min: 0, max: 365 * 15 })
      .map((n) => addCalendarDays("2020-01-01", n))
      .filter(isWorkday);
    fc.assert(
      fc.property(businessDays, tiers, (day, days) => {
        const [y, m, d] = day.split("-").map(Number) as [number, number, number];
        const before = new Date(new TZDate(y, m - 1, d, 11, 59, 0, 0, TZ).getTime());
        const noon = new Date(new TZDate(y, m - 1, d, 12, 0, 0, 0, TZ).getTime());
        expect(noon.getTime() - before.getTime()).toBe(60_000);
        const early = promiseShipDate(before, days, detroit);
        const late = promiseShipDate(noon, days, detroit);
        expect(early.startDay).toBe(day);
        expect(early.orderWithinMinutes).toBe(1);
        expect(late.startDay > day).toBe(true);
        expect(isWorkday(late.startDay)).toBe(true);
        expect(late.orderWithinMinutes).toBeNull();
        expect(late.shipBy > early.shipBy).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
