import { type CartItem, DIMENSION_LABELS, type DimensionKey, formatDimension } from "@ingot/domain";
import { PackageOpen, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { CartLinePrice } from "@/components/cart/cart-line-price";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { InlineCheckbox } from "@/components/ui/inline-checkbox";
import { Input } from "@/components/ui/input";
import { LineNumber } from "@/components/ui/line-number";
import { quickEditQuantity } from "../hooks/use-rfq-cart";

const SHOWN: readonly DimensionKey[] = ["length", "width", "height", "diameter", "wall"];

/** 'Length 48 in (4 ft)', 'Width 24"': a length in both units (decisions §16), the rest with inch marks (spec §9). */
function DimensionFigures({ dimensions }: { dimensions: CartItem["dimensions"] }) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm tabular-nums">
      {SHOWN.map((key) => {
        const value = dimensions[key];
        if (value === undefined) return null;
        return (
          <div key={key} className="flex gap-1.5" data-testid={`rfq-item-${key}`}>
            <dt className="text-muted-foreground">{DIMENSION_LABELS[key]}</dt>
            <dd className="font-medium">{formatDimension(key, value)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

function QuantityField({
  item,
  index,
  onChange,
}: {
  item: CartItem;
  index: number;
  onChange: (quantity: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState<string | undefined>();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-muted-foreground text-xs">
        Qty
      </label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={500}
        step={1}
        value={text ?? String(item.quantity)}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          if (text === undefined) return;
          onChange(quickEditQuantity(text));
          setText(undefined);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") e.currentTarget.blur();
        }}
        aria-label={`Quantity of item ${index + 1} (pieces)`}
        className="h-8 w-20 tabular-nums"
        data-testid="rfq-item-quantity"
      />
      <span className="text-muted-foreground text-xs">pcs</span>
    </div>
  );
}

export interface RfqItemsListProps {
  items: readonly CartItem[];
  onRemove: (id: string) => void;
  onUpdate: (id: string, patch: Partial<Pick<CartItem, "quantity" | "dfars">>) => void;
}

/** One line of the RFQ: what it is, its quantity and DFARS to edit, its price, and Remove. */
function RfqLine({
  item,
  index,
  onRemove,
  onUpdate,
}: Omit<RfqItemsListProps, "items"> & { item: CartItem; index: number }) {
  const form = item.productType === "Plate" ? "Plate" : `${item.shapeName} ${item.productType}`;
  return (
    <li className="rounded-lg border border-border bg-surface p-4" data-testid="rfq-item">
      <div className="flex items-start gap-3">
        <LineNumber>{index + 1}</LineNumber>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold">{item.material}</p>
            <Badge variant="outline">{form}</Badge>
            {item.materialSpec ? (
              <Badge variant="neutral" data-testid="rfq-item-spec">
                {item.materialSpec}
              </Badge>
            ) : null}
          </div>
          <div className="mt-2">
            <DimensionFigures dimensions={item.dimensions} />
          </div>
          {item.description ? (
            <p className="mt-2 break-words text-muted-foreground text-sm">{item.description}</p>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
            <QuantityField
              item={item}
              index={index}
              onChange={(quantity) => onUpdate(item.id, { quantity })}
            />
            <InlineCheckbox
              checked={item.dfars}
              onChange={(e) => onUpdate(item.id, { dfars: e.target.checked })}
            >
              DFARS
            </InlineCheckbox>
            <CartLinePrice item={item} className="ml-auto" />
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-1 size-9 text-muted-foreground hover:text-danger"
          onClick={() => onRemove(item.id)}
          aria-label={`Remove item ${index + 1}: ${item.material} ${form}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** The RFQ's lines with quick edit of quantity (min 1, a non-number becomes 1) and DFARS. */
export function RfqItemsList({ items, onRemove, onUpdate }: RfqItemsListProps) {
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-border border-dashed px-4 py-10 text-center">
        <PackageOpen className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No items in your RFQ yet</p>
        <p className="max-w-xs text-muted-foreground text-sm">
          Add items with the form, or paste rows from a spreadsheet.
        </p>
      </div>
    );
  }
  return (
    <ol className="flex flex-col gap-3" aria-label="RFQ items" data-testid="rfq-items">
      {items.map((item, index) => (
        <RfqLine key={item.id} item={item} index={index} onRemove={onRemove} onUpdate={onUpdate} />
      ))}
    </ol>
  );
}
