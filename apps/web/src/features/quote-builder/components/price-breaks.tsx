import { dollarsToCents, nextBreakHint, type PriceBreakRowReply } from "@ingot/domain";
import { TrendingDown } from "lucide-react";
import { type ColumnHead, ColumnHeads } from "@/components/ui/column-heads";
import { cn } from "@/lib/cn";
import { formatDollars } from "@/lib/format-figures";

export interface PriceBreaksProps {
  /** The server's breaks for this item, each with its unit price; the current row marked. */
  rows: readonly PriceBreakRowReply[];
  /** The quantity priced, for the next-break hint. */
  quantity: number;
  className?: string;
}

/** A break's pieces, its discount on the metal, and the unit price at it. */
const COLUMNS: readonly ColumnHead[] = [
  ["Pieces", "py-1 text-left font-normal"],
  ["Off the metal", "py-1 text-right font-normal"],
  ["Each", "py-1 text-right font-normal"],
];

/**
 * The quantity breaks of one item (issue #22): pieces, discount on the metal and the unit price at
 * each, the buyer's row marked, and a hint toward the next break ("Order 10 and pay $41.20 each
 * (save 5%)"). Every figure is the server's.
 */
export function PriceBreaks({ rows, quantity, className }: PriceBreaksProps) {
  if (rows.length === 0) return null;
  const hint = nextBreakHint(
    rows.map((row) => ({
      minQuantity: row.min_quantity,
      discountPercent: row.discount_percent,
      unitPriceCents: dollarsToCents(row.unit_price),
    })),
    quantity,
  );
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <table className="w-full text-sm tabular-nums" data-testid="price-breaks">
        <caption className="mb-1 text-left text-muted-foreground text-xs uppercase tracking-wider">
          Quantity breaks
        </caption>
        <ColumnHeads className="text-muted-foreground text-xs" columns={COLUMNS} />
        <tbody>
          {rows.map((row, index) => {
            const next = rows[index + 1];
            const pieces = next
              ? next.min_quantity - 1 === row.min_quantity
                ? `${row.min_quantity}`
                : `${row.min_quantity}–${next.min_quantity - 1}`
              : `${row.min_quantity}+`;
            return (
              <tr
                key={row.min_quantity}
                aria-current={row.current ? "true" : undefined}
                data-current={row.current ? "true" : undefined}
                className={cn(
                  "border-border border-t",
                  row.current &&
                    "bg-surface font-semibold text-foreground shadow-[inset_3px_0_0_var(--primary)]",
                )}
              >
                <th
                  scope="row"
                  className={cn(
                    "py-1 pl-2 text-left",
                    row.current ? "font-semibold" : "font-normal",
                  )}
                >
                  {pieces}
                  {row.current ? <span className="sr-only"> (your quantity)</span> : null}
                </th>
                <td className="py-1 text-right">{row.discount_percent}%</td>
                <td className="py-1 pr-2 text-right">{formatDollars(row.unit_price)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {hint ? (
        <p className="flex items-center gap-1.5 text-sm" data-testid="break-hint">
          <TrendingDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {hint}
        </p>
      ) : null}
    </div>
  );
}
