import type { QuoteStatus } from "../constants";
import { canTransitionQuote, isQuoteExpired } from "../workflow/quote-transitions";

/**
 * What the customer who owns a request may do with it, as the portal offers it and the server
 * enforces it (POST /v2/quotes/{id}/accept|decline, checkout of a quoted line). Validity times are
 * ISO strings or Dates; `now` is injectable for tests.
 */
type When = Date | string | null;

const toDate = (value: When): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/**
 * A priced request whose price no longer holds: marked expired, or quoted or accepted and past its
 * `valid_until` (the portal shows "Expired {date}" instead of "Valid until {date}").
 */
export function isQuotePriceLapsed(status: QuoteStatus, validUntil: When, now: Date = new Date()) {
  if (status === "expired") return true;
  const until = toDate(validUntil);
  return (
    (status === "quoted" || status === "accepted") &&
    until !== null &&
    until.getTime() <= now.getTime()
  );
}

/** Accept or decline: the request is quoted and its price has not lapsed (decisions §5). */
export function canAnswerQuote(status: QuoteStatus, validUntil: When, now: Date = new Date()) {
  return (
    canTransitionQuote(status, "accepted", "customer") &&
    !isQuoteExpired(status, toDate(validUntil), now)
  );
}

/** An accepted request whose price is still valid: its priced lines can be bought at that price. */
export function canBuyQuote(status: QuoteStatus, validUntil: When, now: Date = new Date()) {
  const until = toDate(validUntil);
  return status === "accepted" && until !== null && until.getTime() > now.getTime();
}

/**
 * Requote at today's price (issue #22): a request that was priced and whose validity has passed
 * (quoted or accepted past `valid_until`, or already marked expired), and that has not been
 * requoted yet.
 */
export function canRequote(
  status: QuoteStatus,
  validUntil: When,
  now: Date = new Date(),
  requoted = false,
): boolean {
  const until = toDate(validUntil);
  if (requoted || until === null || until.getTime() > now.getTime()) return false;
  return status === "quoted" || status === "accepted" || status === "expired";
}

/**
 * A line of a buyable request can go to checkout when it has a price and a full item spec, and
 * no paid order has bought it yet (issue #15: a quote line is bought once).
 */
export function canBuyQuotedLine(line: {
  quoted_total: number | null;
  product_type: string | null;
  shape: string | null;
  bought?: boolean;
}): boolean {
  return (
    line.quoted_total !== null && line.product_type !== null && line.shape !== null && !line.bought
  );
}
