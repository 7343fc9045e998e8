import { type CartItem, QUANTITY_MAX, QUANTITY_MIN } from "@ingot/domain";
import { useCallback, useEffect, useState } from "react";
import { loadRfqCart as load, RFQ_CART_STORAGE_KEY, saveRfqCart } from "@/lib/rfq-cart-storage";

/** A typed quick-edit quantity: a non-number becomes 1, and it stays within 1–500 (spec §2, §5). */
export function quickEditQuantity(text: string): number {
  const value = Math.trunc(Number(text.trim()));
  if (text.trim() === "" || !Number.isFinite(value) || value < QUANTITY_MIN) return QUANTITY_MIN;
  return Math.min(value, QUANTITY_MAX);
}

/** The /rfq cart; it survives reloads and the trip to /auth and back (spec §2, decisions §11). */
export function useRfqCart() {
  const [items, setItems] = useState<CartItem[]>(load);

  useEffect(() => {
    // Storage full or blocked: the cart still works for this visit.
    saveRfqCart(items);
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
