/**
 * The calendar date (YYYY-MM-DD) an instant falls on in an IANA time zone, e.g. the facility's
 * America/Detroit: 2025-11-03T03:30Z is still 2025-11-02 there.
 */
export function dateInTimeZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
