import { formatDollars } from "@/lib/format-figures";

/**
 * The first row of an order line as the customer reads it: its number (when the order has several
 * lines), its material, and its line total.
 */
export function OrderLineHead({
  position,
  material,
  total,
  materialTestId,
}: {
  /** 1-based; none for a one-line order */
  position: number | undefined;
  material: string;
  total: number;
  materialTestId?: string;
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4">
      <p className="font-medium" data-testid={materialTestId}>
        {position !== undefined ? (
          <span className="mr-2 text-muted-foreground tabular-nums">{position}.</span>
        ) : null}
        {material}
      </p>
      <p className="font-semibold tabular-nums">
        <span className="sr-only">Line total </span>
        {formatDollars(total)}
      </p>
    </div>
  );
}
