import Holidays from "date-holidays";
import type { IsoDate } from "./iso-date";

/**
 * US federal holidays as the federal government observes them (a Saturday holiday on the Friday
 * before, a Sunday one on the Monday after), computed by `date-holidays` (its US `public` type:
 * the eleven holidays of 5 U.S.C. 6103 and their substitute days), never typed by hand per year.
 * Server-side only: reached by its subpath, not through the package index, so the browser bundle
 * never carries the library's holiday data (decision 023).
 */
const byYear = new Map<number, ReadonlySet<IsoDate>>();
let calendar: Holidays | undefined;

export function usFederalHolidays(year: number): ReadonlySet<IsoDate> {
  let dates = byYear.get(year);
  if (!dates) {
    calendar ??= new Holidays("US");
    dates = new Set(
      calendar
        .getHolidays(year)
        .filter((holiday) => holiday.type === "public")
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    byYear.set(year, dates);
  }
  return dates;
}

export function isUsFederalHoliday(date: IsoDate): boolean {
  return usFederalHolidays(Number(date.slice(0, 4))).has(date);
}
