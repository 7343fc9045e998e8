import { LEAD_TIME_NOTE, MESSAGES, type TimelineEntry } from "@ingot/domain";
import { ArrowLeft, Check, Circle, Loader2, MapPin } from "lucide-react";
import { OnAccountDetails } from "@/components/order/on-account-details";
import { TaxExemptionHoldNotice } from "@/components/order/tax-exemption-hold-notice";
import { TestPaymentBadge } from "@/components/order/test-payment-badge";
import { ReplyShipPromise } from "@/components/ship-date/ship-promise";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TitledCard } from "@/components/ui/titled-card";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatDate, formatDay } from "@/lib/format-dates";
import { formatDollars, formatPounds } from "@/lib/format-figures";
import { usePortalOrder } from "../api/get-portal-order";
import { sectionHash } from "../hooks/use-portal-section";
import { useReorder } from "../hooks/use-reorder";
import { OrderActions } from "./order-actions";
import { OrderLines } from "./order-lines";
import { OrderStatusBadge } from "./orders-section";
import {
  Figure,
  SectionEmpty,
  SectionError,
  SectionHeader,
  SectionLoading,
} from "./section-states";

function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="flex flex-col" aria-label="Order progress" data-testid="order-timeline">
      {entries.map((entry, index) => {
        const last = index === entries.length - 1;
        return (
          <li
            key={entry.step}
            className="relative flex gap-4 pb-6 last:pb-0"
            aria-current={entry.state === "current" ? "step" : undefined}
            data-state={entry.state}
            data-step={entry.step}
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className={cn(
                  "absolute top-8 bottom-0 left-[15px] w-0.5",
                  entry.state === "done" ? "bg-success" : "bg-border",
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                "relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2",
                entry.state === "done" && "border-success bg-success text-background",
                entry.state === "current" && "border-info bg-info-soft text-info",
                entry.state === "upcoming" && "border-border bg-surface text-muted-foreground",
              )}
            >
              {entry.state === "done" ? (
                <Check className="size-4" />
              ) : entry.state === "current" ? (
                <Loader2 className="size-4 motion-safe:animate-spin" />
              ) : (
                <Circle className="size-3" />
              )}
            </span>
            <div className="min-w-0 pt-1">
              <p
                className={cn("font-medium", entry.state === "upcoming" && "text-muted-foreground")}
              >
                {entry.label}
                <span className="sr-only">
                  {entry.state === "done"
                    ? " (done)"
                    : entry.state === "current"
                      ? " (current)"
                      : " (to come)"}
                </span>
              </p>
              {entry.at ? (
                <p className="text-muted-foreground text-sm tabular-nums">
                  <time dateTime={entry.at}>{formatDate(entry.at)}</time>
                </p>
              ) : null}
              {entry.detail ? (
                <p className="mt-0.5 font-mono text-sm" data-testid="timeline-detail">
                  {entry.detail}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

const TIER_VARIANT = { fast: "fast", standard: "standard", extended: "extended" } as const;

/** Order tracking (the hidden section): timeline, lead time from the payment date, Reorder. */
export function OrderTrackingSection({ orderId, email }: { orderId: string; email: string }) {
  const order = usePortalOrder(orderId);
  const reorder = useReorder(email);
  const back = (
    <Button asChild size="sm" variant="ghost">
      <a href={sectionHash("orders")}>
        <ArrowLeft aria-hidden="true" /> Order History
      </a>
    </Button>
  );

  if (order.isPending) {
    return (
      <section aria-labelledby="portal-tracking">
        <SectionHeader id="portal-tracking" title="Order tracking" actions={back} />
        <SectionLoading rows={2} className="[&>div]:h-48" />
      </section>
    );
  }
  if (order.isError) {
    const missing = isApiError(order.error) && order.error.status === 404;
    return (
      <section aria-labelledby="portal-tracking">
        <SectionHeader id="portal-tracking" title="Order tracking" actions={back} />
        {missing ? (
          <SectionEmpty icon={<MapPin />} title="Order not found">
            This order is not on your account. Check Order History for your orders.
          </SectionEmpty>
        ) : (
          <SectionError
            message={MESSAGES.portal.ordersLoadFailed}
            onRetry={() => void order.refetch()}
          />
        )}
      </section>
    );
  }

  const o = order.data;
  return (
    <section aria-labelledby="portal-tracking">
      <SectionHeader
        id="portal-tracking"
        title={`Order ${o.order_number}`}
        description={
          <span className="tabular-nums">
            Placed <time dateTime={o.created_at}>{formatDate(o.created_at)}</time>
          </span>
        }
        actions={back}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader className="flex-row items-center justify-between gap-2">
            <CardTitle className="text-base">Progress</CardTitle>
            <div className="flex flex-wrap items-center justify-end gap-2">
              <TestPaymentBadge testPayment={o.test_payment} />
              <OrderStatusBadge status={o.order_status} />
            </div>
          </CardHeader>
          <CardContent>
            {o.order_status === "pending" ? (
              <p className="mb-4 text-muted-foreground text-sm">
                Payment has not been confirmed for this order yet.
              </p>
            ) : null}
            <div className="mb-4 empty:hidden">
              <TaxExemptionHoldNotice
                hold={o.tax_exemption_hold}
                uploadUrl={o.tax_exemption_upload_url}
              />
            </div>
            <Timeline entries={o.timeline} />
          </CardContent>
        </Card>
        <div className="flex flex-col gap-6">
          <TitledCard small title="Lead time" contentClassName="flex flex-col gap-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={TIER_VARIANT[o.lead_time.tier]}>{o.lead_time.label}</Badge>
              <span className="tabular-nums">{o.lead_time.days} business days</span>
            </div>
            {o.ship_by ? (
              <ReplyShipPromise dates={o} deliveryMethod={o.delivery_method} />
            ) : o.estimated_ready ? (
              <p data-testid="ready-window">
                Estimated ready{" "}
                <strong className="tabular-nums">
                  {formatDay(o.estimated_ready.earliest)} – {formatDay(o.estimated_ready.latest)}
                </strong>
              </p>
            ) : null}
            <p className="text-muted-foreground text-xs">{LEAD_TIME_NOTE}</p>
          </TitledCard>
          <TitledCard
            small
            title={o.items.length === 1 ? "Item" : `Items (${o.items.length} lines)`}
            contentClassName="flex flex-col gap-4"
          >
            <OrderLines items={o.items} />
            <dl className="grid grid-cols-2 gap-3 border-border border-t pt-4">
              {o.weight_lbs !== null ? (
                <Figure label="Total weight">{formatPounds(o.weight_lbs)}</Figure>
              ) : null}
              <Figure label="Total">{formatDollars(o.total_amount)}</Figure>
              <Figure label="Delivery" className="col-span-2">
                {o.delivery_method === "pickup"
                  ? "Pickup at our Detroit facility; we will contact you with pickup instructions."
                  : o.shipping_address
                    ? `${o.shipping_address.street}, ${o.shipping_address.city}, ${o.shipping_address.state} ${o.shipping_address.zip_code}`
                    : "Shipping"}
              </Figure>
              <Figure label="Payment">{o.payment_method}</Figure>
              <OnAccountDetails order={o} />
            </dl>
            <OrderActions
              onReorder={() => void reorder.reorder(o.id)}
              reordering={reorder.busy === o.id}
              certificateUrl={o.certificate_url}
            />
          </TitledCard>
        </div>
      </div>
    </section>
  );
}
