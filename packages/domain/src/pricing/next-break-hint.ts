import { MESSAGES } from "../messages";
import { formatUsd } from "../money/format-usd";

interface BreakRow {
  minQuantity: number;
  discountPercent: number;
  unitPriceCents: number;
}

/**
 * The nudge under a live price (issue #22): the next break above this quantity, as
 * "Order 10 and pay $41.20 each (save 5%)"; null at the last break, or when the next break would
 * not lower the unit price (a piece so light that its discount rounds to nothing).
 */
export function nextBreakHint(rows: readonly BreakRow[], quantity: number): string | null {
  const current = rows.filter((r) => quantity >= r.minQuantity).at(-1);
  const next = rows.find((r) => r.minQuantity > quantity);
  if (!next) return null;
  if (current && next.unitPriceCents >= current.unitPriceCents) return null;
  return MESSAGES.pricing.nextBreakHint(
    next.minQuantity,
    formatUsd(next.unitPriceCents),
    next.discountPercent,
  );
}
