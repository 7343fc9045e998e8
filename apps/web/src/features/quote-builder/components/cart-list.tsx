import {
  type CartItem,
  cartItemSpec,
  formatCartItemMaterial,
  formatDimensions,
} from "@ingot/domain";
import { PackageOpen, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LivePrice } from "./live-price-part";

/** The items in the quote so far, each with its live price. */
export function CartList({
  items,
  onRemove,
}: {
  items: readonly CartItem[];
  onRemove?: (id: string) => void;
}) {
  if (items.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-md border border-border border-dashed p-4 text-muted-foreground text-sm">
        <PackageOpen className="size-4" aria-hidden="true" />
        No items yet. Choose a material and enter its dimensions.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="Items in this quote" data-testid="cart-list">
      {items.map((item, index) => (
        <CartRow key={item.id} item={item} number={index + 1} onRemove={onRemove} />
      ))}
    </ul>
  );
}

/** One item of the quote: its number, what it is, its live price and (when removable) Remove. */
function CartRow({
  item,
  number,
  onRemove,
}: {
  item: CartItem;
  number: number;
  onRemove: ((id: string) => void) | undefined;
}) {
  return (
    <li
      className="flex items-start gap-3 rounded-md border border-border bg-surface p-3"
      data-testid="cart-item"
    >
      <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs tabular-nums">
        {number}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-sm">{formatCartItemMaterial(item)}</p>
        <p className="mt-0.5 text-muted-foreground text-sm tabular-nums">
          {formatDimensions(item.dimensions)} · {item.quantity} pcs
        </p>
        <div className="mt-1.5 flex flex-wrap items-center gap-2">
          {item.dfars ? <Badge variant="neutral">DFARS</Badge> : null}
          <LivePrice spec={cartItemSpec(item)} compact />
        </div>
        {item.description ? (
          <p className="mt-1 break-words text-muted-foreground text-xs">{item.description}</p>
        ) : null}
      </div>
      {onRemove ? (
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          onClick={() => onRemove(item.id)}
          aria-label={`Remove item ${number}: ${formatCartItemMaterial(item)}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}
