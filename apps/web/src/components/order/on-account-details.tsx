import type { OrderDisplay } from "@ingot/domain";
import { FileText } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatIsoDay } from "@/lib/format-dates";

/** GET /v2/orders/{id}/invoice: an on-account order's invoice PDF (company members and admins). */
export const invoicePdfUrl = (orderId: string) =>
  `/v2/orders/${encodeURIComponent(orderId)}/invoice`;

/** What an order bought on account waits for, in words (issue #16). */
export const APPROVAL_TEXT = {
  not_needed: null,
  approved: "Approved",
  pending: "Waiting for approval by your company's owner",
  declined: "Declined by your company's owner",
} as const;

type OrderPayment = Pick<OrderDisplay, "id" | "payment_method" | "on_account" | "placed_by">;

/**
 * The `dt`/`dd` pairs of an order bought by a company (issue #16): who placed it and, on account,
 * the PO number, the approval, the due date and the invoice PDF. Nothing for a personal card order.
 * Placed in the caller's `<dl>`.
 */
export function OnAccountDetails({
  order,
  className,
}: {
  order: OrderPayment;
  /** Classes of each pair's wrapper. */
  className?: string;
}) {
  const account = order.on_account;
  const pair = cn("flex flex-col gap-0.5", className);
  return (
    <>
      {order.placed_by ? (
        <div className={pair}>
          <dt className="text-muted-foreground text-xs">Placed by</dt>
          <dd data-testid="order-placed-by">{order.placed_by}</dd>
        </div>
      ) : null}
      {account ? (
        <>
          <div className={pair}>
            <dt className="text-muted-foreground text-xs">PO number</dt>
            <dd className="font-mono" data-testid="order-po-number">
              {account.po_number}
            </dd>
          </div>
          {APPROVAL_TEXT[account.approval] ? (
            <div className={pair}>
              <dt className="text-muted-foreground text-xs">Approval</dt>
              <dd
                className={cn(account.approval === "declined" && "text-danger")}
                data-testid="order-approval"
              >
                {APPROVAL_TEXT[account.approval]}
              </dd>
            </div>
          ) : null}
          {account.invoice_number ? (
            <div className={pair}>
              <dt className="text-muted-foreground text-xs">Invoice</dt>
              <dd className="flex flex-wrap items-center gap-x-2 tabular-nums">
                <span
                  className={cn(account.invoice_status === "overdue" && "text-danger")}
                  data-testid="order-due-date"
                >
                  {account.invoice_status === "paid"
                    ? "Paid"
                    : `Due ${formatIsoDay(account.due_date)}${account.invoice_status === "overdue" ? " (Overdue)" : ""}`}
                </span>
                <a
                  href={invoicePdfUrl(order.id)}
                  className="inline-flex items-center gap-1 text-link underline-offset-2 hover:underline"
                  data-testid="order-invoice"
                >
                  <FileText className="size-3.5" aria-hidden="true" />
                  {account.invoice_number} (PDF)
                </a>
              </dd>
            </div>
          ) : null}
        </>
      ) : null}
    </>
  );
}
