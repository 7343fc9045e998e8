import { type CartItem, cartItemSpec } from "@ingot/domain";
import { AlertTriangle, Loader2, RotateCw, ShoppingCart } from "lucide-react";
import { useMemo } from "react";
import { useCartPrices } from "@/api/instant-quote";
import { Button } from "@/components/ui/button";
import { cartPurchaseData, cartSubtotal } from "@/lib/cart-pricing";
import { cn } from "@/lib/cn";
import { formatDollars } from "@/lib/format-figures";
import { PURCHASE_LINES_MAX, TOO_MANY_LINES_NOTE, usePurchaseHandOff } from "@/lib/purchase-data";

/**
 * Under a cart (landing quote form, /rfq-demo, /rfq): the running subtotal of the server's line
 * prices, and "Check out" that sends the whole cart to /purchase-summary as one order (issue #15).
 * Tax and shipping come at checkout.
 */
export function CartCheckout({
  items,
  email,
  className,
}: {
  items: readonly CartItem[];
  email?: string | undefined;
  className?: string;
}) {
  const specs = useMemo(() => items.map(cartItemSpec), [items]);
  const { prices, failed, retry } = useCartPrices(specs);
  const handOff = usePurchaseHandOff();
  const total = cartSubtotal(prices);
  const tooMany = items.length > PURCHASE_LINES_MAX;
  if (items.length === 0) return null;

  const checkout = () => {
    const data = cartPurchaseData(items, prices, email ?? "");
    if (data) handOff(data);
  };

  return (
    <div
      className={cn(
        "flex flex-col gap-3 rounded-md border border-border bg-muted/40 p-3 sm:flex-row sm:items-center sm:justify-between",
        className,
      )}
      data-testid="cart-checkout"
    >
      <div className="flex flex-col gap-0.5 text-sm">
        <p className="flex items-baseline gap-2">
          <span className="text-muted-foreground">
            Subtotal ({items.length} {items.length === 1 ? "line" : "lines"})
          </span>
          <span className="font-semibold text-base tabular-nums" data-testid="cart-subtotal">
            {total.priced > 0 ? formatDollars(total.subtotal) : "—"}
          </span>
        </p>
        <p className="text-muted-foreground text-xs" aria-live="polite">
          {failed ? (
            <span className="inline-flex items-center gap-1 text-danger">
              <AlertTriangle className="size-3.5" aria-hidden="true" /> A line could not be priced.
            </span>
          ) : total.unpriced > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Loader2
                className="size-3.5 animate-spin motion-reduce:animate-none"
                aria-hidden="true"
              />
              {total.unpriced} {total.unpriced === 1 ? "line is" : "lines are"} not priced yet
            </span>
          ) : tooMany ? (
            TOO_MANY_LINES_NOTE
          ) : (
            "Material cost. Tax and shipping at checkout."
          )}
        </p>
      </div>
      {failed ? (
        <Button variant="outline" size="sm" onClick={retry}>
          <RotateCw aria-hidden="true" /> Try again
        </Button>
      ) : (
        <Button
          onClick={checkout}
          blocked={!total.complete || tooMany}
          data-testid="cart-checkout-button"
        >
          <ShoppingCart aria-hidden="true" /> Check out {items.length === 1 ? "item" : "cart"}
        </Button>
      )}
    </div>
  );
}
