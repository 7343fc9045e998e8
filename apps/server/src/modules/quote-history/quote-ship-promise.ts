import { dollarsToCents, getLeadTime, type QuoteHistoryEntry } from "@ingot/domain";
import type { ShipDatePromise, ShipDates } from "../../lib/ship-dates";

/**
 * The ship date an order of this quote placed now would be promised (issue #22): the lead-time
 * tier of its quoted total, from the server's clock and business calendar, the same rule checkout
 * applies. Null when the quote's price does not hold now: not every line priced, expired (on the
 * server's clock), or not quoted or accepted.
 */
export function quoteShipPromise(
  entry: Pick<QuoteHistoryEntry, "quoted_total" | "expired" | "status">,
  shipDates: Pick<ShipDates, "promise">,
): ShipDatePromise | null {
  if (entry.quoted_total === null || entry.expired) return null;
  if (entry.status !== "quoted" && entry.status !== "accepted") return null;
  return shipDates.promise(getLeadTime(dollarsToCents(entry.quoted_total)).days);
}
