import {
  type ConfirmedOrder,
  centsToDollars,
  formatInvoiceNumber,
  formatOrderNumber,
  getLeadTime,
  invoiceBalanceCents,
  invoiceStatus,
  type OrderDisplay,
  type OrderPriceSplit,
} from "@ingot/domain";
import type { OrderLineRow, orders } from "../../db/schema/index";

export type OrderRow = typeof orders.$inferSelect;

/**
 * An order's lines as the display mapping shows them (issue #15). Orders stored before lines
 * existed were migrated to one line; `fallbackLine` covers a row read without its lines.
 */
function fallbackLine(row: OrderRow): OrderLineRow {
  return {
    id: row.id,
    orderId: row.id,
    position: 1,
    item: row.item,
    material: row.material,
    materialSpec: row.materialSpec,
    dimensions: row.dimensions ?? null,
    quantity: row.quantity,
    unitPriceCents: Math.round(row.materialCostCents / Math.max(1, row.quantity)),
    lineTotalCents: row.materialCostCents,
    weightPerPieceLbs: row.weightPerPieceLbs,
    totalWeightLbs: row.totalWeightLbs,
    dfarsRequired: row.dfarsRequired,
    rohsRequired: row.rohsRequired,
    sourceRfqId: row.sourceRfqId,
    sourceRfqItemId: row.sourceRfqItemId,
    quoteLineKey: null,
    baseCostCents: null,
    surchargeCostCents: null,
    cutCostCents: null,
    discountCents: null,
    discountPercent: null,
    cutPlan: null,
    createdAt: row.createdAt,
  };
}

/**
 * The order's split (issue #22): the sum of its lines' stored splits, in cents, then dollars;
 * null when a line has none (placed before the split was kept, or read without its lines).
 */
export function orderPriceSplit(lines: readonly OrderLineRow[]): OrderPriceSplit | null {
  if (lines.length === 0) return null;
  const sum = (key: "baseCostCents" | "surchargeCostCents" | "cutCostCents" | "discountCents") => {
    let total = 0;
    for (const line of lines) {
      const cents = line[key];
      if (cents === null) return null;
      total += cents;
    }
    return total;
  };
  const base = sum("baseCostCents");
  const surcharge = sum("surchargeCostCents");
  const cuts = sum("cutCostCents");
  const discount = sum("discountCents");
  if (base === null || surcharge === null || cuts === null || discount === null) return null;
  return {
    base_cost: centsToDollars(base),
    surcharge_cost: centsToDollars(surcharge),
    cut_cost: centsToDollars(cuts),
    discount: centsToDollars(discount),
  };
}

/** One line of the display mapping: spec §3's item, plus what the line was bought as. */
export function toDisplayLine(line: OrderLineRow): OrderDisplay["items"][number] {
  return {
    id: line.id,
    position: line.position,
    material: line.material,
    material_code: line.item.material,
    product_type: line.item.product_type,
    shape: line.item.shape,
    dimensions: { ...line.item.dimensions },
    quantity: line.quantity,
    unit_price: centsToDollars(line.unitPriceCents),
    total_price: centsToDollars(line.lineTotalCents),
    line_total: centsToDollars(line.lineTotalCents),
    weight_lbs: line.totalWeightLbs ?? 0,
    specifications: line.dimensions ?? null,
    ...(line.cutPlan ? { cut_plan: line.cutPlan } : {}),
  };
}

/** Every line of an order for display; an order read without its lines shows its one stored item. */
export function displayLines(
  row: OrderRow,
  lines: readonly OrderLineRow[] = [],
): OrderDisplay["items"] {
  return (lines.length > 0 ? lines : [fallbackLine(row)]).map(toDisplayLine);
}

/**
 * The status a customer sees: the payment status until fulfilment has started, then that (an
 * order invoiced on account moves like a paid one, issue #16).
 */
