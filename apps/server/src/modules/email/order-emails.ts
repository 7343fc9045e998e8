import {
  centsToDollars,
  describeCutPlan,
  describeCutPlanBars,
  formatInvoiceNumber,
  formatOrderNumber,
  formatUsd,
  getLeadTime,
  MESSAGES,
  mayFulfil,
  orderPromiseLabels,
  PICKUP_HOURS,
  PICKUP_INSTRUCTIONS,
  priceSplitLines,
  TAX_EXEMPTION_HOLD_LABELS,
} from "@ingot/domain";
import { eq } from "drizzle-orm";
import type { Config } from "../../config/env";
import type { Database } from "../../db/client";
import { type OrderLineRow, orders } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { loadLinesOf } from "../orders/order-lines";
import { isTestPayment, orderPriceSplit } from "../orders/order-view";
import { enqueueEmail } from "../outbox/outbox.service";
import { hashUploadToken, uploadTokenOf, uploadUrlOf } from "../tax-exemption-hold/upload-token";

type OrderRow = typeof orders.$inferSelect;

export interface OrderEmailOptions {
  skipConfirmation?: boolean;
  skipAlert?: boolean;
}

/** What the order emails need of the config. */
type OrderEmailConfig = Pick<
  Config,
  "brandName" | "orderPrefix" | "email" | "facility" | "publicUrl" | "authSecret"
>;

export interface OrderEmailsQueued {
  confirmation_queued: boolean;
  alert_queued: boolean;
}

/** Dedupe keys: one confirmation and one alert per order, however often this runs. */
export const orderEmailKey = (kind: "order-confirmation" | "order-alert", orderId: string) =>
  `${kind}:${orderId}`;

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

function dimensionsLine(order: OrderRow): string {
  const d = order.dimensions;
  if (!d) return "";
  const parts = [d.length_inches, d.width_inches, d.height_inches]
    .filter((v): v is number => typeof v === "number")
    .map((v) => `${v} in`);
  return parts.join(" × ");
}

function deliveryLines(order: OrderRow, config: Pick<Config, "facility">): string[] {
  if (order.deliveryMethod === "pickup") {
    const f = config.facility;
    return [
      `Pickup at: ${f.name}, ${f.street}, ${f.city}, ${f.state} ${f.zip} (${f.phone})`,
      `Hours: ${PICKUP_HOURS}`,
      PICKUP_INSTRUCTIONS,
    ];
  }
  const a = order.customerAddress;
  return a
    ? [`Ship to: ${a.street}, ${a.city}, ${a.state} ${a.zip_code}, ${a.country}`]
    : ["Ship to: (no address)"];
}

function lineDimensionsText(d: OrderLineRow["dimensions"]): string {
  if (!d) return "";
  return [d.length_inches, d.width_inches, d.height_inches]
    .filter((v): v is number => typeof v === "number")
    .map((v) => `${v} in`)
    .join(" × ");
}

/** An order of several lines lists each (issue #15); a one-line order reads as it always has. */
function itemLines(order: OrderRow, lines: readonly OrderLineRow[]): string[] {
  const cutPlan = lines[0]?.cutPlan;
  if (lines.length <= 1 && cutPlan) {
    // "Full lengths, cut by us" (issue #17): the bars, and how each is cut (inches).
    return [
      `Material: ${order.material}${order.materialSpec ? ` (${order.materialSpec})` : ""}`,
      describeCutPlan(cutPlan),
      ...describeCutPlanBars(cutPlan),
    ];
  }
  if (lines.length <= 1) {
    return [
      `Material: ${order.material}${order.materialSpec ? ` (${order.materialSpec})` : ""}`,
      `Dimensions: ${dimensionsLine(order)}`,
      `Quantity: ${order.quantity} pcs`,
    ];
  }
  return [
    `Lines: ${lines.length}`,
    ...lines.map(
      (line) =>
        `${line.position}. ${line.material}${line.materialSpec ? ` (${line.materialSpec})` : ""}, ${lineDimensionsText(line.dimensions)}, ${line.quantity} pcs at ${formatUsd(line.unitPriceCents)} = ${formatUsd(line.lineTotalCents)}`,
    ),
  ];
}

function taxNote(order: OrderRow): string {
  if (order.taxExemptionHold === "awaiting_certificate") {
    return " (tax exemption claimed: awaiting certificate)";
  }
  return order.taxExemption ? " (tax exempt)" : "";
}

