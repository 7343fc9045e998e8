import { type ConfirmedOrder, describeCutPlan, formatDimensions, MESSAGES } from "@ingot/domain";
import {
  AlertTriangle,
  CheckCircle2,
  Clock,
  History,
  Home,
  Loader2,
  RotateCw,
  UserPlus,
} from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { Link } from "react-router";
import { OnAccountDetails } from "@/components/order/on-account-details";
import { OrderLineHead } from "@/components/order/order-line-head";
import { TaxExemptionHoldNotice } from "@/components/order/tax-exemption-hold-notice";
import { TestPaymentBadge } from "@/components/order/test-payment-badge";
import { PriceSplitRows } from "@/components/price/price-split-rows";
import { LeadTimeBadge } from "@/components/ship-date/lead-time-badge";
import { ReplyShipPromise } from "@/components/ship-date/ship-promise";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TitledCard } from "@/components/ui/titled-card";
import { brand } from "@/config/brand";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api-client";
import { formatDollars } from "@/lib/format-figures";
import { useQuoteSession } from "@/lib/quote-session";
import { toast } from "@/lib/toast";
import { useConfirmCheckout } from "../api/confirm-checkout";
import { keepOnlyOrderIds, readPendingOrder } from "../lib/pending-order";

/**
 * Return Home and View Order History; a guest, whose order no sign-in page would show, is offered
 * an account with the order's email instead (issue #18).
 */
function Actions({ email }: { email?: string | undefined }) {
  const session = useQuoteSession();
  const guest = !session.pending && !session.signedIn;
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <ButtonLink to={paths.home} size="lg" icon={Home}>
        Return Home
      </ButtonLink>
      {guest ? (
        <Button asChild size="lg" variant="outline">
          <Link
            to={`${paths.auth}?mode=signup${email ? `&email=${encodeURIComponent(email)}` : ""}`}
            data-testid="create-account-offer"
          >
            <UserPlus aria-hidden="true" />
            {email
              ? `Create an account with ${email} to track it`
              : "Create an account to track it"}
          </Link>
        </Button>
      ) : (
        <ButtonLink to={paths.quotes} size="lg" variant="outline" icon={History}>
          View Order History
        </ButtonLink>
      )}
    </div>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">{children}</div>;
}

/** A paid or unpaid order whose details cannot be shown in full: its heading, its test badge, then what to do. */
function OrderNotice({
  testId,
  icon,
  title,
  testPayment,
  children,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  testPayment: ConfirmedOrder["test_payment"];
  children: ReactNode;
}) {
  return (
    <Centered>
      <Card data-testid={testId}>
        <CardContent className="flex flex-col gap-3">
          <h2 className="flex items-center gap-2 font-semibold text-xl">
            {icon}
            {title}
          </h2>
          <div className="empty:hidden">
            <TestPaymentBadge testPayment={testPayment} />
          </div>
          {children}
        </CardContent>
      </Card>
    </Centered>
  );
}

function OrderNotFound() {
  return (
    <Centered>
      <Card data-testid="order-not-found">
        <CardContent className="flex flex-col gap-3">
          <h2 className="font-semibold text-xl">{MESSAGES.success.orderNotFound}</h2>
          <p className="text-muted-foreground text-sm">
            We could not find the details of your order on this device. If you completed a payment,
            please contact support at{" "}
            <a
              className="text-link underline-offset-4 hover:underline"
              href={`mailto:${brand.salesEmail}`}
            >
              {brand.salesEmail}
            </a>{" "}
            with your payment receipt and we will sort it out.
          </p>
          <Actions />
        </CardContent>
      </Card>
    </Centered>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right tabular-nums">{children}</dd>
    </div>
  );
}

type OrderLine = ConfirmedOrder["items"][number];

/**
 * Every dimension the line has: the length in inches and feet (decisions §16), the rest with inch
 * marks (diameter and wall too once the reply carries them).
 */
function dimensionsText(line: OrderLine): string {
  const s = line.specifications as Record<string, unknown> | null;
  if (!s) return "—";
  const inches = (key: string) => (typeof s[key] === "number" ? (s[key] as number) : undefined);
  return (
    formatDimensions({
      length: inches("length_inches"),
      width: inches("width_inches"),
      height: inches("height_inches"),
      diameter: inches("diameter_inches"),
      wall: inches("wall_inches"),
    }) || "—"
  );
}

