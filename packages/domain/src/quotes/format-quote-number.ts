import type { QuoteKind } from "../validation/quote-history";

/**
 * The number a customer and sales quote back to each other: `RFQ-` for a multi-line request,
 * `QQ-` for a quick quote, then the last 8 characters of the id in upper case (like order
 * numbers, spec §3). `RFQ-1A2B3C4D`.
 */
export function formatQuoteNumber(kind: QuoteKind, id: string): string {
  const prefix = kind === "multi-line" ? "RFQ" : "QQ";
  return `${prefix}-${id.replaceAll("-", "").slice(-8).toUpperCase()}`;
}
