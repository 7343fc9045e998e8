import { TZDate } from "@date-fns/tz";
import { dateInTimeZone } from "../pricing/date-in-time-zone";
import { addCalendarDays, type IsoDate, isWeekend } from "./iso-date";
import { isUsFederalHoliday } from "./us-federal-holidays";

/** The facility's time zone unless FACILITY_TIME_ZONE says otherwise (Detroit, spec §7). */
export const DEFAULT_FACILITY_TIME_ZONE = "America/Detroit";

/** Production hours (spec §9: Monday-Friday 8:00 AM-5:00 PM) and the order cutoff, local time. */
export const PRODUCTION_OPENS_HOUR = 8;
export const PRODUCTION_CLOSES_HOUR = 17;
export const ORDER_CUTOFF_HOUR = 12;

/**
 * The production calendar (issue #22): Monday to Friday in the facility's time zone, without US
 * federal holidays. Dates are `YYYY-MM-DD` in that zone.
 */
export interface BusinessCalendar {
  timeZone: string;
  isBusinessDay(date: IsoDate): boolean;
  /** The business day `days` business days after `date` (`date` itself need not be one). */
  addBusinessDays(date: IsoDate, days: number): IsoDate;
  /** The first business day after `date`. */
  nextBusinessDay(date: IsoDate): IsoDate;
  /** The facility's calendar date at an instant. */
  localDate(instant: Date): IsoDate;
  /** The instant of `hour`:00 local time on `date` (DST-aware). */
  localInstant(date: IsoDate, hour: number): Date;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * `fn` remembering its last few hundred answers. The calendar's answers depend on their arguments
 * alone, and a server asks the same few (today, this week's business days) on every price.
 */
function remembered<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const answers = new Map<string, R>();
  return (...args: A) => {
    const key = args.join("|");
    const known = answers.get(key);
    if (known !== undefined) return known;
    const answer = fn(...args);
    if (answers.size >= 512) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}

export function createBusinessCalendar(
  timeZone: string = DEFAULT_FACILITY_TIME_ZONE,
  isHoliday: (date: IsoDate) => boolean = isUsFederalHoliday,
): BusinessCalendar {
  if (!isKnownTimeZone(timeZone)) throw new RangeError(`unknown time zone: ${timeZone}`);
  const isBusinessDay = remembered((date: IsoDate) => !isWeekend(date) && !isHoliday(date));
  const nextBusinessDay = remembered((date: IsoDate) => {
    let next = addCalendarDays(date, 1);
    while (!isBusinessDay(next)) next = addCalendarDays(next, 1);
    return next;
  });
  const addBusinessDays = remembered((date: IsoDate, days: number) => {
    if (!Number.isInteger(days) || days < 0) throw new RangeError(`bad day count: ${days}`);
    let current = date;
    for (let left = days; left > 0; left--) current = nextBusinessDay(current);
    return current;
  });
  // An instant is kept as its time value: a Date handed out is the caller's to change.
  const localInstantTime = remembered((date: IsoDate, hour: number) => {
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    return new TZDate(y, m - 1, d, hour, 0, 0, 0, timeZone).getTime();
  });
  return {
    timeZone,
    isBusinessDay,
    nextBusinessDay,
    addBusinessDays,
    localDate: (instant) => dateInTimeZone(instant, timeZone),
    localInstant: (date, hour) => new Date(localInstantTime(date, hour)),
  };
}
