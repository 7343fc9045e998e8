import { QUOTE_STATUSES } from "@ingot/domain";
import { relations, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { userIdOrNull } from "./auth";
import {
  checkIn,
  createdAt,
  flag,
  inches,
  requiredText,
  timestampTz,
  updatedAt,
  uuidChildOf,
  uuidId,
} from "./common";

/** Dimension map of an item, every value in inches: `{ length, width?, height?, diameter?, wall? }`. */
export type DimensionsInches = Record<string, number>;

/**
 * A quoted line's price split, fixed on the day it was quoted (issue #22): the surcharge per lb in
 * force that day and the line's base metal, surcharge, cut charges and quantity discount in cents.
 * base + surcharge + cuts - discount is the quoted line total (quoted unit price × quantity); an
 * admin's price that differs from the instant price moves the base metal.
 */
export interface QuotedPricing {
  priced_on: string;
  surcharge_per_lb_cents: number;
  base_cents: number;
  surcharge_cents: number;
  cut_cents: number;
  discount_percent: number;
  discount_cents: number;
}

/** The price an admin quoted for a line (null until quoted): the unit price and its split. */
const quotedPrice = () => ({
  quotedUnitPriceCents: integer("quoted_unit_price_cents"),
  quotedPricing: jsonb("quoted_pricing").$type<QuotedPricing>(),
});

/** A quote line's checks: at least one piece, and a quoted price that is not negative. */
const quoteLineChecks = (
  table: string,
  t: { quantity: AnyPgColumn; quotedUnitPriceCents: AnyPgColumn },
) => [
  check(`${table}_quantity_positive`, sql`${t.quantity} >= 1`),
  check(
    `${table}_quoted_price_nonnegative`,
    sql`${t.quotedUnitPriceCents} is null or ${t.quotedUnitPriceCents} >= 0`,
  ),
];

const statusColumn = () => text("status", { enum: QUOTE_STATUSES }).notNull().default("submitted");

/**
 * A quote line's item as the quote tables store it (`rfqs`, `rfq_items`; lib/quote-line-columns.ts
 * fills them): material, spec, product type and shape.
 */
const quoteLineItem = () => ({
  material: requiredText("material"),
  materialSpec: text("material_spec"),
  productType: text("product_type"),
  shape: text("shape"),
});

/** A quote line's size in inches: the older length/width/height columns beside the dimension map. */
const quoteLineSize = () => ({
  length: inches("length"),
  width: inches("width"),
  height: inches("height"),
  dimensions: jsonb("dimensions").$type<DimensionsInches>(),
});

/** When a request was quoted, until when the price holds, and the row's own times. */
const quoteTimes = () => ({
  quotedAt: timestampTz("quoted_at"),
  validUntil: timestampTz("valid_until"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A request's lookups by who sent it: the account, the company and the email (any case). */
const requesterIndexes = (
  table: string,
  t: { userId: AnyPgColumn; companyId: AnyPgColumn; email: AnyPgColumn },
) => [
  index(`${table}_user_id_idx`).on(t.userId),
  index(`${table}_company_id_idx`).on(t.companyId),
  index(`${table}_email_lower_idx`).on(sql`lower(${t.email})`),
];

/**
 * Quick single-item quotes. One landing-page / wizard submission with several items is stored as one
 * row per item sharing `submission_id`.
 */
export const rfqs = pgTable(
  "rfqs",
  {
    id: uuidId(),
    submissionId: uuid("submission_id").notNull(),
    userId: userIdOrNull("user_id"),
    /** The company it belongs to (issue #16): its members share it. Null: personal. */
    companyId: text("company_id"),
    name: requiredText("name"),
    company: requiredText("company"),
    email: requiredText("email"),
    phone: text("phone"),
    ...quoteLineItem(),
    quantity: integer("quantity").notNull(),
    ...quoteLineSize(),
    description: text("description"),
    dfars: flag("dfars", false),
    rohs: flag("rohs", false),
    notes: text("notes"),
    referralSource: text("referral_source"),
    referralOther: text("referral_other"),
    /** A requote's rows name the submission id they requote (issue #22). */
    requoteOf: uuid("requote_of"),
    status: statusColumn(),
    ...quotedPrice(),
    ...quoteTimes(),
  },
  (t) => [
    index("rfqs_created_at_idx").on(t.createdAt.desc()),
    index("rfqs_submission_id_idx").on(t.submissionId),
    ...requesterIndexes("rfqs", t),
    index("rfqs_requote_of_idx").on(t.requoteOf),
    checkIn("rfqs_status_valid", "status", QUOTE_STATUSES),
    ...quoteLineChecks("rfqs", t),
  ],
);

/** Multi-line requests for quote (signed-in customers); lines live in `rfq_items`. */
export const rfqRequests = pgTable(
  "rfq_requests",
  {
    id: uuidId(),
    userId: userIdOrNull("user_id"),
    /** The company it belongs to (issue #16): its members share it. Null: personal. */
    companyId: text("company_id"),
    name: requiredText("name"),
    email: requiredText("email"),
    phone: text("phone"),
    company: requiredText("company"),
    notes: text("notes"),
    dfars: flag("dfars", false),
    rohs: flag("rohs", false),
    /** The multi-line request this one requotes at today's prices (issue #22). */
    requoteOf: uuid("requote_of"),
    status: statusColumn(),
    ...quoteTimes(),
  },
  (t) => [
    index("rfq_requests_created_at_idx").on(t.createdAt.desc()),
    index("rfq_requests_requote_of_idx").on(t.requoteOf),
    ...requesterIndexes("rfq_requests", t),
    checkIn("rfq_requests_status_valid", "status", QUOTE_STATUSES),
  ],
);

export const rfqItems = pgTable(
  "rfq_items",
  {
    id: uuidId(),
    rfqRequestId: uuidChildOf("rfq_request_id", () => rfqRequests.id),
    position: integer("position").notNull().default(0),
    ...quoteLineItem(),
    ...quoteLineSize(),
    quantity: integer("quantity").notNull(),
    description: text("description"),
    dfars: flag("dfars", false),
    ...quotedPrice(),
    createdAt: createdAt(),
  },
  (t) => [
    index("rfq_items_rfq_request_id_idx").on(t.rfqRequestId),
    ...quoteLineChecks("rfq_items", t),
  ],
);

/** A row of each quote table, as selected. */
export type RfqRow = typeof rfqs.$inferSelect;
export type RfqRequestRow = typeof rfqRequests.$inferSelect;
export type RfqItemRow = typeof rfqItems.$inferSelect;

export const QUOTE_REQUEST_KINDS = ["single", "multi_line"] as const;
export type QuoteRequestKind = (typeof QUOTE_REQUEST_KINDS)[number];

/**
 * Every status change of a quick quote (`request_kind = 'single'`, `request_id` = rfqs.id) or a
 * multi-line request (`'multi_line'`, rfq_requests.id), with who made it.
 */
export const quoteStatusHistory = pgTable(
  "quote_status_history",
  {
    id: uuidId(),
    requestKind: text("request_kind", { enum: QUOTE_REQUEST_KINDS }).notNull(),
    requestId: uuid("request_id").notNull(),
    fromStatus: text("from_status", { enum: QUOTE_STATUSES }),
    toStatus: text("to_status", { enum: QUOTE_STATUSES }).notNull(),
    changedBy: userIdOrNull("changed_by"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("quote_status_history_request_idx").on(t.requestKind, t.requestId, t.createdAt),
    checkIn("quote_status_history_kind_valid", "request_kind", QUOTE_REQUEST_KINDS),
  ],
);

export const rfqRequestsRelations = relations(rfqRequests, ({ many }) => ({
  items: many(rfqItems),
}));

export const rfqItemsRelations = relations(rfqItems, ({ one }) => ({
  request: one(rfqRequests, { fields: [rfqItems.rfqRequestId], references: [rfqRequests.id] }),
}));
