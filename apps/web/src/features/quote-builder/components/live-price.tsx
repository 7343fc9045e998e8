import type { ItemSpecInput } from "@ingot/domain";
import { AlertTriangle, Loader2, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { useInstantQuote } from "@/api/instant-quote";
import { PricedLine } from "@/components/cart/cart-line-price";
import { PriceSplitRows } from "@/components/price/price-split-rows";
import { ShipPromise } from "@/components/ship-date/ship-promise";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatDollars, formatPounds } from "@/lib/format-figures";
import { PriceBreaks } from "./price-breaks";

export interface LivePriceProps {
  /** A valid item spec, or undefined while the item is incomplete. */
  spec: ItemSpecInput | undefined;
  /** Shown under the figures when priced (e.g. Buy now). */
  actions?: (price: {
    materialCost: number;
    weightPerPiece: number;
    totalWeight: number;
    updating: boolean;
  }) => ReactNode;
  /** One line (cart rows) instead of the panel. */
  compact?: boolean;
  className?: string;
}

/**
 * The server's instant price of an item (decisions §4: the browser never prices), asked for once
 * typing pauses: material cost and unit price, how it splits (base metal, surcharge, cut charges,
 * quantity discount), the item's quantity breaks with a hint toward the next, weights and the
 * lead-time band (issue #22).
 */
export function LivePrice({ spec, actions, compact = false, className }: LivePriceProps) {
  const quote = useInstantQuote(spec);

  if (!spec) {
    if (compact) return null;
    return (
      <div
        className={cn(
          "rounded-md border border-border border-dashed p-4 text-muted-foreground text-sm",
          className,
        )}
      >
        Enter valid dimensions and a quantity to see an instant price.
      </div>
    );
  }

  if (quote.isError && !quote.data) {
    return (
      <div
        role="alert"
        className={cn(
          "flex flex-wrap items-center gap-3 rounded-md border border-danger/40 p-3 text-sm",
          className,
        )}
      >
        <AlertTriangle className="size-4 shrink-0 text-danger" aria-hidden="true" />
        <span className="flex-1">Price unavailable: {quote.error.message}</span>
        <Button variant="outline" size="sm" onClick={() => void quote.refetch()}>
          <RotateCw aria-hidden="true" /> Try Again
        </Button>
      </div>
    );
  }

  const data = quote.data;
  if (!data) {
    if (compact) {
      return (
        <p
          className="flex items-center gap-2 text-muted-foreground text-sm"
          data-testid="cart-item-price"
        >
          <Loader2
            className="size-3.5 animate-spin motion-reduce:animate-none"
            aria-hidden="true"
          />
          Not priced yet
        </p>
      );
    }
    return <PriceCardSkeleton withActions={Boolean(actions)} className={className} />;
  }

  const tier = data.lead_time.tier;
  const leadTime = (
    <Badge variant={tier} data-testid="lead-time">
      {data.lead_time.label} · <span className="tabular-nums">{data.lead_time.days} days</span>
    </Badge>
  );

  if (compact) {
    return (
      <PricedLine
        quote={data}
        updating={quote.isUpdating}
        className={cn("items-center gap-y-1", className)}
      >
        <span className="text-muted-foreground">{formatPounds(data.total_weight_lbs)}</span>
        {leadTime}
        {data.ship_by ? (
          <ShipPromise compact shipBy={data.ship_by} className="w-full sm:w-auto" />
        ) : null}
      </PricedLine>
    );
  }

  return (
    <section
      aria-label="Instant price"
      aria-busy={quote.isUpdating}
      className={cn("rounded-md border border-border bg-muted/40 p-4", className)}
      data-testid="live-price"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-muted-foreground text-xs uppercase tracking-wider">Material cost</p>
          <p
            className={cn(
              "mt-1 font-semibold text-2xl tabular-nums transition-opacity",
              quote.isUpdating && "opacity-60",
            )}
            data-testid="material-cost"
            aria-live="polite"
          >
            {formatDollars(data.material_cost)}
          </p>
          <p
            className={cn(
              "text-sm tabular-nums transition-opacity",
              quote.isUpdating && "opacity-60",
            )}
            data-testid="unit-price"
          >
            {formatDollars(data.unit_price)} <span className="text-muted-foreground">each</span>
          </p>
        </div>
        {quote.isUpdating ? (
          <span className="flex items-center gap-1 text-muted-foreground text-xs">
            <Loader2 className="size-3.5 animate-spin" aria-hidden="true" /> Updating
          </span>
        ) : null}
      </div>
      <dl
        className={cn(
          "mt-3 flex flex-col gap-1 border-border border-t pt-3 text-sm transition-opacity",
          quote.isUpdating && "opacity-60",
        )}
        aria-label="Price breakdown"
        data-testid="price-split"
      >
        <PriceSplitRows split={data} />
      </dl>
      <PriceBreaks
        rows={data.price_breaks}
        quantity={Number(spec.quantity)}
        className={cn("mt-3 transition-opacity", quote.isUpdating && "opacity-60")}
      />
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <Weight
          label="Weight per piece"
          lbs={data.weight_per_piece_lbs}
          testId="weight-per-piece"
        />
        <Weight label="Total weight" lbs={data.total_weight_lbs} testId="total-weight" />
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="text-muted-foreground text-xs">Lead time</span>
        {leadTime}
      </div>
      {data.ship_by ? (
        <ShipPromise
          className="mt-2"
          shipBy={data.ship_by}
          orderWithinMinutes={data.order_within_minutes}
          receivedAt={quote.dataUpdatedAt}
          onCutoffPassed={() => void quote.refetch()}
        />
      ) : null}
      <p className="mt-2 text-muted-foreground text-xs">
        Breaks take off the metal, not the cut charges. Tax and shipping at checkout.
      </p>
      {actions ? (
        <div className="mt-3">
          {actions({
            materialCost: data.material_cost,
            weightPerPiece: data.weight_per_piece_lbs,
            totalWeight: data.total_weight_lbs,
            updating: quote.isUpdating,
          })}
        </div>
      ) : null}
    </section>
  );
}

