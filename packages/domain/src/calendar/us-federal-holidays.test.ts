import { describe, expect, it } from "vitest";
import { isUsFederalHoliday, usFederalHolidays } from "./us-federal-holidays";

describe("usFederalHolidays (date-holidays, US public)", () => {
  it("lists the eleven federal holidays of 2026 with their observed days", () => {
    expect([...usFederalHolidays(2026)].sort()).toEqual([
      "2026-01-01",
      "2026-01-19",
      "2026-02-16",
      "2026-05-25",
      "2026-06-19",
      "2026-07-03", // Independence Day falls on a Saturday: observed Friday
      "2026-07-04",
      "2026-09-07",
      "2026-10-12",
      "2026-11-11",
      "2026-11-26",
      "2026-12-25",
    ]);
  });

  it("moves a Sunday holiday to Monday and leaves observances out", () => {
    expect(isUsFederalHoliday("2027-07-05")).toBe(true); // July 4th 2027 is a Sunday
    expect(isUsFederalHoliday("2027-12-24")).toBe(true); // Christmas 2027 is a Saturday
    expect(isUsFederalHoliday("2026-11-27")).toBe(false); // day after Thanksgiving: not federal
    expect(isUsFederalHoliday("2026-12-24")).toBe(false); // Christmas Eve: not federal
    expect(isUsFederalHoliday("2026-04-15")).toBe(false); // Tax Day
  });
});
