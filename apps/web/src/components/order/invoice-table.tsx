import { INVOICE_STATUS_LABELS, type Invoice, type InvoiceStatus } from "@ingot/domain";
import { FileText } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { ScrollTable, ScrollTableHead, scrollTableTd } from "@/components/ui/scroll-table";
import { cn } from "@/lib/cn";
import { formatIsoDay } from "@/lib/format-dates";
import { formatDollars } from "@/lib/format-figures";
import { invoicePdfUrl } from "./on-account-details";

/**
 * A company's invoices (issue #16), as its members see them in the portal's statement and a
 * supplier admin in the Companies tab: one row per on-account order, overdue rows in red with the
 * word "Overdue" (never colour alone), the invoice PDF, and the admin's action per row.
 */

const STATUS_VARIANT = {
  open: "standard",
  overdue: "danger",
  paid: "success",
} as const satisfies Record<InvoiceStatus, string>;

/** An invoice's status: its word always, its colour as well (never colour alone). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} data-testid="invoice-status">
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}

const td = scrollTableTd;

/** The statement's invoices as a table that scrolls sideways on a phone; overdue rows in red. */
export function InvoiceTable({
  invoices,
  caption,
  action,
}: {
  invoices: readonly Invoice[];
  caption: string;
  /** An extra last cell per invoice (the admin's Record payment). */
  action?: (invoice: Invoice) => ReactNode;
}) {
  return (
    <ScrollTable caption={caption} minWidth="56rem" className="tabular-nums">
      <ScrollTableHead
        columns={[
          "Invoice",
          "PO",
          "Order",
          "Issued",
          "Due",
          "Total",
          "Paid",
          "Balance",
          "Status",
          "PDF",
        ]}
        actions={Boolean(action)}
      />
      <tbody>
        {invoices.map((invoice) => {
          const overdue = invoice.status === "overdue";
          return (
            <tr
              key={invoice.order_id}
              className={cn("last:[&>td]:border-b-0", overdue && "text-danger")}
              data-testid="invoice-row"
              data-status={invoice.status}
            >
              <td className={cn(td, "whitespace-nowrap font-mono")}>{invoice.invoice_number}</td>
              <td className={cn(td, "max-w-48 break-words")}>{invoice.po_number}</td>
              <td className={cn(td, "whitespace-nowrap font-mono")}>{invoice.order_number}</td>
              <td className={cn(td, "whitespace-nowrap")}>{formatIsoDay(invoice.issued_on)}</td>
              <td className={cn(td, "whitespace-nowrap", overdue && "font-semibold")}>
                {formatIsoDay(invoice.due_date)}
              </td>
              <td className={cn(td, "text-right")}>{formatDollars(invoice.total)}</td>
              <td className={cn(td, "text-right")}>{formatDollars(invoice.paid)}</td>
              <td className={cn(td, "text-right font-medium")} data-testid="invoice-balance">
                {formatDollars(invoice.balance)}
              </td>
              <td className={td}>
                <InvoiceStatusBadge status={invoice.status} />
              </td>
              <td className={td}>
                <a
                  href={invoicePdfUrl(invoice.order_id)}
                  className="inline-flex items-center gap-1 text-link underline-offset-2 hover:underline"
                  aria-label={`Invoice ${invoice.invoice_number} (PDF)`}
                >
                  <FileText className="size-3.5" aria-hidden="true" /> PDF
                </a>
              </td>
              {action ? <td className={td}>{action(invoice)}</td> : null}
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
