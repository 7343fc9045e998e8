import { describeCutPlan, type OrderDisplay } from "@ingot/domain";
import { OrderLineHead } from "@/components/order/order-line-head";
import { formatDollars } from "@/lib/format-figures";
import { formatOrderDimensions } from "../lib/format";

/**
 * Every line of an order (issue #15), for order history and tracking: material, dimensions,
 * quantity, unit price and line total, as the server stored them.
 */
export function OrderLines({ items }: { items: OrderDisplay["items"] }) {
  if (items.length === 0) return null;
  return (
    <ol className="flex flex-col divide-y divide-border text-sm" aria-label="Order lines">
      {items.map((line, index) => (
        <li
          key={line.id}
          className="flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0"
          data-testid="order-line"
        >
          <OrderLineHead
            position={items.length > 1 ? index + 1 : undefined}
            material={line.material}
            total={line.total_price}
            materialTestId="order-material"
          />
          {line.cut_plan ? (
            // "Full lengths, cut by us" (issue #17): whole bars, cut to the stored plan.
            <p className="text-muted-foreground tabular-nums" data-testid="order-cut-plan">
              {describeCutPlan(line.cut_plan)}
            </p>
          ) : (
            <p className="text-muted-foreground tabular-nums">
              {formatOrderDimensions(line.specifications)} ·{" "}
              <span data-testid="order-quantity">{line.quantity} pcs</span> ×{" "}
              {formatDollars(line.unit_price)} / pc
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
