import { describeCutPlan, type OrderDisplay } from "@ingot/domain";
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
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <p className="font-medium" data-testid="order-material">
              {items.length > 1 ? (
                <span className="mr-2 text-muted-foreground tabular-nums">{index + 1}.</span>
              ) : null}
              {line.material}
            </p>
            <p className="font-semibold tabular-nums">
              <span className="sr-only">Line total </span>
              {formatDollars(line.total_price)}
            </p>
          </div>
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
