import { describe, expect, it } from "vitest";
import { createBusinessCalendar, isKnownTimeZone } from "./business-calendar";

const detroit = createBusinessCalendar("America/Detroit");

describe("createBusinessCalendar", () => {
  it("works Monday to Friday without federal holidays", () => {
    expect(detroit.isBusinessDay("2026-11-25")).toBe(true); // Wednesday
    expect(detroit.isBusinessDay("2026-11-26")).toBe(false); // Thanksgiving
    expect(detroit.isBusinessDay("2026-11-27")).toBe(true); // Friday after: a working day
    expect(detroit.isBusinessDay("2026-11-28")).toBe(false); // Saturday
    expect(detroit.isBusinessDay("2026-11-29")).toBe(false); // Sunday
  });

  it("counts business days over weekends and holidays", () => {
    expect(detroit.addBusinessDays("2026-11-23", 0)).toBe("2026-11-23");
    expect(detroit.addBusinessDays("2026-11-23", 4)).toBe("2026-11-30");
    expect(detroit.addBusinessDays("2026-12-23", 2)).toBe("2026-12-28"); // over Christmas
    expect(detroit.addBusinessDays("2026-11-28", 1)).toBe("2026-11-30"); // from a Saturday
    expect(detroit.nextBusinessDay("2026-07-02")).toBe("2026-07-06"); // July 3 observed
    expect(() => detroit.addBusinessDays("2026-11-23", -1)).toThrow(RangeError);
  });

  it("reads the facility's date, not UTC's", () => {
    // 03:30 UTC on the 25th is 22:30 on the 24th in Detroit (EST).
    expect(detroit.localDate(new Date("2026-11-25T03:30:00Z"))).toBe("2026-11-24");
    expect(detroit.localDate(new Date("2026-11-25T05:00:00Z"))).toBe("2026-11-25");
    expect(createBusinessCalendar("Asia/Tokyo").localDate(new Date("2026-11-25T15:00:00Z"))).toBe(
      "2026-11-26",
    );
  });

  it("places local noon on the right UTC instant on both sides of a DST change", () => {
    expect(detroit.localInstant("2026-03-06", 12).toISOString()).toBe("2026-03-06T17:00:00.000Z");
    expect(detroit.localInstant("2026-03-09", 12).toISOString()).toBe("2026-03-09T16:00:00.000Z");
    expect(detroit.localInstant("2026-10-30", 12).toISOString()).toBe("2026-10-30T16:00:00.000Z");
    expect(detroit.localInstant("2026-11-02", 12).toISOString()).toBe("2026-11-02T17:00:00.000Z");
  });

  it("refuses a time zone it does not know", () => {
    expect(isKnownTimeZone("America/Detroit")).toBe(true);
    expect(isKnownTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(() => createBusinessCalendar("Mars/Olympus_Mons")).toThrow(RangeError);
  });
});

describe("the calendar's remembered answers", () => {
  it("hands out a new Date each time, so a caller changing one changes no later answer", () => {
    const calendar = createBusinessCalendar("America/Detroit");
    const first = calendar.localInstant("2026-03-09", 12);
    first.setTime(0);
    expect(calendar.localInstant("2026-03-09", 12).toISOString()).toBe("2026-03-09T16:00:00.000Z");
  });

  it("answers the same as a fresh calendar for every day of two years, asked twice", () => {
    const remembered = createBusinessCalendar("America/Detroit");
    for (let pass = 0; pass < 2; pass++) {
      for (let day = 0; day < 730; day++) {
        const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
        const fresh = createBusinessCalendar("America/Detroit");
        expect(remembered.isBusinessDay(date)).toBe(fresh.isBusinessDay(date));
        expect(remembered.addBusinessDays(date, 4)).toBe(fresh.addBusinessDays(date, 4));
        expect(remembered.localDate(new Date(`${date}T04:30:00Z`))).toBe(
          fresh.localDate(new Date(`${date}T04:30:00Z`)),
        );
      }
    }
  });
});
