import {
  type ConfirmedOrder,
  centsToDollars,
  formatOrderNumber,
  getLeadTime,
  type OrderDisplay,
} from "@ingot/domain";
import type { orders } from "../../db/schema/index";

export type OrderRow = typeof orders.$inferSelect;

/** The status a customer sees: the payment status until fulfilment has started, then that. */
export function displayStatus(row: Pick<OrderRow, "paymentStatus" | "fulfilmentStatus">): string {
  return row.paymentStatus === "paid" && row.fulfilmentStatus !== "pending"
    ? row.fulfilmentStatus
    : row.paymentStatus;
}

/** Dollars of one piece: material amount / quantity, to the cent. */
const unitPrice = (row: OrderRow) =>
  centsToDollars(Math.round(row.materialCostCents / Math.max(1, row.quantity)));

/** Spec §3 "Order (display mapping)". */
export function toOrderDisplay(
  row: OrderRow,
  orderPrefix: string,
  certificateUrl: string | null = null,
): OrderDisplay {
  return {
    id: row.id,
    order_number: formatOrderNumber(row.id, orderPrefix),
    status: displayStatus(row),
    total_amount: centsToDollars(row.totalCents),
    amount_breakdown: {
      material: centsToDollars(row.materialCostCents),
      tax: centsToDollars(row.taxAmountCents),
      shipping: centsToDollars(row.shippingCostCents),
      total: centsToDollars(row.totalCents),
    },
    created_at: row.createdAt.toISOString(),
    items: [
      {
        id: row.id,
        material: row.material,
        quantity: row.quantity,
        unit_price: unitPrice(row),
        total_price: centsToDollars(row.materialCostCents),
        specifications: row.dimensions ?? null,
      },
    ],
    shipping_address: row.deliveryMethod === "ship" ? (row.customerAddress ?? null) : null,
    payment_method: row.paymentStatus === "paid" ? "Card" : "Pending",
    certificate_url: certificateUrl,
  };
}

/** The display mapping plus what the buyer entered, for the success page. */
export function toConfirmedOrder(row: OrderRow, orderPrefix: string): ConfirmedOrder {
  const lead = getLeadTime(row.materialCostCents);
  return {
    ...toOrderDisplay(row, orderPrefix),
    material_spec: row.materialSpec,
    customer: {
      name: row.customerName,
      company: row.customerCompany,
      email: row.customerEmail,
      phone: row.customerPhone,
      order_number: row.customerOrderNumber,
    },
    delivery_method: row.deliveryMethod,
    dfars_required: row.dfarsRequired,
    rohs_required: row.rohsRequired,
    tax_exemption: row.taxExemption,
    lead_time: { tier: lead.tier, days: lead.days, label: lead.label },
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
  };
}
