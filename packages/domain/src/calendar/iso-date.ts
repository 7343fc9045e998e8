/**
 * Calendar dates as `YYYY-MM-DD` strings: a date has no time and no zone, so the arithmetic is
 * done on UTC midnights, where no day is 23 or 25 hours long.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of an ISO date; throws on anything else. */
export function isoDateToUtc(date: IsoDate): Date {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const [, y, m, d] = match;
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
}

export function utcToIsoDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

/** The date `days` calendar days after (or before, when negative) `date`. */
export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  const utc = isoDateToUtc(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return utcToIsoDate(utc);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: IsoDate): number {
  return isoDateToUtc(date).getUTCDay();
}

export function isWeekend(date: IsoDate): boolean {
  const day = weekdayOf(date);
  return day === 0 || day === 6;
}
