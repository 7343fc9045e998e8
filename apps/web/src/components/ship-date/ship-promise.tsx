import {
  formatArrivesBy,
  formatOrderWithin,
  formatReadyForPickup,
  formatShipBy,
} from "@ingot/domain";
import { CalendarClock, PackageCheck, Truck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";

export interface ShipPromiseProps {
  /** The server's `ship_by` (YYYY-MM-DD in the facility's zone). */
  shipBy: string;
  /** The server's `order_within_minutes`: minutes to the noon cutoff when it answered, or null. */
  orderWithinMinutes?: number | null | undefined;
  /** When the server answered (ms since epoch; a query's `dataUpdatedAt`), to count down from. */
  receivedAt?: number | undefined;
  /** Ship: "Arrives by" when `arrivesBy` is known; pickup: "Ready for pickup". */
  deliveryMethod?: "ship" | "pickup" | undefined;
  arrivesBy?: string | null | undefined;
  /** Called once when the countdown reaches the cutoff: the date shown is then out of date. */
  onCutoffPassed?: (() => void) | undefined;
  /** One line (cart rows) instead of a small block. */
  compact?: boolean;
  className?: string;
}

/** Minutes left before the cutoff now, counting down from the server's answer (every 30 s). */
function useMinutesLeft(minutes: number | null | undefined, receivedAt: number | undefined) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (minutes === null || minutes === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [minutes]);
  if (minutes === null || minutes === undefined) return null;
  const elapsed = receivedAt === undefined ? 0 : Math.max(0, now - receivedAt);
  const left = Math.ceil(minutes - elapsed / 60_000);
  return Math.max(left, 0);
}

/**
 * What a price promises about its dates (issue #22), as the server decided them: "Ships by Thu,
 * Nov 26", before the noon cutoff "order within 2 h 14 min", then "Arrives by …" when shipping or
 * "Ready for pickup …" for pickup. The browser only counts the minutes down.
 */
export function ShipPromise({
  shipBy,
  orderWithinMinutes,
  receivedAt,
  deliveryMethod,
  arrivesBy,
  onCutoffPassed,
  compact = false,
  className,
}: ShipPromiseProps) {
  const left = useMinutesLeft(orderWithinMinutes, receivedAt);
  const told = useRef(false);
  useEffect(() => {
    if (left === 0 && !told.current) {
      told.current = true;
      onCutoffPassed?.();
    }
    if (left !== 0) told.current = false;
  }, [left, onCutoffPassed]);

  const pickup = deliveryMethod === "pickup";
  // A span, so a cart row's <p> may hold it.
  return (
    <span
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-1 text-sm",
        compact ? "text-xs" : "",
        className,
      )}
      data-testid="ship-promise"
    >
      {pickup ? (
        <span
          className="inline-flex items-center gap-1.5 font-medium"
          data-testid="ready-for-pickup"
        >
          <PackageCheck className="size-4 shrink-0 text-info" aria-hidden="true" />
          {formatReadyForPickup(shipBy)}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1.5 font-medium" data-testid="ship-by">
          <CalendarClock className="size-4 shrink-0 text-info" aria-hidden="true" />
          {formatShipBy(shipBy)}
        </span>
      )}
      {left !== null && left > 0 ? (
        <span className="text-muted-foreground tabular-nums" data-testid="order-within">
          {formatOrderWithin(left)}
        </span>
      ) : null}
      {!pickup && deliveryMethod === "ship" && arrivesBy ? (
        <span className="inline-flex items-center gap-1.5" data-testid="arrives-by">
          <Truck className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {formatArrivesBy(arrivesBy)}
        </span>
      ) : null}
    </span>
  );
}

/** The dates a reply (a price, an order) carries as the server decided them. */
export interface ShipDates {
  ship_by: string | null;
  arrives_by?: string | null | undefined;
  order_within_minutes?: number | null | undefined;
}

/** ShipPromise from a reply's own dates; nothing when the reply has no ship date. */
export function ReplyShipPromise({
  dates,
  ...props
}: Omit<ShipPromiseProps, "shipBy" | "arrivesBy" | "orderWithinMinutes"> & { dates: ShipDates }) {
  if (!dates.ship_by) return null;
  return (
    <ShipPromise
      shipBy={dates.ship_by}
      arrivesBy={dates.arrives_by}
      orderWithinMinutes={dates.order_within_minutes}
      {...props}
    />
  );
}