/**
 * A held order's upload token is issued here, when its confirmation is written (decision 019): the
 * order keeps the token's hash, the email carries the link. Returns the email's lines about it.
 */
async function holdLines(db: Database, order: OrderRow, config: OrderEmailConfig) {
  if (order.taxExemptionHold !== "awaiting_certificate") return [];
  const token = uploadTokenOf(config.authSecret, order.id);
  const hash = hashUploadToken(token);
  // Written once; a resend of the emails (the same token) writes nothing.
  if (order.taxExemptionTokenHash !== hash) {
    await db.update(orders).set({ taxExemptionTokenHash: hash }).where(eq(orders.id, order.id));
  }
  return [
    "",
    `${TAX_EXEMPTION_HOLD_LABELS.awaiting_certificate}: no sales tax was charged, and your order goes into production once we have accepted your tax-exemption certificate.`,
    `Upload it here: ${uploadUrlOf(config.publicUrl, token)}`,
  ];
}

/**
 * Under the material cost, what it is made of (issue #22), as checkout showed it: base metal,
 * metal surcharge, cut charges and the quantity discount, stored with the lines when the order
 * was placed. None for orders placed before the split was kept.
 */
function splitLines(lines: readonly OrderLineRow[]): string[] {
  const split = orderPriceSplit(lines);
  if (!split) return [];
  // One line names its break's percent; several lines may have different breaks.
  const only = lines.length === 1 ? lines[0] : undefined;
  const percent = only?.discountPercent ?? undefined;
  return priceSplitLines({
    ...split,
    ...(percent !== undefined ? { discount_percent: percent } : {}),
  }).map((line) => `  ${line.label}: ${line.amount}`);
}

function summaryLines(order: OrderRow, prefix: string, lines: readonly OrderLineRow[]): string[] {
  const lead = getLeadTime(order.materialCostCents);
  return [
    `Order number: ${formatOrderNumber(order.id, prefix)}`,
    `PO number: ${order.customerOrderNumber ?? "—"}`,
    ...itemLines(order, lines),
    `DFARS compliant material: ${order.dfarsRequired ? "required" : "not required"}`,
    `Material cost: ${formatUsd(order.materialCostCents)}`,
    ...splitLines(lines),
    `Sales tax: ${formatUsd(order.taxAmountCents)}${taxNote(order)}`,
    `Shipping: ${formatUsd(order.shippingCostCents)}`,
    ...(onAccount(order)
      ? [
          `Total: ${formatUsd(order.totalCents)}`,
          `Invoice: ${formatInvoiceNumber(order.id)}, due ${order.dueDate ?? "—"} (on account)`,
          `Estimated lead time: ${lead.days} business days (${lead.label})`,
        ]
      : [
          `Total paid: ${formatUsd(order.totalCents)}`,
          `Estimated lead time: ${lead.days} business days (${lead.label}), starting after payment confirmation`,
        ]),
    // The dates promised when the order was placed (issue #22), as the success page shows them.
    ...orderPromiseLabels({
      ship_by: order.shipBy,
      arrives_by: order.arrivesBy,
      delivery_method: order.deliveryMethod,
    }),
  ];
}

/** An order bought on a company's terms with a PO (issue #16): invoiced, not paid by card. */
function onAccount(order: OrderRow): boolean {
  return order.paymentMethod === "terms";
}

/**
 * An order paid through the built-in test checkout says so first, in every email about it
 * (issue #20): "TEST - no money taken", so nobody ships or banks on it. Empty for real payments.
 */
export function testPaymentLines(order: Pick<OrderRow, "provider">): string[] {
  if (!isTestPayment(order)) return [];
  return [`${MESSAGES.testPayments.label}. ${MESSAGES.testPayments.order}`, ""];
}

/** The subject of an email about a test-checkout order starts with "[TEST - no money taken]". */
export function testPaymentSubject(order: Pick<OrderRow, "provider">, subject: string): string {
  return isTestPayment(order) ? `[${MESSAGES.testPayments.label}] ${subject}` : subject;
}

function alertExemption(order: OrderRow): string {
  if (order.taxExemptionHold === "awaiting_certificate") {
    return "yes, without an accepted certificate: order held until one is accepted or the tax is charged";
  }
  return order.taxExemption ? "yes (certificate on file)" : "no";
}

