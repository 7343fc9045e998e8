import {
  DELIVERY_METHODS,
  FULFILMENT_STATUS_VALUES,
  type OrderCutPlan,
  PAYMENT_STATUS_VALUES,
  TAX_EXEMPTION_HOLDS,
} from "@ingot/domain";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { userIdOrNull } from "./auth";
import {
  checkIn,
  createdAt,
  flag,
  localDate,
  pounds,
  requiredText,
  sqlList,
  timestampTz,
  updatedAt,
  uuidChildOf,
  uuidId,
} from "./common";
import type { DimensionsInches } from "./quotes";

/** The domain's list (workflow/order-transitions.ts): the column's enum and check are built from it. */
export const PAYMENT_STATUSES = PAYMENT_STATUS_VALUES;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The statuses of an order that has bought its quote lines for good: paid by card, or placed on
 * account (invoiced, or waiting for an owner's approval; a declined order lets them go).
 */
export const BOUGHT_PAYMENT_STATUSES = [
  "paid",
  "invoiced",
  "pending_approval",
] as const satisfies readonly PaymentStatus[];

/**
 * What happens to the material after payment (decisions §6); `pending` = not started yet. The
 * domain's list (workflow/order-transitions.ts) is the one source: the column's enum and its check
 * constraint are built from it.
 */
export const FULFILMENT_STATUSES = FULFILMENT_STATUS_VALUES;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ["stripe", "test", "terms"] as const;

/** How an order is paid: by card (Stripe or the test checkout) or on the company's terms. */
export const PAYMENT_METHODS = ["card", "terms"] as const;

/** An on-account order's approval (issue #16); null on card orders. */
export const ORDER_APPROVALS = ["not_needed", "pending", "approved", "declined"] as const;

export interface OrderAddress {
  street: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
}

/** The item spec of decisions §12 as bought (inches). */
export interface OrderItemSpec {
  material: string;
  product_type: string;
  shape: string;
  dimensions: DimensionsInches;
  quantity: number;
}

/**
 * Orders created at checkout. Money is integer cents; `total_cents` is what the provider charges and
 * is always recomputed on the server. `(provider, provider_session_id)` identifies the payment session.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuidId(),
    userId: userIdOrNull("user_id"),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSessionId: requiredText("provider_session_id"),
    currency: requiredText("currency").default("usd"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    paidAt: timestampTz("paid_at"),
    fulfilmentStatus: text("fulfilment_status", { enum: FULFILMENT_STATUSES })
      .notNull()
      .default("pending"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    // What was bought
    item: jsonb("item").$type<OrderItemSpec>().notNull(),
    material: requiredText("material"),
    materialSpec: text("material_spec"),
    dimensions: jsonb("dimensions").$type<{
      length_inches: number;
      width_inches?: number;
      height_inches?: number;
    }>(),
    quantity: integer("quantity").notNull(),
    weightPerPieceLbs: pounds("weight_per_piece_lbs", 12),
    totalWeightLbs: pounds("total_weight_lbs", 14),
    /** The quote line this order buys, when bought from quote history. */
    sourceRfqId: uuid("source_rfq_id"),
    sourceRfqItemId: uuid("source_rfq_item_id"),
    // Money (cents)
    materialCostCents: integer("material_cost_cents").notNull(),
    taxAmountCents: integer("tax_amount_cents").notNull(),
    shippingCostCents: integer("shipping_cost_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    distanceMiles: numeric("distance_miles", { precision: 10, scale: 1, mode: "number" }),
    // Customer
    customerName: requiredText("customer_name"),
    customerCompany: requiredText("customer_company"),
    customerEmail: requiredText("customer_email"),
    customerPhone: text("customer_phone"),
    customerOrderNumber: text("customer_order_number"),
    customerAddress: jsonb("customer_address").$type<OrderAddress>(),
    dfarsRequired: flag("dfars_required", false),
    rohsRequired: flag("rohs_required", false),
    /** No tax was charged on exemption grounds (an accepted certificate, or a held claim). */
    taxExemption: flag("tax_exemption", false),
    /**
     * Issue #21, decision 019: `awaiting_certificate` when exemption was claimed without an
     * accepted certificate on file; the order may not go into production until staff accept a
     * certificate for it (`certificate_accepted`) or charge the tax (`tax_charged`).
     */
    taxExemptionHold: text("tax_exemption_hold", { enum: TAX_EXEMPTION_HOLDS })
      .notNull()
      .default("none"),
    /** sha256 (hex) of the order's certificate upload token; the token itself is never stored. */
    taxExemptionTokenHash: text("tax_exemption_token_hash"),
    /** Tax recorded as owed when staff charged the tax on a held order (not part of the total). */
    taxDueCents: integer("tax_due_cents"),
    deliveryMethod: text("delivery_method", { enum: DELIVERY_METHODS }).notNull(),
    notes: text("notes"),
    // Promised when the order was placed (issue #22, decision 023): dates in the facility's zone.
    // Null on orders placed before the promise existed; arrives_by only when shipping.
    shipBy: localDate("ship_by"),
    arrivesBy: localDate("arrives_by"),
    // Companies and terms (issue #16). `company_id`: the company the order belongs to (its
    // members share it); null for a personal order. On account, the PO number is
    // `customer_order_number`, required.
    companyId: text("company_id"),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull().default("card"),
    approval: text("approval", { enum: ORDER_APPROVALS }),
    approvalBy: userIdOrNull("approval_by"),
    approvalAt: timestampTz("approval_at"),
    /** The attached PO PDF (a `documents` row), when one was uploaded. */
    poDocumentId: uuid("po_document_id"),
    /** When the invoice was issued (placed on account, or approved); null until then. */
    invoicedAt: timestampTz("invoiced_at"),
    /** The ship date plus the company's net days. */
    dueDate: localDate("due_date"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("orders_provider_session_idx").on(t.provider, t.providerSessionId),
    index("orders_created_at_idx").on(t.createdAt.desc()),
    index("orders_user_id_idx").on(t.userId),
    index("orders_customer_email_lower_idx").on(sql`lower(${t.customerEmail})`),
    checkIn("orders_payment_status_valid", "payment_status", PAYMENT_STATUSES),
    checkIn("orders_fulfilment_status_valid", "fulfilment_status", FULFILMENT_STATUSES),
    checkIn("orders_provider_valid", "provider", PAYMENT_PROVIDERS),
    checkIn("orders_payment_method_valid", "payment_method", PAYMENT_METHODS),
    check(
      "orders_approval_valid",
      sql.raw(`approval is null or approval in (${sqlList(ORDER_APPROVALS)})`),
    ),
    check(
      "orders_on_account_complete",
      sql.raw(
        "payment_method <> 'terms' or (company_id is not null and approval is not null and due_date is not null and customer_order_number is not null)",
      ),
    ),
    index("orders_company_id_idx").on(t.companyId),
    checkIn("orders_delivery_method_valid", "delivery_method", DELIVERY_METHODS),
    check("orders_quantity_positive", sql`${t.quantity} >= 1`),
    checkIn("orders_tax_exemption_hold_valid", "tax_exemption_hold", TAX_EXEMPTION_HOLDS),
    uniqueIndex("orders_tax_exemption_token_hash_idx").on(t.taxExemptionTokenHash),
    check("orders_tax_due_nonnegative", sql`${t.taxDueCents} >= 0`),
    check(
      "orders_money_nonnegative",
      sql`${t.materialCostCents} >= 0 and ${t.taxAmountCents} >= 0 and ${t.shippingCostCents} >= 0 and ${t.totalCents} >= 0`,
    ),
  ],
);

/** `orders.dimensions` / `order_lines.dimensions`: every dimension the shape has, in inches. */
export interface OrderLineDimensions {
  length_inches: number;
  width_inches?: number;
  height_inches?: number;
  diameter_inches?: number;
  wall_inches?: number;
}

/**
 * The lines of an order (issue #15, ruling 13): 1 to 100 per order, in the order they were sent.
 * Each holds its own item spec, quantity, unit price, line total and weight; a line bought from a
 * quote names it by `quote_line_key` (`multi-line:<rfq_items.id>` or `single:<rfqs.id>`), which is
 * how "a quote line is bought once" is checked. The order keeps its first line's single-item
 * columns for API clients written for one-item orders.
 */
export const orderLines = pgTable(
  "order_lines",
  {
    id: uuidId(),
    orderId: uuidChildOf("order_id", () => orders.id),
    position: integer("position").notNull(),
    item: jsonb("item").$type<OrderItemSpec>().notNull(),
    material: requiredText("material"),
    materialSpec: text("material_spec"),
    dimensions: jsonb("dimensions").$type<OrderLineDimensions>(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
    weightPerPieceLbs: pounds("weight_per_piece_lbs", 12),
    totalWeightLbs: pounds("total_weight_lbs", 14),
    dfarsRequired: flag("dfars_required", false),
    rohsRequired: flag("rohs_required", false),
    sourceRfqId: uuid("source_rfq_id"),
    sourceRfqItemId: uuid("source_rfq_item_id"),
    quoteLineKey: text("quote_line_key"),
    // How the line total splits, as priced when the order was placed (issue #22, decision 022):
    // base + surcharge + cuts - discount = line_total_cents; a quoted line's split as quoted.
    // Null on lines stored before the split was kept (all four together).
    baseCostCents: integer("base_cost_cents"),
    surchargeCostCents: integer("surcharge_cost_cents"),
    cutCostCents: integer("cut_cost_cents"),
    discountCents: integer("discount_cents"),
    discountPercent: numeric("discount_percent", { precision: 5, scale: 2, mode: "number" }),
    // A "Full lengths, cut by us" line (issue #17 at checkout): the bars (quantity) and the plan
    // staff cut them to, as the server planned and priced it. Null on every other line.
    cutPlan: jsonb("cut_plan").$type<OrderCutPlan>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("order_lines_order_position_idx").on(t.orderId, t.position),
    index("order_lines_quote_line_key_idx").on(t.quoteLineKey),
    check("order_lines_position_range", sql`${t.position} between 1 and 100`),
    check("order_lines_quantity_positive", sql`${t.quantity} >= 1`),
    check(
      "order_lines_money_nonnegative",
      sql`${t.unitPriceCents} >= 0 and ${t.lineTotalCents} >= 0`,
    ),
    // The split is whole or absent, and adds up to the line total to the cent.
    check(
      "order_lines_split_adds_up",
      sql`num_nulls(${t.baseCostCents}, ${t.surchargeCostCents}, ${t.cutCostCents}, ${t.discountCents}, ${t.discountPercent}) = 5 or (num_nulls(${t.baseCostCents}, ${t.surchargeCostCents}, ${t.cutCostCents}, ${t.discountCents}, ${t.discountPercent}) = 0 and ${t.surchargeCostCents} >= 0 and ${t.cutCostCents} >= 0 and ${t.discountCents} >= 0 and ${t.discountPercent} >= 0 and ${t.baseCostCents} + ${t.surchargeCostCents} + ${t.cutCostCents} - ${t.discountCents} = ${t.lineTotalCents})`,
    ),
  ],
);
export type OrderLineRow = typeof orderLines.$inferSelect;
