import {
  type DocumentReview,
  dollarsToCents,
  type FulfilmentStatusValue,
  formatArrivesBy,
  formatUsd,
  MESSAGES,
  orderPromiseLabels,
  QUOTE_STATUS_LABELS,
  type QuoteHistoryEntry,
  type QuoteStatus,
  TAX_EXEMPTION_STATUS_LABELS,
} from "@ingot/domain";
import type { OutboxEmail } from "../outbox/outbox.service";

/** Who signs the emails and where the customer's screens are. */
export interface EmailBrand {
  brandName: string;
  publicUrl: string;
}

/** The customer's email when staff move their request (decisions §5); the prices when quoted. */
export function quoteStatusEmailText(
  brand: EmailBrand,
  entry: QuoteHistoryEntry,
  to: QuoteStatus,
  note: string | undefined,
): string {
  const head = `Your request ${entry.request_number} is now: ${QUOTE_STATUS_LABELS[to]}.`;
  const lines =
    to === "quoted"
      ? [
          "",
          ...entry.items.map(
            (item) =>
              `${item.position}. ${item.material_label} ${item.shape ?? ""} ${item.product_type ?? ""}`.trim() +
              ` × ${item.quantity}: ${formatUsd(dollarsToCents(item.quoted_unit_price ?? 0))} each, ${formatUsd(dollarsToCents(item.quoted_total ?? 0))}`,
          ),
          "",
          `Total: ${entry.quoted_total === null ? "—" : formatUsd(dollarsToCents(entry.quoted_total))}`,
          `Valid until: ${entry.valid_until ? entry.valid_until.slice(0, 10) : "—"}`,
        ]
      : [];
  return [
    head,
    ...lines,
    ...(note ? ["", note] : []),
    "",
    `See it in your quote history: ${brand.publicUrl}/quotes`,
    "",
    brand.brandName,
  ].join("\n");
}

const ORDER_STATUS_SENTENCES: Record<Exclude<FulfilmentStatusValue, "pending">, string> = {
  in_production: "Your order is in production.",
  shipped: "Your order has shipped.",
  ready_for_pickup: "Your order is ready for pickup.",
  completed: "Your order is complete. Thank you for your business.",
  cancelled: "Your order has been cancelled. Contact us with any questions about a refund.",
};

/** In production: the promised dates; shipped: the arrival promised. */
function promiseFor(
  order: { shipBy: string | null; arrivesBy: string | null; deliveryMethod: "ship" | "pickup" },
  status: Exclude<FulfilmentStatusValue, "pending">,
): string[] {
  const promised = { ship_by: order.shipBy, delivery_method: order.deliveryMethod };
  if (status === "in_production") {
    return orderPromiseLabels({ ...promised, arrives_by: order.arrivesBy });
  }
  if (status === "shipped" && order.arrivesBy) return [formatArrivesBy(order.arrivesBy)];
  return [];
}

/** The customer's email for a fulfilment step (decisions §6), with carrier and tracking when shipped. */
export function orderStatusEmailText(
  brand: EmailBrand,
  order: {
    number: string;
    /** What the order buys (`orderMaterialText`): "6061-T6, 4 pcs", or a cut list's bars and pieces. */
    material: string;
    carrier: string | null;
    trackingNumber: string | null;
    /** The dates promised when the order was placed (issue #22); null on older orders. */
    shipBy: string | null;
    arrivesBy: string | null;
    deliveryMethod: "ship" | "pickup";
    /** Paid on the built-in test checkout: the email opens with "TEST - no money taken" (issue #20). */
    testPayment: boolean;
  },
  status: Exclude<FulfilmentStatusValue, "pending">,
  note: string | undefined,
): string {
  return [
    ...(order.testPayment
      ? [`${MESSAGES.testPayments.label}. ${MESSAGES.testPayments.order}`, ""]
      : []),
    ORDER_STATUS_SENTENCES[status],
    "",
    `Order number: ${order.number}`,
    `Material: ${order.material}`,
    ...(status === "shipped"
      ? [`Carrier: ${order.carrier}`, `Tracking number: ${order.trackingNumber}`]
      : []),
    ...promiseFor(order, status),
    ...(note ? ["", note] : []),
    "",
    `Your orders: ${brand.publicUrl}/profile#orders`,
    "",
    brand.brandName,
  ].join("\n");
}

/** The customer's email when staff accept or reject their tax-exemption certificate. */
export function taxExemptionReviewEmail(
  brand: EmailBrand,
  review: {
    to: string;
    documentId: string;
    filename: string;
    status: DocumentReview["status"];
    note: string | undefined;
    reviewedAt: string | null;
  },
): OutboxEmail {
  const accepted = review.status === "accepted";
  const text = [
    accepted
      ? "Your tax-exemption certificate was accepted. Sales tax is no longer charged on your orders' material."
      : "Your tax-exemption certificate was not accepted, so sales tax still applies to your orders.",
    "",
    `Certificate: ${review.filename}`,
    ...(review.note ? [`Note from our team: ${review.note}`] : []),
    ...(accepted ? [] : ["You can upload a new certificate from your account."]),
    "",
    `Your documents: ${brand.publicUrl}/profile#documents`,
    "",
    brand.brandName,
  ].join("\n");
  return {
    to: review.to,
    subject: `${brand.brandName}: tax-exemption certificate ${TAX_EXEMPTION_STATUS_LABELS[review.status].toLowerCase()}`,
    text,
    kind: `tax-exemption-${review.status}`,
    dedupeKey: `tax-exemption:${review.documentId}:${review.status}:${review.reviewedAt ?? ""}`,
  };
}
