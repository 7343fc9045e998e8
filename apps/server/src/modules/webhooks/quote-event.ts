import { formatQuoteNumber, type QuoteStatus } from "@ingot/domain";

/**
 * The `data` of a `quote.status_changed` event: the id `GET /v2/quotes/{id}` takes (a multi-line
 * request's id, or a quick quote's submission id), its number and kind as quote history shows
 * them, the move, and the quoted price's validity.
 */
export function quoteEventData(
  kind: "single" | "multi_line",
  id: string,
  from: QuoteStatus,
  to: QuoteStatus,
  validUntil: string | Date | null,
): Record<string, unknown> {
  const historyKind = kind === "multi_line" ? "multi-line" : "single";
  return {
    quote_id: id,
    quote_number: formatQuoteNumber(historyKind, id),
    kind: historyKind,
    previous_status: from,
    status: to,
    valid_until: validUntil instanceof Date ? validUntil.toISOString() : validUntil,
  };
}
