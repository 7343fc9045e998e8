import {
  type ItemSpecInput,
  itemSpecSchema,
  type PortalOrder,
  type QuoteLineRef,
} from "@ingot/domain";
import { getInstantQuote } from "@/api/instant-quote";
import type { PurchaseData } from "@/lib/purchase-data";

/**
 * Reorder / buy a quoted line: weigh and price the same item (POST /v2/pricing/quote, the server's
 * price at today's rate; a quoted line keeps its quoted total and reference) and build the purchase data the quote builder's Buy now hands to
 * /purchase-summary (lib/purchase-data.ts). Throws when the item no longer passes the catalog rules.
 */
export async function buildPurchaseData(input: {
  item: unknown;
  material: string;
  dfars: boolean;
  rohs: boolean;
  email: string;
  /** An accepted quote line: checkout charges its quoted price; `quotedTotal` is shown meanwhile. */
  quote?: { line: QuoteLineRef; quotedTotal: number };
}): Promise<PurchaseData> {
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
    dimensions: {
      ...(d.length !== undefined ? { length: d.length } : {}),
      ...(d.width !== undefined ? { width: d.width } : {}),
      ...(d.height !== undefined ? { height: d.height } : {}),
    },
    weightLbs: price.total_weight_lbs,
    weightPerPieceLbs: price.weight_per_piece_lbs,
    totalPrice: input.quote?.quotedTotal ?? price.material_cost,
    dfars: input.dfars,
    rohs: input.rohs,
    email: input.email,
    item,
    ...(input.quote ? { quoteLine: input.quote.line } : {}),
  };
}

export function purchaseDataForOrder(order: PortalOrder, email: string) {
  return buildPurchaseData({
    item: order.item_spec,
    material: order.items[0]?.material ?? order.item_spec.material,
    dfars: order.dfars_required,
    rohs: order.rohs_required,
    email,
  });
}
