import type { LeadTime } from "./get-lead-time";

/**
 * When a paid order should be ready (spec §9: lead time starts after payment confirmation), counted
 * in business days (Monday to Friday, the facility's days) from the payment date. Dates are
 * calendar days in UTC, `YYYY-MM-DD`.
 */
export function estimateReadyWindow(
  paidAt: Date,
  lead: Pick<LeadTime, "days">,
): { earliest: string; latest: string } {
  const [min, max] = lead.days.split("-").map(Number) as [number, number];
  return { earliest: addBusinessDays(paidAt, min), latest: addBusinessDays(paidAt, max) };
}

function addBusinessDays(from: Date, days: number): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date.toISOString().slice(0, 10);
}
