/** How the web writes dates and times (en-US), one formatter each, shared by every feature. */

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
});
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const isoDayFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "Mar 3, 4:05 PM" (the viewer's time zone) */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** "Mar 3, 2025" (the viewer's time zone) */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** A calendar day `YYYY-MM-DD` → "Mon, Mar 3" */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** A calendar day `YYYY-MM-DD` (the facility's) → "Dec 30, 2026", whatever the viewer's zone. */
export const formatIsoDay = (day: string) => isoDayFormat.format(new Date(`${day}T00:00:00Z`));