/** The order's lines (issue #15): material, dimensions, quantity, unit price and line total. */
function OrderLines({ order }: { order: ConfirmedOrder }) {
  return (
    <TitledCard title={order.items.length === 1 ? "Item" : `Items (${order.items.length} lines)`}>
      <ol className="flex flex-col divide-y divide-border text-sm" data-testid="success-lines">
        {order.items.map((line, index) => (
          <li
            key={line.id}
            className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0"
            data-testid="success-line"
          >
            <OrderLineHead
              position={order.items.length > 1 ? index + 1 : undefined}
              material={line.material}
              total={line.total_price}
            />
            {line.cut_plan ? (
              <p className="text-muted-foreground tabular-nums" data-testid="success-cut-plan">
                {describeCutPlan(line.cut_plan)}
              </p>
            ) : (
              <p className="text-muted-foreground tabular-nums">
                {dimensionsText(line)} · {line.quantity} pcs × {formatDollars(line.unit_price)}
              </p>
            )}
          </li>
        ))}
      </ol>
    </TitledCard>
  );
}

function OrderDetails({ order }: { order: ConfirmedOrder }) {
  const a = order.shipping_address;
  return (
    <>
      <TitledCard title="Order summary">
        <dl className="flex flex-col gap-2 text-sm">
          <Row label="Order number">
            <span className="font-mono font-semibold" data-testid="order-number">
              {order.order_number}
            </span>
          </Row>
          {order.items.length > 1 ? <Row label="Lines">{order.items.length}</Row> : null}
          <Row label="DFARS">{order.dfars_required ? "Required" : "Not required"}</Row>
          <Row label="Amount paid">
            <span className="font-semibold" data-testid="amount-paid">
              {formatDollars(order.total_amount)}
            </span>
          </Row>
          {order.on_account || order.placed_by ? (
            <>
              <Row label="Payment">{order.payment_method}</Row>
              <OnAccountDetails
                order={order}
                className="flex-row items-baseline justify-between gap-4 [&>dt]:text-sm"
              />
            </>
          ) : null}
        </dl>
      </TitledCard>
      <OrderLines order={order} />
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <TitledCard title="Customer" contentClassName="flex flex-col gap-1 text-sm">
          <p className="font-medium">{order.customer.name}</p>
          <p>{order.customer.company}</p>
          <p className="break-all">{order.customer.email}</p>
          {order.customer.phone ? <p>{order.customer.phone}</p> : null}
          {order.customer.order_number ? (
            <p className="text-muted-foreground">PO {order.customer.order_number}</p>
          ) : null}
        </TitledCard>
        <Card>
          <CardHeader>
            <CardTitle>
              {order.delivery_method === "pickup" ? "Pickup" : "Shipping address"}
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-1 text-sm" data-testid="shipping-address">
            {order.delivery_method === "pickup" || !a ? (
              <p>Pickup at our facility. We will contact you with pickup instructions.</p>
            ) : (
              <>
                <p>{a.street}</p>
                <p>
                  {a.city}, {a.state} {a.zip_code}
                </p>
                <p>{a.country}</p>
              </>
            )}
          </CardContent>
        </Card>
      </div>
      <TitledCard title="Cost breakdown">
        <dl className="flex flex-col gap-2 text-sm" data-testid="cost-breakdown">
          <Row label={order.items.length > 1 ? "Subtotal" : "Material cost"}>
            {formatDollars(order.amount_breakdown.material)}
          </Row>
          {/* Issue #22: the split stored with the order, as the pricing summary showed it. */}
          <PriceSplitRows
            split={order.price_split}
            className="border-border border-l-2 pl-3 text-xs"
          />
          <Row
            label={
              order.tax_exemption_hold === "awaiting_certificate"
                ? "Sales tax (exemption pending)"
                : order.tax_exemption
                  ? "Sales tax (exempt)"
                  : "Sales tax"
            }
          >
            {formatDollars(order.amount_breakdown.tax)}
          </Row>
          <Row label="Shipping">{formatDollars(order.amount_breakdown.shipping)}</Row>
          <div className="border-border border-t" />
          <Row label="Total">
            <span className="font-semibold">{formatDollars(order.amount_breakdown.total)}</span>
          </Row>
        </dl>
      </TitledCard>
      <Card>
        <CardContent className="flex items-start gap-3 text-sm">
          <Clock className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              Estimated lead time
              <LeadTimeBadge leadTime={order.lead_time} />
            </p>
            <ReplyShipPromise dates={order} deliveryMethod={order.delivery_method} />
            <p className="text-muted-foreground">
              Production begins within 24 hours of payment confirmation; the lead time starts then.
            </p>
          </div>
        </CardContent>
      </Card>
    </>
  );
}

