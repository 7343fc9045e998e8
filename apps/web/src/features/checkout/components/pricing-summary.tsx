import type {
  CheckoutPricingResponse,
  PricedOrderLineReply,
  TaxExemptionDecision,
} from "@ingot/domain";
import { AlertTriangle, Landmark, Lock, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { PriceSplitRows } from "@/components/price/price-split-rows";
import { LeadTimeBadge } from "@/components/ship-date/lead-time-badge";
import { ReplyShipPromise } from "@/components/ship-date/ship-promise";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatDollars } from "@/lib/format-figures";

export interface PricingSummaryProps {
  /** The server's figures, with its decision on the tax-exempt claim (issue #21). */
  pricing:
    | (CheckoutPricingResponse & {
        tax_exemption?: TaxExemptionDecision;
        /** each line's figures and split, in order (issue #15, #22) */
        lines?: readonly PricedOrderLineReply[];
      })
    | undefined;
  /** How each line is named on this screen ("6061-T651 - Plate"), in the lines' order. */
  lineLabels?: readonly string[];
  /** The instant quote's material cost (also the server's), shown until checkout prices arrive. */
  quotedMaterialCost: number;
  /** Buying an accepted quote line: the material cost is its quoted price, labelled so. */
  quotedLine?: boolean;
  updating: boolean;
  error: string | undefined;
  onRetry: () => void;
  /** When the server priced it (the query's `dataUpdatedAt`): the cutoff counts down from there. */
  pricedAt?: number;
  deliveryMethod: "ship" | "pickup";
  /** Shipping with no address priced yet: tax and shipping are estimates, and say so. */
  estimate: boolean;
  /** How many lines the order has (the material row reads "Subtotal (3 lines)"). */
  lineCount: number;
  taxExempt: boolean;
  submitting: boolean;
  onProceed: () => void;
  /** Paying on account (issue #16): the button places the order instead of going to payment. */
  onAccount?: boolean;
  /** Why this buyer cannot order at all (a company viewer): shown instead of the button. */
  blockedMessage?: string | undefined;
  /** The server's refusal of the order (over the credit), next to the button. */
  actionError?: string | undefined;
}