const toHtml = (lines: string[]) =>
  `<div style="font-family:system-ui,sans-serif;font-size:14px;line-height:1.5">${lines
    .map((l) => (l === "" ? "<br>" : `<p style="margin:0">${escapeHtml(l)}</p>`))
    .join("")}</div>`;

/**
 * Queues the customer confirmation and the sales alert of a paid order (spec §7
 * send-from-database). Idempotent through the outbox dedupe keys: a replay queues nothing new.
 * Pass a transaction to queue them atomically with the paid transition.
 */
export async function queueOrderEmails(
  db: Database,
  order: OrderRow,
  config: OrderEmailConfig,
  options: OrderEmailOptions = {},
): Promise<OrderEmailsQueued> {
  const orderNumber = formatOrderNumber(order.id, config.orderPrefix);
  const summary = summaryLines(order, config.orderPrefix, await loadLinesOf(db, order.id));
  const delivery = deliveryLines(order, config);
  let confirmation = false;
  let alert = false;

  if (!options.skipConfirmation) {
    const hold = await holdLines(db, order, config);
    const lines = [
      ...testPaymentLines(order),
      `Hello ${order.customerName},`,
      "",
      onAccount(order)
        ? `Thank you for your order with ${config.brandName}. It is placed on your company's account with PO ${order.customerOrderNumber ?? "—"}, and we will invoice it.`
        : `Thank you for your order with ${config.brandName}. Your payment has been received.`,
      "",
      ...summary,
      ...delivery,
      ...hold,
      "",
      onAccount(order)
        ? hold.length > 0
          ? "Production begins within 24 hours once your certificate is accepted."
          : "Production begins within 24 hours."
        : hold.length > 0
          ? "Production begins within 24 hours of payment confirmation once your certificate is accepted."
          : "Production begins within 24 hours of payment confirmation.",
      `Questions? Reply to this email or write to ${config.email.salesEmail}.`,
    ];
    confirmation = await enqueueEmail(db, {
      to: order.customerEmail,
      subject: testPaymentSubject(order, `Order ${orderNumber} confirmed — ${config.brandName}`),
      text: lines.join("\n"),
      html: toHtml(lines),
      kind: "order-confirmation",
      dedupeKey: orderEmailKey("order-confirmation", order.id),
    });
  }

  if (!options.skipAlert) {
    const lines = [
      ...testPaymentLines(order),
      `New ${onAccount(order) ? "on-account" : "paid"} order ${orderNumber}: ${formatUsd(order.totalCents)} (${centsToDollars(order.totalCents).toFixed(2)} ${order.currency.toUpperCase()})`,
      "",
      `Customer: ${order.customerName}, ${order.customerCompany}`,
      `Email: ${order.customerEmail}`,
      `Phone: ${order.customerPhone ?? "—"}`,
      `Delivery: ${order.deliveryMethod}`,
      ...delivery,
      `Tax exemption claimed: ${alertExemption(order)}`,
      `RoHS: ${order.rohsRequired ? "required" : "not required"}`,
      "",
      ...summary,
      onAccount(order)
        ? `Payment: on account, PO ${order.customerOrderNumber ?? "—"}, due ${order.dueDate ?? "—"}`
        : `Payment: ${order.provider} session ${order.providerSessionId}`,
    ];
    alert = await enqueueEmail(db, {
      to: config.email.salesEmail,
      subject: testPaymentSubject(
        order,
        `New order ${orderNumber} — ${order.customerCompany} — ${formatUsd(order.totalCents)}`,
      ),
      text: lines.join("\n"),
      html: toHtml(lines),
      kind: "order-alert",
      dedupeKey: orderEmailKey("order-alert", order.id),
    });
  }
  return { confirmation_queued: confirmation, alert_queued: alert };
}

/** POST /api/email/send-from-database: the emails of a paid order by its id; 404 unknown, 409 unpaid. */
export async function queuePaidOrderEmails(
  db: Database,
  orderId: string,
  config: OrderEmailConfig,
  options: OrderEmailOptions = {},
): Promise<OrderEmailsQueued> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw AppError.notFound("Order not found.");
  // Paid by card, or invoiced on account (issue #16): both are placed orders.
  if (!mayFulfil(order.paymentStatus)) throw AppError.conflict("The order is not paid.");
  return queueOrderEmails(db, order, config, options);
}
