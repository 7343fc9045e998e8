/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The last answer per zone, by the second it was for. Every UTC offset in the time zone database
 * is a whole number of seconds, so two instants in the same second fall on the same date in any
 * zone; a server prices many requests a second, and `formatToParts` was 6% of a price
 * (docs/decisions/031).
 */
const lastAnswers = new Map<string, { second: number; date: string }>();

/**
 * The calendar date (YYYY-MM-DD) an instant falls on in an IANA time zone, e.g. the facility's
 * America/Detroit: 2025-11-03T03:30Z is still 2025-11-02 there.
 */
export function dateInTimeZone(instant: Date, timeZone: string): string {
  // NaN for an invalid date: never equal, so formatToParts throws its RangeError as before.
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastAnswers.get(timeZone);
  if (last !== undefined && last.second === second) return last.date;
  const date = formatDate(instant, timeZone);
  lastAnswers.set(timeZone, { second, date });
  return date;
}

function formatDate(instant: Date, timeZone: string): string {
  let year = "";
  let month = "";
  let day = "";
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type === "year") year = part.value;
    else if (part.type === "month") month = part.value;
    else if (part.type === "day") day = part.value;
  }
  return `${year}-${month}-${day}`;
}