function Row({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div
      className={cn(
        "flex items-baseline justify-between gap-4",
        strong && "font-semibold text-base",
      )}
    >
      <dt className={strong ? undefined : "text-muted-foreground"}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Issue #22: an order of several lines splits each line too (its base metal, surcharge, cut
 * charges and discount, a quoted line as quoted), so every figure of the summed split can be
 * traced to its line. A `dt`/`dd` pair of the summary's list, the line's split a list in the `dd`.
 */
function LineSplits({
  lines,
  labels,
}: {
  lines: readonly PricedOrderLineReply[];
  labels: readonly string[] | undefined;
}) {
  return (
    <>
      {lines.map((line, index) => (
        <div
          key={line.position}
          className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 gap-y-1 border-border border-l-2 pl-3 text-xs"
          data-testid="line-split"
        >
          <dt className="font-medium">
            {line.position}. {labels?.[index] ?? line.material} × {line.quantity} pcs
          </dt>
          <dd className="tabular-nums" data-testid="line-split-total">
            {formatDollars(line.line_total)}
          </dd>
          <dd className="col-span-2">
            <dl className="flex flex-col gap-0.5">
              <PriceSplitRows split={line} />
            </dl>
          </dd>
        </div>
      ))}
    </>
  );
}

/**
 * The tax row names the server's decision once it is known: exempt (a certificate on file), or
 * held (claimed without one: no tax now, the order waits for a certificate). A pickup is taxed at
 * the facility's state (decisions §13: the sale is sourced where the buyer takes the goods), and
 * says so; a shipment without an address yet is an estimate.
 */
export function taxLabel({
  pricing,
  taxExempt,
  estimate,
  deliveryMethod,
}: Pick<PricingSummaryProps, "pricing" | "taxExempt" | "estimate" | "deliveryMethod">): string {
  const decision = pricing?.tax_exemption;
  if (decision === "exempt") return "Sales tax (exempt)";
  if (decision === "held") return "Sales tax (exemption pending)";
  if (decision === undefined && taxExempt) return "Sales tax (exempt)";
  if (deliveryMethod === "pickup") return "Sales tax (pickup: Michigan rate)";
  return estimate ? "Sales tax (estimate)" : "Sales tax";
}

/** The button that ends the checkout: on account, or on to the payment page. */
const PROCEED = {
  onAccount: {
    testId: "place-on-account",
    icon: Landmark,
    label: "Place order on account",
    pending: "Placing order...",
  },
  card: {
    testId: "proceed-to-payment",
    icon: Lock,
    label: "Proceed to Payment",
    pending: "Redirecting to payment...",
  },
};

/**
 * Spec §2 Pricing Summary: the server's material cost (and its base metal, surcharge, cut charges
 * and quantity discount, issue #22; for several lines, each line's too), sales tax, shipping and total (recomputed
 * when the delivery method, the exemption or the address changes), the delivery method choice,
 * the lead-time estimate and Proceed to Payment.
 */
export function PricingSummary(props: PricingSummaryProps) {
  const { pricing, updating, error, deliveryMethod } = props;
  const proceed = props.onAccount ? PROCEED.onAccount : PROCEED.card;
  const figure = (dollars: number | undefined) =>
    dollars === undefined ? <Skeleton className="h-4 w-16" /> : formatDollars(dollars);

  return (
    <Card data-testid="pricing-summary" aria-busy={updating}>
      <CardHeader>
        <CardTitle>Pricing Summary</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {error && !pricing ? (
          <div
            role="alert"
            className="flex flex-col gap-2 rounded-md bg-danger-soft p-3 text-danger text-sm"
          >
            <span className="flex items-center gap-2">
              <AlertTriangle className="size-4" aria-hidden="true" /> {error}
            </span>
            <Button variant="outline" size="sm" onClick={props.onRetry} className="self-start">
              <RotateCw aria-hidden="true" /> Try again
            </Button>
          </div>
        ) : (
          <dl
            className={cn(
              "flex flex-col gap-2 text-sm transition-opacity",
              updating && "opacity-60",
            )}
          >
            <Row
              label={
                props.lineCount > 1
                  ? `Subtotal (${props.lineCount} lines)`
                  : props.quotedLine
                    ? "Quoted price"
                    : "Material cost"
              }
              value={figure(pricing?.material_cost ?? props.quotedMaterialCost)}
            />
            {pricing ? (
              // Issue #22: what the material cost is made of (a quoted line: as quoted).
              <PriceSplitRows split={pricing} className="border-border border-l-2 pl-3 text-xs" />
            ) : null}
            {pricing?.lines && pricing.lines.length > 1 ? (
              <LineSplits lines={pricing.lines} labels={props.lineLabels} />
            ) : null}
            <Row label={taxLabel(props)} value={figure(pricing?.tax_amount)} />
            <Row
              label={
                deliveryMethod === "pickup"
                  ? "Shipping (pickup)"
                  : props.estimate
                    ? "Shipping (estimate)"
                    : pricing?.distance_miles !== undefined
                      ? `Shipping (${Math.round(pricing.distance_miles).toLocaleString("en-US")} mi)`
                      : "Shipping"
              }
              value={figure(pricing?.shipping_cost)}
            />
            <div className="my-1 border-border border-t" />
            <Row
              strong
              label={props.estimate ? "Estimated total" : "Total"}
              value={figure(pricing?.total_cost)}
            />
          </dl>
        )}
        {pricing?.tax_exemption === "held" ? (
          <p className="text-muted-foreground text-xs" data-testid="exemption-held-note">
            No sales tax is charged now. Your order waits for your tax-exemption certificate before
            it goes into production: your confirmation email has the link to upload it.
          </p>
        ) : null}
        {props.estimate && !error ? (
          <p className="text-muted-foreground text-xs" data-testid="estimate-note">
            Tax and shipping are estimates until you enter the shipping address.
          </p>
        ) : null}
        <p className="sr-only" aria-live="polite">
          {updating
            ? "Updating prices"
            : pricing
              ? `Total ${formatDollars(pricing.total_cost)}`
              : ""}
        </p>

        {pricing ? (
          <div className="flex flex-col gap-1 rounded-md bg-muted px-3 py-2 text-sm">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium">Estimated lead time</span>
              <LeadTimeBadge leadTime={pricing.lead_time} />
            </span>
            <ReplyShipPromise
              // No address priced yet: no arrival date to promise, only the ship date.
              dates={props.estimate ? { ...pricing, arrives_by: null } : pricing}
              receivedAt={props.pricedAt}
              deliveryMethod={deliveryMethod}
              onCutoffPassed={props.onRetry}
            />
            <span className="text-muted-foreground text-xs">
              Production begins within 24 hours of payment confirmation.
            </span>
          </div>
        ) : null}

        {props.actionError ? (
          <p
            role="alert"
            className="rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-danger text-sm"
            data-testid="checkout-action-error"
          >
            {props.actionError}
          </p>
        ) : null}
        {props.blockedMessage ? (
          <p
            className="rounded-md border border-border bg-muted px-3 py-2 text-sm"
            data-testid="checkout-blocked"
          >
            {props.blockedMessage}
          </p>
        ) : (
          <Button
            size="lg"
            className="w-full"
            onClick={props.onProceed}
            pending={props.submitting}
            data-testid={proceed.testId}
          >
            {props.submitting ? null : <proceed.icon aria-hidden="true" />}
            {props.submitting ? proceed.pending : proceed.label}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
