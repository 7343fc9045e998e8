import { type CartItem, formatCartItemMaterial } from "@ingot/domain";
import { Scissors } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { CartCheckout } from "@/components/cart/cart-checkout";
import { paths } from "@/config/paths";
import { toast } from "@/lib/toast";
import { CartList } from "./cart-list";
import { ItemEntry } from "./item-entry";

export interface QuoteItemsStepProps {
  items: readonly CartItem[];
  onAdd: (item: CartItem) => void;
  onRemove: (id: string) => void;
  email?: string;
}

/**
 * The items step of the quote forms: the cart so far, then the entry for the next item. A line
 * just added is confirmed by a toast and brought into view (issue #18): the cart sits above the
 * entry, so on a phone it is usually off-screen.
 */
export function QuoteItemsStep({ items, onAdd, onRemove, email }: QuoteItemsStepProps) {
  const cartRef = useRef<HTMLElement>(null);
  const count = useRef(items.length);
  useEffect(() => {
    const added = items.length > count.current;
    count.current = items.length;
    const item = items.at(-1);
    if (!added || !item) return;
    toast.success("Added to your quote", {
      description: `${formatCartItemMaterial(item)} · ${item.quantity} pcs. Line ${items.length} of your quote.`,
    });
    const rows = cartRef.current?.querySelectorAll<HTMLElement>('[data-testid="cart-item"]');
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    rows?.[rows.length - 1]?.scrollIntoView({
      block: "nearest",
      behavior: reduce ? "auto" : "smooth",
    });
  }, [items]);

  return (
    <div className="flex flex-col gap-5">
      {items.length > 0 ? (
        <section aria-label="Cart" ref={cartRef}>
          <h3 className="mb-2 font-medium text-sm">
            In this quote{" "}
            <span className="text-muted-foreground tabular-nums">({items.length})</span>
          </h3>
          <CartList items={items} onRemove={onRemove} />
          <CartCheckout items={items} email={email} className="mt-3" />
        </section>
      ) : null}
      <section aria-label="Add an item">
        <ItemEntry onAdd={onAdd} {...(email ? { email } : {})} />
      </section>
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <Scissors className="size-4 shrink-0" aria-hidden="true" />
        <span>
          Many pieces of bar or tube?{" "}
          <Link to={paths.cutList} className="text-link underline-offset-4 hover:underline">
            Plan the cuts from full lengths
          </Link>
        </span>
      </p>
    </div>
  );
}
