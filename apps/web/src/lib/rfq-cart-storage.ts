import type { CartItem } from "@ingot/domain";
import { hasFields } from "./has-fields";

/**
 * Where the /rfq cart lives (`features/quote-requests` `use-rfq-cart.ts`): localStorage, so it
 * survives reloads and the trip to /auth. Shared here so another screen (the cut-list planner) can
 * add lines without importing the feature.
 */
export const RFQ_CART_STORAGE_KEY = "ingot-rfq-cart";

function isCartItem(value: unknown): value is CartItem {
  return hasFields(value, {
    string: ["id", "materialCode", "material"],
    number: ["quantity"],
    object: ["dimensions"],
  });
}

export function loadRfqCart(): CartItem[] {
  try {
    const raw = window.localStorage.getItem(RFQ_CART_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

/** Stores the cart; false when storage is full or blocked. */
export function saveRfqCart(items: readonly CartItem[]): boolean {
  try {
    if (items.length === 0) window.localStorage.removeItem(RFQ_CART_STORAGE_KEY);
    else window.localStorage.setItem(RFQ_CART_STORAGE_KEY, JSON.stringify(items));
    return true;
  } catch {
    return false;
  }
}

/** Adds lines to the stored cart (another screen's "Add to RFQ"); false when it could not. */
export function appendToRfqCart(items: readonly CartItem[]): boolean {
  return saveRfqCart([...loadRfqCart(), ...items]);
}
