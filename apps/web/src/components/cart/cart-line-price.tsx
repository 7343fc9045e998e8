import { type CartItem, cartItemSpec, type InstantQuoteResponse } from "@ingot/domain";
import { Loader2 } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { useInstantQuote } from "@/api/instant-quote";
import { unitPriceOf } from "@/lib/cart-pricing";
import { cn } from "@/lib/cn";
import { formatDollars } from "@/lib/format-figures";

/**
 * A cart line's price, the server's (the instant quote the subtotal also adds): the unit price
 * when the reply carries one, the line total, or "Not priced yet" while it is asked for.
 */
export function CartLinePrice({ item, className }: { item: CartItem; className?: string }) {
  const spec = useMemo(() => cartItemSpec(item), [item]);
  const quote = useInstantQuote(spec);
  const data = quote.data;
  if (!data) {
    return (
      <p
        className={cn("flex items-center gap-2 text-muted-foreground text-sm", className)}
        data-testid="cart-item-price"
      >
        {quote.isError ? (
          "Price unavailable"
        ) : (
          <>
            <Loader2
              className="size-3.5 animate-spin motion-reduce:animate-none"
              aria-hidden="true"
            />
            Not priced yet
          </>
        )}
      </p>
    );
  }
  return (
    <PricedLine
      quote={data}
      updating={quote.isUpdating}
      className={cn("items-baseline", className)}
    />
  );
}

/**
 * A priced line on one row: its LineFigures, then `children` (more figures), dimmed while a newer
 * price is on its way (`updating`). `className` aligns the row.
 */
export function PricedLine({
  quote,
  updating,
  className,
  children,
}: {
  quote: InstantQuoteResponse;
  updating: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <p
      className={cn(
        "flex flex-wrap gap-x-3 text-sm tabular-nums transition-opacity",
        updating && "opacity-60",
        className,
      )}
      data-testid="cart-item-price"
    >
      <LineFigures quote={quote} />
      {children}
    </p>
  );
}

/** A priced line's unit price (when the reply carries one) and its line total. */
export function LineFigures({ quote }: { quote: InstantQuoteResponse }) {
  const unit = unitPriceOf(quote);
  return (
    <>
      {unit !== undefined ? (
        <span className="text-muted-foreground" data-testid="cart-item-unit-price">
          {formatDollars(unit)} / pc
        </span>
      ) : null}
      <span>
        <span className="sr-only">Line total </span>
        <span className="font-semibold" data-testid="cart-item-line-total">
          {formatDollars(quote.material_cost)}
        </span>
      </span>
    </>
  );
}