export function displayStatus(row: Pick<OrderRow, "paymentStatus" | "fulfilmentStatus">): string {
  return (row.paymentStatus === "paid" || row.paymentStatus === "invoiced") &&
    row.fulfilmentStatus !== "pending"
    ? row.fulfilmentStatus
    : row.paymentStatus;
}

/**
 * Whether the order went through the built-in test checkout, where the test card marks it paid and
 * no money is taken (issue #20). Screens and emails then say "TEST - no money taken".
 */
export function isTestPayment(row: Pick<OrderRow, "provider">): boolean {
  return row.provider === "test";
}

/**
 * What the display of a company's order needs beyond its row (issue #16): what has been paid
 * against its invoice, who placed it, and the facility's today (an invoice is overdue after its
 * due date). Read by `loadCompanyFacts` (order-company.ts).
 */
export interface CompanyOrderFacts {
  paidCents: number;
  placedBy: string | null;
  today: string;
}

/** "Card", "On account" (bought on a company's terms), or "Pending" until a card has paid. */
export function paymentMethodLabel(row: Pick<OrderRow, "paymentMethod" | "paymentStatus">) {
  if (row.paymentMethod === "terms") return "On account" as const;
  return row.paymentStatus === "paid" ? ("Card" as const) : ("Pending" as const);
}

/** The on-account facts of an order bought on terms (null otherwise): PO, approval, invoice. */
export function onAccountView(
  row: OrderRow,
  facts: CompanyOrderFacts | undefined,
): OrderDisplay["on_account"] {
  if (row.paymentMethod !== "terms") return null;
  const invoiced = row.invoicedAt !== null;
  const due = row.dueDate ?? "";
  const balance = invoiced ? invoiceBalanceCents(row.totalCents, [facts?.paidCents ?? 0]) : 0;
  return {
    po_number: row.customerOrderNumber ?? "",
    approval: row.approval ?? "not_needed",
    invoice_number: invoiced ? formatInvoiceNumber(row.id) : null,
    due_date: due,
    balance: centsToDollars(balance),
    invoice_status: invoiced && facts ? invoiceStatus(balance, due, facts.today) : null,
  };
}

/** Spec §3 "Order (display mapping)". */
export function toOrderDisplay(
  row: OrderRow,
  orderPrefix: string,
  certificateUrl: string | null = null,
  lines: readonly OrderLineRow[] = [],
  company?: CompanyOrderFacts,
): OrderDisplay {
  const items = displayLines(row, lines);
  const first = items[0];
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
    // Ruling 13: one-item clients keep the first line's material, quantity and dimensions.
    material: first?.material ?? row.material,
    quantity: first?.quantity ?? row.quantity,
    dimensions: first?.specifications ?? row.dimensions ?? null,
    amount: centsToDollars(row.totalCents),
    items,
    shipping_address: row.deliveryMethod === "ship" ? (row.customerAddress ?? null) : null,
    payment_method: paymentMethodLabel(row),
    certificate_url: certificateUrl,
    tax_exemption_hold: row.taxExemptionHold,
    // Decided by the provider the order was paid through, not today's setup (issue #20).
    test_payment: isTestPayment(row),
    // The dates promised when the order was placed (issue #22), never computed again.
    ship_by: row.shipBy ?? null,
    arrives_by: row.arrivesBy ?? null,
    price_split: orderPriceSplit(lines),
    // Issue #16: set for orders bought on a company's terms and for a company's orders.
    on_account: onAccountView(row, company),
    placed_by: row.companyId ? (company?.placedBy ?? row.customerName) : null,
  };
}

/** The display mapping plus what the buyer entered, for the success page. */
export function toConfirmedOrder(
  row: OrderRow,
  orderPrefix: string,
  lines: readonly OrderLineRow[] = [],
  taxExemptionUploadUrl: string | null = null,
): ConfirmedOrder {
  const lead = getLeadTime(row.materialCostCents);
  return {
    ...toOrderDisplay(row, orderPrefix, null, lines),
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
    tax_exemption_upload_url: taxExemptionUploadUrl,
    lead_time: { tier: lead.tier, days: lead.days, label: lead.label },
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
  };
}
