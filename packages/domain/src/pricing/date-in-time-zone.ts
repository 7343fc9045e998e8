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
 * The calendar date (YYYY-MM-DD) an instant falls on in an IANA time zone, e.g. the facility's
 * America/Detroit: 2025-11-03T03:30Z is still 2025-11-02 there.
 */
export function dateInTimeZone(instant: Date, timeZone: string): string {
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
