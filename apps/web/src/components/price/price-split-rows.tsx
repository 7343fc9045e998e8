import { type PriceSplitDollars, priceSplitLines } from "@ingot/domain";
import { cn } from "@/lib/cn";

export interface PriceSplitRowsProps {
  /** None (an order placed before issue #22 stored its split): no rows. */
  split: PriceSplitDollars | null | undefined;
  className?: string;
}

/**
 * How a price splits (issue #22): base metal, metal surcharge, cut charges and the quantity
 * discount, as the server figured them; they add up to the material cost. Rows of a `<dl>`
 * (each a `div` with its `dt` and `dd`), so the live price and the checkout summary both hold them.
 */
export function PriceSplitRows({ split, className }: PriceSplitRowsProps) {
  if (!split) return null;
  return (
    <>
      {priceSplitLines(split).map((line) => (
        <div
          key={line.key}
          className={cn("flex items-baseline justify-between gap-4", className)}
          data-testid={`split-${line.key}`}
        >
          <dt className="text-muted-foreground">{line.label}</dt>
          <dd className="tabular-nums">{line.amount}</dd>
        </div>
      ))}
    </>
  );
}

/**
 * A quoted line's split as its own small list (issue #22: fixed the day it was quoted), or nothing
 * for a line not priced yet. The portal's quote cards and the /quotes detail both show it.
 */
export function QuotedSplit({ split }: { split: PriceSplitDollars | null }) {
  if (!split) return null;
  return (
    <dl
      className="mt-2 flex flex-col gap-1 border-border border-l-2 pl-3 text-xs sm:max-w-sm"
      data-testid="quoted-split"
    >
      <PriceSplitRows split={split} />
    </dl>
  );
}
