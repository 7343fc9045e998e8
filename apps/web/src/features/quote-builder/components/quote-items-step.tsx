import type { CartItem } from "@ingot/domain";
import { CartList } from "./cart-list";
import { ItemEntry } from "./item-entry";

export interface QuoteItemsStepProps {
  items: readonly CartItem[];
  onAdd: (item: CartItem) => void;
  onRemove: (id: string) => void;
  email?: string;
}

/** The items step of the quote forms: the cart so far, then the entry for the next item. */
export function QuoteItemsStep({ items, onAdd, onRemove, email }: QuoteItemsStepProps) {
  return (
    <div className="flex flex-col gap-5">
      {items.length > 0 ? (
        <section aria-label="Cart">
          <h3 className="mb-2 font-medium text-sm">
            In this quote{" "}
            <span className="text-muted-foreground tabular-nums">({items.length})</span>
          </h3>
          <CartList items={items} onRemove={onRemove} />
        </section>
      ) : null}
      <section aria-label="Add an item">
        <ItemEntry onAdd={onAdd} {...(email ? { email } : {})} />
      </section>
    </div>
  );
}
