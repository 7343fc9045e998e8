import { type ItemSpecInput, itemSpecSchema, type QuoteLineRef } from "@ingot/domain";
import { getInstantQuote } from "@/api/instant-quote";
import { type PurchaseLine, pickDimensions } from "./purchase-data";

/**
 * Reorder / buy a quoted line: weigh and price the same item (POST /v2/pricing/quote, the server's
 * price at today's rate; a quoted line keeps its quoted total and reference) and build the purchase data the quote builder's Buy now hands to
 * /purchase-summary (lib/purchase-data.ts). Throws when the item no longer passes the catalog rules.
 */
export async function buildPurchaseLine(input: {
  item: unknown;
  material: string;
  dfars: boolean;
  rohs: boolean;
  /** An accepted quote line: checkout charges its quoted price; `quotedTotal` is shown meanwhile. */
  quote?: { line: QuoteLineRef; quotedTotal: number };
}): Promise<PurchaseLine> {
  const parsed = itemSpecSchema.safeParse(input.item);
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues[0]?.message ?? "This item can no longer be ordered as it was.",
    );
  }
  const item: ItemSpecInput = parsed.data;
  const price = await getInstantQuote(item);
  const d = item.dimensions;
  return {
    material: input.material,
    quantity: item.quantity,
    dimensions: pickDimensions(d),
    weightLbs: price.total_weight_lbs,
    weightPerPieceLbs: price.weight_per_piece_lbs,
    totalPrice: input.quote?.quotedTotal ?? price.material_cost,
    dfars: input.dfars,
    rohs: input.rohs,
    item,
    ...(input.quote ? { quoteLine: input.quote.line } : {}),
  };
}
