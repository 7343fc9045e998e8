import {
  type CartItem,
  cartItemSpec,
  dollarsToCents,
  formatCartItemMaterial,
  type InstantQuoteResponse,
} from "@ingot/domain";
import { type PurchaseData, type PurchaseLine, pickDimensions } from "./purchase-data";

/** One cart line's server price: the instant quote's reply, or none yet (pending or failed). */
export type CartLinePrice = InstantQuoteResponse | undefined;

export interface CartSubtotal {
  /** dollars: the sum of the priced lines' material cost (the server's line totals), to the cent */
  subtotal: number;
  /** how many lines have a price */
  priced: number;
  /** how many lines have no price yet */
  unpriced: number;
  /** every line is priced: the subtotal is the cart's */
  complete: boolean;
}

/**
 * The cart's running subtotal: the sum of the server's line totals, added in cents so it never
 * drifts ($0.10 + $0.20 is $0.30). A line without a price yet is counted, not guessed.
 */
export function cartSubtotal(prices: readonly CartLinePrice[]): CartSubtotal {
  let cents = 0;
  let priced = 0;
  for (const price of prices) {
    if (!price) continue;
    cents += dollarsToCents(price.material_cost);
    priced += 1;
  }
  const unpriced = prices.length - priced;
  return { subtotal: cents / 100, priced, unpriced, complete: prices.length > 0 && unpriced === 0 };
}

/** The server's unit price when its reply carries one (never divided in the browser). */
export function unitPriceOf(price: CartLinePrice): number | undefined {
  const unit = (price as { unit_price?: unknown } | undefined)?.unit_price;
  return typeof unit === "number" ? unit : undefined;
}

/**
 * A priced cart as the purchase hand-off (lib/purchase-data.ts): one line per cart item, in cart
 * order. Undefined while a line has no price (checkout needs every line's figures to show).
 */
export function cartPurchaseData(
  items: readonly CartItem[],
  prices: readonly CartLinePrice[],
  email: string,
): PurchaseData | undefined {
  if (items.length === 0 || !cartSubtotal(prices).complete) return undefined;
  const lines: PurchaseLine[] = items.map((item, index) => {
    const price = prices[index] as InstantQuoteResponse;
    return {
      material: formatCartItemMaterial(item),
      quantity: item.quantity,
      dimensions: pickDimensions(item.dimensions),
      weightLbs: price.total_weight_lbs,
      weightPerPieceLbs: price.weight_per_piece_lbs,
      totalPrice: price.material_cost,
      dfars: item.dfars,
      rohs: false,
      item: cartItemSpec(item),
    };
  });
  return { lines, email };
}