/**
 * /success (spec §2, §4, §8; decisions §6): asks the server to confirm the payment session with the
 * provider, then shows the order this browser stored before paying ('Order Not Found' without
 * one). Loading it again changes nothing on the server.
 */
export function SuccessScreen({ sessionIdFromUrl }: { sessionIdFromUrl: string | undefined }) {
  const stored = useMemo(() => readPendingOrder(), []);
  const sessionId =
    sessionIdFromUrl ?? (stored.state === "ok" ? stored.order.sessionId : undefined);
  const confirm = useConfirmCheckout(sessionId);
  const announced = useRef(false);

  const paid = confirm.data?.paid === true;
  const paidOrderId = confirm.data?.order.id;
  useEffect(() => {
    if (!paid || announced.current) return;
    announced.current = true;
    if (stored.state === "none") return;
    if (stored.state === "unreadable") {
      toast.error(MESSAGES.success.paymentConfirmedTitle, {
        description: MESSAGES.success.orderDetailsIssue,
      });
    } else {
      toast.success(MESSAGES.success.paymentConfirmedToastTitle, {
        description: MESSAGES.success.paymentConfirmedToastDetail,
      });
    }
    if (paidOrderId && sessionId) keepOnlyOrderIds({ orderId: paidOrderId, sessionId });
  }, [paid, paidOrderId, sessionId, stored.state]);

  if (!sessionId) return <OrderNotFound />;
  // Spec §2: /success shows what this browser stored before it left for the payment page; with
  // nothing stored (another browser, storage off) it is 'Order Not Found'. The server still
  // confirms the session above (decisions §6): payment never depends on this storage.
  if (stored.state === "none") return <OrderNotFound />;

  if (confirm.isPending) {
    return (
      <Centered>
        <p className="flex items-center gap-3 text-muted-foreground" role="status">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" /> Confirming your payment…
        </p>
      </Centered>
    );
  }

  if (confirm.isError) {
    if (isApiError(confirm.error) && confirm.error.status === 404) return <OrderNotFound />;
    return (
      <Centered>
        <Card>
          <CardContent className="flex flex-col gap-3" role="alert">
            <p className="flex items-center gap-2 font-medium">
              <AlertTriangle className="size-5 text-warning" aria-hidden="true" />
              We could not confirm your payment just now.
            </p>
            <p className="text-muted-foreground text-sm">
              {confirm.error instanceof Error ? confirm.error.message : ""} Nothing is lost: your
              order is saved. Please try again in a moment.
            </p>
            <Button variant="outline" className="self-start" onClick={() => void confirm.refetch()}>
              <RotateCw aria-hidden="true" /> Try again
            </Button>
          </CardContent>
        </Card>
      </Centered>
    );
  }

  const { order } = confirm.data;
  if (!paid) {
    return (
      <OrderNotice
        testId="payment-not-completed"
        icon={<AlertTriangle className="size-5 text-warning" aria-hidden="true" />}
        title="Payment not completed"
        testPayment={order.test_payment}
      >
        <p className="text-muted-foreground text-sm">
          We have not received payment for order{" "}
          <span className="font-mono">{order.order_number}</span>, so nothing was charged. The order
          is saved and waits for payment.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.purchaseSummary} size="lg">
            Back to order summary
          </ButtonLink>
          <ButtonLink to={paths.home} size="lg" variant="outline">
            Return Home
          </ButtonLink>
        </div>
      </OrderNotice>
    );
  }

  if (stored.state === "unreadable") {
    return (
      <OrderNotice
        testId="payment-confirmed-issue"
        icon={<CheckCircle2 className="size-6 text-success" aria-hidden="true" />}
        title={MESSAGES.success.paymentConfirmedTitle}
        testPayment={order.test_payment}
      >
        <p className="text-muted-foreground text-sm">{MESSAGES.success.orderDetailsIssue}</p>
        <p className="text-sm">
          Order number <span className="font-mono font-semibold">{order.order_number}</span>
        </p>
        <Actions email={order.customer.email} />
      </OrderNotice>
    );
  }

  return (
    <Centered>
      <div
        className="flex flex-col items-center gap-2 text-center"
        data-testid="payment-successful"
      >
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <h2 className="font-semibold text-2xl">{MESSAGES.success.paymentSuccessful}</h2>
        <TestPaymentBadge testPayment={order.test_payment} />
        <p className="text-muted-foreground">
          A confirmation is on its way to {order.customer.email}.
        </p>
      </div>
      <TaxExemptionHoldNotice
        hold={order.tax_exemption_hold}
        uploadUrl={order.tax_exemption_upload_url}
      />
      <OrderDetails order={order} />
      <Actions email={order.customer.email} />
    </Centered>
  );
}
