import { type CartItem, QUANTITY_MAX, QUANTITY_MIN } from "@ingot/domain";
import { useCallback, useEffect, useState } from "react";

/** The /rfq cart survives reloads and the trip to /auth and back (spec §2, decisions §11). */
export const RFQ_CART_STORAGE_KEY = "ingot-rfq-cart";

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === "string" &&
    typeof item.materialCode === "string" &&
    typeof item.material === "string" &&
    typeof item.quantity === "number" &&
    typeof item.dimensions === "object" &&
    item.dimensions !== null
  );
}

function load(): CartItem[] {
  try {
    const raw = window.localStorage.getItem(RFQ_CART_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

/** A typed quick-edit quantity: a non-number becomes 1, and it stays within 1–500 (spec §2, §5). */
export function quickEditQuantity(text: string): number {
  const value = Math.trunc(Number(text.trim()));
  if (text.trim() === "" || !Number.isFinite(value) || value < QUANTITY_MIN) return QUANTITY_MIN;
  return Math.min(value, QUANTITY_MAX);
}

export function useRfqCart() {
  const [items, setItems] = useState<CartItem[]>(load);

  useEffect(() => {
    try {
      if (items.length === 0) window.localStorage.removeItem(RFQ_CART_STORAGE_KEY);
      else window.localStorage.setItem(RFQ_CART_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // Storage full or blocked: the cart still works for this visit.
    }
  }, [items]);

  // Another tab changed the cart.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === RFQ_CART_STORAGE_KEY) setItems(load());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const add = useCallback((...added: CartItem[]) => setItems((prev) => [...prev, ...added]), []);
  const remove = useCallback(
    (id: string) => setItems((prev) => prev.filter((item) => item.id !== id)),
    [],
  );
  const update = useCallback(
    (id: string, patch: Partial<Pick<CartItem, "quantity" | "dfars">>) =>
      setItems((prev) => prev.map((item) => (item.id === id ? { ...item, ...patch } : item))),
    [],
  );
  const clear = useCallback(() => setItems([]), []);
  const totalPieces = items.reduce((sum, item) => sum + item.quantity, 0);

  return { items, add, remove, update, clear, totalPieces };
}
