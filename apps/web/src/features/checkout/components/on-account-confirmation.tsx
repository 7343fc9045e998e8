import type { OnAccountOrder } from "@ingot/domain";
import { CheckCircle2, Clock } from "lucide-react";
import { useEffect, useRef } from "react";
import { ButtonLink } from "@/components/ui/button-link";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { formatIsoDay } from "@/lib/format-dates";
import { formatDollars } from "@/lib/format-figures";

/** What an order placed on account says about itself (issue #16). */
export function onAccountStatusText(order: Pick<OnAccountOrder, "payment_status" | "due_date">) {
  return order.payment_status === "invoiced"
    ? `Invoiced — due ${formatIsoDay(order.due_date)}`
    : "Waiting for approval by your company's owner";
}

/**
 * The confirmation of an order placed on account, in place of the checkout form: its number, and
 * invoiced with its due date or waiting for an owner's approval. Focus moves to its heading.
 */
export function OnAccountConfirmation({
  order,
  poNumber,
}: {
  order: OnAccountOrder;
  poNumber: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const invoiced = order.payment_status === "invoiced";
  return (
    <Card className="mx-auto w-full max-w-xl" data-testid="on-account-confirmation">
      <CardContent className="flex flex-col items-center gap-4 py-8 text-center">
        {invoiced ? (
          <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        ) : (
          <Clock className="size-12 text-warning" aria-hidden="true" />
        )}
        <h2 ref={heading} tabIndex={-1} className="font-semibold text-2xl outline-none">
          {invoiced ? "Order placed on account" : "Order sent for approval"}
        </h2>
        <dl className="grid w-full max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left text-sm">
          <dt className="text-muted-foreground">Order number</dt>
          <dd className="font-mono font-semibold" data-testid="order-number">
            {order.order_number}
          </dd>
          <dt className="text-muted-foreground">PO number</dt>
          <dd className="font-mono">{poNumber}</dd>
          <dt className="text-muted-foreground">Total</dt>
          <dd className="tabular-nums">{formatDollars(order.total_cost)}</dd>
          <dt className="text-muted-foreground">Status</dt>
          <dd data-testid="on-account-status">{onAccountStatusText(order)}</dd>
        </dl>
        <p className="text-muted-foreground text-sm">
          {invoiced
            ? "It goes into production now; the invoice is in your company's statement."
            : "It is above your order limit: your company's owners are emailed and approve or decline it in the portal."}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <ButtonLink to={`${paths.profile}#company`}>Company orders</ButtonLink>
          <ButtonLink to={paths.home} variant="outline">
            Return Home
          </ButtonLink>
        </div>
      </CardContent>
    </Card>
  );
}
