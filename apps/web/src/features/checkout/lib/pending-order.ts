import type { CheckoutPricingResponse } from "@ingot/domain";
import { hasFields } from "@/lib/has-fields";

/**
 * `localStorage["pendingOrderData"]` (spec §7): the order as the buyer saw it, plus its id and the
 * payment session, written just before the redirect to the payment page and removed once /success
 * has the server's confirmation.
 */
export const PENDING_ORDER_KEY = "pendingOrderData";

export interface PendingOrder {
  orderId: string;
  sessionId: string;
  /** every line as the buyer saw it (issue #15) */
  lines: {
    material: string;
    quantity: number;
    dimensions: {
      length?: number;
      width?: number;
      height?: number;
      diameter?: number;
      wall?: number;
    };
    weightLbs: number;
  }[];
  /** the order's total weight, lb */
  weightLbs: number;
  dfars: boolean;
  rohs: boolean;
  deliveryMethod: "ship" | "pickup";
  taxExempt: boolean;
  customer: {
    name: string;
    company: string;
    email: string;
    phone?: string | undefined;
    orderNumber?: string | undefined;
  };
  address?: { street: string; city: string; state: string; zip_code: string; country: "US" };
  pricing: CheckoutPricingResponse | undefined;
  savedAt: string;
}

export type StoredPendingOrder =
  | { state: "none" }
  | { state: "unreadable" }
  | { state: "ok"; order: PendingOrder };

export function savePendingOrder(order: PendingOrder): void {
  try {
    localStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(order));
  } catch {
    // Storage full or disabled: /success still confirms the payment through the session id in
    // its URL, and shows 'Order Not Found' (spec §2); the confirmation email has the order.
  }
}

export function readPendingOrder(): StoredPendingOrder {
  let raw: string | null;
  try {
    raw = localStorage.getItem(PENDING_ORDER_KEY);
  } catch {
    return { state: "none" };
  }
  if (raw === null) return { state: "none" };
  try {
    const parsed: unknown = JSON.parse(raw);
    return hasFields(parsed, { string: ["orderId", "sessionId"] })
      ? { state: "ok", order: parsed as PendingOrder }
      : { state: "unreadable" };
  } catch {
    return { state: "unreadable" };
  }
}

/**
 * Once the server has confirmed the payment, the stored order keeps only its ids: /success shows
 * the order from the server's reply, so a reload still finds it (spec §2: with nothing stored it
 * would be 'Order Not Found'), while the buyer's name, address and prices leave this browser's
 * storage.
 */
export function keepOnlyOrderIds(order: { orderId: string; sessionId: string }): void {
  try {
    localStorage.setItem(
      PENDING_ORDER_KEY,
      JSON.stringify({ orderId: order.orderId, sessionId: order.sessionId }),
    );
  } catch {
    // nothing to do
  }
}
