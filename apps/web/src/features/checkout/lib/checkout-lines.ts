import type { CutListRequestInput, ItemSpecInput, QuoteLineRef } from "@ingot/domain";
import type { PurchaseData } from "@/lib/purchase-data";

/**
 * What checkout sends for the lines being bought (issue #15), in pricing and in the payment
 * session alike: one line as the single `item` (with its `quote_line` when quoted), several as
 * `items`, and an accepted quote's lines as `quote_lines` (the server takes their specs and quoted
 * prices from the quote itself), and the cut-list planner's "Full lengths, cut by us" as `cut_list`
 * (the server plans and prices the bars; issue #17).
 */
export type CheckoutLines =
  | { item: ItemSpecInput; quote_line?: QuoteLineRef }
  | { items: ItemSpecInput[] }
  | { quote_lines: QuoteLineRef[] }
  | { cut_list: CutListRequestInput };

export function checkoutLines(data: PurchaseData): CheckoutLines {
  const [first, ...rest] = data.lines;
  if (!first) throw new Error("An order needs at least one line.");
  if (data.lines.some((line) => line.cutList)) {
    if (rest.length > 0 || !first.cutList) throw new Error("A cut list is bought on its own.");
    return { cut_list: first.cutList };
  }
  if (rest.length === 0) {
    return { item: first.item, ...(first.quoteLine ? { quote_line: first.quoteLine } : {}) };
  }
  const quoted = data.lines.flatMap((line) => (line.quoteLine ? [line.quoteLine] : []));
  if (quoted.length === data.lines.length) return { quote_lines: quoted };
  if (quoted.length > 0) throw new Error("Quoted and unquoted lines are bought separately.");
  return { items: data.lines.map((line) => line.item) };
}
