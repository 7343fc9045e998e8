import { formatInvoiceNumber, formatOrderNumber, formatUsd } from "@ingot/domain";
import { eq } from "drizzle-orm";
import type { Config } from "../../config/env";
import type { Database } from "../../db/client";
import { type orders, user } from "../../db/schema/index";
import { orderMaterialText } from "../orders/order-lines";
import { enqueueEmail } from "../outbox/outbox.service";
import { notifyCustomer } from "./notify-customer";

/**
 * The emails of buying on account (issue #16): an owner is asked to approve an order above a
 * buyer's limit, and the buyer hears that it waits, then that it was approved or declined. Queued in the transaction
 * of the change they announce; each once per order (dedupe keys).
 */

type OrderRow = typeof orders.$inferSelect;
type CompanyEmailConfig = Pick<Config, "brandName" | "orderPrefix" | "publicUrl">;

async function summary(
  db: Database,
  order: OrderRow,
  config: CompanyEmailConfig,
): Promise<string[]> {
  return [
    `Order number: ${formatOrderNumber(order.id, config.orderPrefix)}`,
    `PO number: ${order.customerOrderNumber ?? "—"}`,
    `Placed by: ${order.customerName} (${order.customerEmail})`,
    `Material: ${await orderMaterialText(db, order)}`,
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
  const about = await summary(db, order, config);
  let queued = 0;
  for (const owner of owners) {
    const text = [
      `Hello ${owner.name},`,
      "",
      `${order.customerName} placed an order on your company's account above their order limit. It waits for an owner's approval before it is invoiced and goes into production.`,
      "",
      ...about,
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

const OUTCOME_SUBJECTS = {
  pending: "waits for approval",
  approved: "approved",
  declined: "declined",
} as const;

/**
 * To the member who placed the order (their account's email, else the one typed at checkout): it
 * waits for an owner's approval (placed above their limit), or an owner approved (it is invoiced)
 * or declined (it is cancelled) it.
 */
export async function queueApprovalOutcome(
  db: Database,
  order: OrderRow,
  outcome: keyof typeof OUTCOME_SUBJECTS,
  config: CompanyEmailConfig,
): Promise<boolean> {
  const [account] = order.userId
    ? await db.select({ email: user.email }).from(user).where(eq(user.id, order.userId))
    : [];
  const number = formatOrderNumber(order.id, config.orderPrefix);
  const lines = {
    pending: [
      `Your order ${number} is above your order limit, so it waits for an owner of your company to approve it. We will email you when it is approved or declined; nothing is invoiced until then.`,
    ],
    approved: [
      `Your order ${number} was approved. It is invoiced on your company's account (invoice ${formatInvoiceNumber(order.id)}, due ${order.dueDate ?? "—"}) and goes into production.`,
    ],
    declined: [`Your order ${number} was declined by your company's owner and has been cancelled.`],
  }[outcome];
  return notifyCustomer(db, {
    recipient: { userId: order.userId, email: account?.email ?? order.customerEmail },
    preference: "order_updates",
    subject: `${config.brandName}: order ${number} ${OUTCOME_SUBJECTS[outcome]}`,
    text: [
      `Hello ${order.customerName},`,
      "",
      ...lines,
      "",
      ...(await summary(db, order, config)),
    ].join("\n"),
    kind: outcome === "pending" ? "order-approval-pending" : `order-${outcome}`,
    dedupeKey: `order-approval:${order.id}:${outcome}`,
  });
}
