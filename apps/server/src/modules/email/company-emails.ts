import { formatInvoiceNumber, formatOrderNumber, formatUsd } from "@ingot/domain";
import { eq } from "drizzle-orm";
import type { Config } from "../../config/env";
import type { Database } from "../../db/client";
import { type orders, user } from "../../db/schema/index";
import { enqueueEmail } from "../outbox/outbox.service";
import { notifyCustomer } from "./notify-customer";

/**
 * The emails of buying on account (issue #16): an owner is asked to approve an order above a
 * buyer's limit, and the buyer hears when it is approved or declined. Queued in the transaction
 * of the change they announce; each once per order (dedupe keys).
 */

type OrderRow = typeof orders.$inferSelect;
type CompanyEmailConfig = Pick<Config, "brandName" | "orderPrefix" | "publicUrl">;

function summary(order: OrderRow, config: CompanyEmailConfig): string[] {
  return [
    `Order number: ${formatOrderNumber(order.id, config.orderPrefix)}`,
    `PO number: ${order.customerOrderNumber ?? "—"}`,
    `Placed by: ${order.customerName} (${order.customerEmail})`,
    `Material: ${order.material}, ${order.quantity} pcs`,
    `Total: ${formatUsd(order.totalCents)}`,
  ];
}

/** To each owner: an order above the buyer's limit waits for their approval. */
export async function queueApprovalRequests(
  db: Database,
  order: OrderRow,
  owners: readonly { email: string; name: string }[],
  config: CompanyEmailConfig,
): Promise<number> {
  const number = formatOrderNumber(order.id, config.orderPrefix);
  let queued = 0;
  for (const owner of owners) {
    const text = [
      `Hello ${owner.name},`,
      "",
      `${order.customerName} placed an order on your company's account above their order limit. It waits for an owner's approval before it is invoiced and goes into production.`,
      "",
      ...summary(order, config),
      "",
      `Approve or decline it in your portal's Company section: ${config.publicUrl}/portal`,
    ].join("\n");
    const sent = await enqueueEmail(db, {
      to: owner.email,
      subject: `${config.brandName}: order ${number} waits for your approval`,
      text,
      kind: "order-approval-request",
      dedupeKey: `order-approval-request:${order.id}:${owner.email.toLowerCase()}`,
    });
    if (sent) queued += 1;
  }
  return queued;
}

/**
 * To the member who placed the order (their account's email, else the one typed at checkout): an
 * owner approved (it is invoiced) or declined (it is cancelled) it.
 */
export async function queueApprovalOutcome(
  db: Database,
  order: OrderRow,
  outcome: "approved" | "declined",
  config: CompanyEmailConfig,
): Promise<boolean> {
  const [account] = order.userId
    ? await db.select({ email: user.email }).from(user).where(eq(user.id, order.userId))
    : [];
  const number = formatOrderNumber(order.id, config.orderPrefix);
  const lines =
    outcome === "approved"
      ? [
          `Your order ${number} was approved. It is invoiced on your company's account (invoice ${formatInvoiceNumber(order.id)}, due ${order.dueDate ?? "—"}) and goes into production.`,
        ]
      : [`Your order ${number} was declined by your company's owner and has been cancelled.`];
  return notifyCustomer(db, {
    recipient: { userId: order.userId, email: account?.email ?? order.customerEmail },
    preference: "order_updates",
    subject: `${config.brandName}: order ${number} ${outcome}`,
    text: [`Hello ${order.customerName},`, "", ...lines, "", ...summary(order, config)].join("\n"),
    kind: `order-${outcome}`,
    dedupeKey: `order-approval:${order.id}:${outcome}`,
  });
}
