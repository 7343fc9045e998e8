import type { AdminRfqRow } from "@ingot/domain";

/** One quick-quote request: every line stored for one submission (decisions §5). */
export interface QuickQuoteGroup {
  /** The first line: number, contact, status and time are the request's. */
  first: AdminRfqRow;
  lines: AdminRfqRow[];
}

/**
 * The admin's quick-quote rows grouped by submission, in the order each request first appears: a
 * two-line quick quote is one request with two lines, never two rows with the same QQ number
 * (issue #18).
 */
export function groupQuickQuotes(rows: readonly AdminRfqRow[]): QuickQuoteGroup[] {
  const groups = new Map<string, QuickQuoteGroup>();
  for (const row of rows) {
    const group = groups.get(row.submission_id);
    if (group) group.lines.push(row);
    else groups.set(row.submission_id, { first: row, lines: [row] });
  }
  return [...groups.values()];
}
