import { centsToDollars, formatInvoiceNumber, formatOrderNumber } from "@ingot/domain";
import type { Database } from "../../db/client";
import type { orders } from "../../db/schema/index";
import { enqueueWebhookEvent } from "./webhook-events";

/**
 * `invoice.created` (issue #16): an on-account order's invoice is issued, when the order is placed
 * within the buyer's limit or when an owner approves it. Queued in that transaction, for the
 * endpoints of the buyer who placed the order.
 */
export async function enqueueInvoiceCreated(
  tx: Database,
  order: typeof orders.$inferSelect,
  orderPrefix: string,
): Promise<number> {
  return enqueueWebhookEvent(tx, {
    owner: { userId: order.userId, email: order.customerEmail },
    type: "invoice.created",
    data: {
      order_id: order.id,
      order_number: formatOrderNumber(order.id, orderPrefix),
      invoice_number: formatInvoiceNumber(order.id),
      po_number: order.customerOrderNumber,
      total: centsToDollars(order.totalCents),
      due_date: order.dueDate,
      company_id: order.companyId,
    },
  });
}
