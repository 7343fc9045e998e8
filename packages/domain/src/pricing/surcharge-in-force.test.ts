import { describe, expect, it } from "vitest";
import { dateInTimeZone } from "./date-in-time-zone";
import { surchargeInForce } from "./surcharge-in-force";

const history = [
  { surchargePerLbCents: 10, effectiveFrom: "2025-10-01", createdAt: "2025-09-20T10:00:00Z" },
  { surchargePerLbCents: 14, effectiveFrom: "2025-11-01", createdAt: "2025-10-25T10:00:00Z" },
  // entered later for the same day: the correction wins
  { surchargePerLbCents: 15, effectiveFrom: "2025-11-01", createdAt: "2025-10-26T10:00:00Z" },
  { surchargePerLbCents: 20, effectiveFrom: "2025-12-01", createdAt: "2025-10-27T10:00:00Z" },
];

describe("surchargeInForce (issue #22)", () => {
  it("is the latest entry effective on or before the date", () => {
    const on = (date: string) => surchargeInForce(history, date)?.surchargePerLbCents;
    expect(on("2025-09-30")).toBeUndefined();
    expect(on("2025-10-01")).toBe(10);
    expect(on("2025-10-31")).toBe(10);
    expect(on("2025-11-01")).toBe(15);
    expect(on("2025-11-30")).toBe(15);
    expect(on("2025-12-01")).toBe(20);
    expect(on("2026-06-01")).toBe(20);
  });

  it("does not depend on the order the history is read in", () => {
    expect(surchargeInForce([...history].reverse(), "2025-11-05")?.surchargePerLbCents).toBe(15);
  });
});

describe("dateInTimeZone", () => {
  it("gives the facility's calendar date, not UTC's", () => {
    // 03:30 UTC on Nov 3 is 22:30 on Nov 2 in Detroit (EST, UTC-5)
    expect(dateInTimeZone(new Date("2025-11-03T03:30:00Z"), "America/Detroit")).toBe("2025-11-02");
    expect(dateInTimeZone(new Date("2025-11-03T05:00:00Z"), "America/Detroit")).toBe("2025-11-03");
    // summer: UTC-4
    expect(dateInTimeZone(new Date("2025-07-01T03:59:00Z"), "America/Detroit")).toBe("2025-06-30");
    expect(dateInTimeZone(new Date("2025-07-01T04:00:00Z"), "America/Detroit")).toBe("2025-07-01");
  });

  it("answers by the instant and the zone, whatever it answered last", () => {
    // The last answer is kept per zone and second: midnight's last and first second, two zones.
    const last = new Date("2025-11-03T04:59:59.999Z");
    const first = new Date("2025-11-03T05:00:00.000Z");
    expect(dateInTimeZone(last, "America/Detroit")).toBe("2025-11-02");
    expect(dateInTimeZone(new Date("2025-11-03T04:59:59.000Z"), "America/Detroit")).toBe(
      "2025-11-02",
    );
    expect(dateInTimeZone(first, "America/Detroit")).toBe("2025-11-03");
    expect(dateInTimeZone(last, "UTC")).toBe("2025-11-03");
    expect(dateInTimeZone(last, "America/Detroit")).toBe("2025-11-02");
    expect(() => dateInTimeZone(new Date(Number.NaN), "America/Detroit")).toThrow(RangeError);
  });
});