function Weight({ label, lbs, testId }: { label: string; lbs: number; testId: string }) {
  return (
    <div>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {formatPounds(lbs)}
      </dd>
    </div>
  );
}

/**
 * One placeholder line: a bar inside a paragraph of the card's own text size (`className`), so the
 * line is as tall as the text it stands for; `widths` gives one bar, or two spread apart.
 */
function Line({ className, widths }: { className: string; widths: readonly string[] }) {
  return (
    <p className={cn("flex min-h-[1lh] items-center justify-between", className)}>
      {widths.map((width) => (
        <Skeleton key={width} className={cn("h-[0.8em]", width)} />
      ))}
    </p>
  );
}

/** The quantity-break table's placeholder rows (the priced card shows five breaks). */
const PENDING_BREAK_ROWS = ["w-10", "w-12", "w-14", "w-16", "w-11"];

/**
 * The card's first price, still on its way: the same rows as the priced card (split, breaks,
 * weights, lead time, ship date), each as tall as its text, so the price arriving does not push the
 * Add button down under the pointer of a buyer about to click it.
 */
function PriceCardSkeleton({
  withActions,
  className,
}: {
  withActions: boolean;
  className?: string;
}) {
  return (
    <div
      role="status"
      aria-busy="true"
      className={cn("rounded-md border border-border p-4", className)}
      data-testid="live-price-pending"
    >
      <span className="sr-only">Calculating price…</span>
      <Line className="text-xs" widths={["w-24"]} />
      <Line className="mt-1 text-2xl" widths={["w-36"]} />
      <Line className="text-sm" widths={["w-20"]} />
      <div className="mt-3 flex flex-col gap-1 border-border border-t pt-3 text-sm">
        {["w-24", "w-40", "w-28"].map((width) => (
          <Line key={width} className="" widths={[width, "w-16"]} />
        ))}
      </div>
      <div className="mt-3 flex flex-col gap-2">
        <div className="flex flex-col">
          <Line className="mb-1 text-xs" widths={["w-28"]} />
          <div className="py-1">
            <Line className="text-xs" widths={["w-full"]} />
          </div>
          {PENDING_BREAK_ROWS.map((width) => (
            <div key={width} className="border-border border-t py-1">
              <Line className="text-sm" widths={[width]} />
            </div>
          ))}
        </div>
        <div>
          <Line className="text-sm" widths={["w-56"]} />
          {/* On a phone the hint and the footnote below take two lines. */}
          <Line className="text-sm sm:hidden" widths={["w-24"]} />
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {["weight-per-piece", "total-weight"].map((key) => (
          <div key={key}>
            <Line className="text-xs" widths={["w-24"]} />
            <Line className="text-sm" widths={["w-16"]} />
          </div>
        ))}
      </div>
      <Line className="mt-3 min-h-[22px] text-sm" widths={["w-48"]} />
      <Line className="mt-2 text-sm" widths={["w-32"]} />
      <div className="mt-2">
        <Line className="text-xs" widths={["w-64 max-w-full"]} />
        <Line className="text-xs sm:hidden" widths={["w-40"]} />
      </div>
      {withActions ? <Skeleton className="mt-3 h-8 w-24" /> : null}
    </div>
  );
}
