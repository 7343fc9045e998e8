import { z } from "zod";
import { DELIVERY_METHODS, QUOTE_STATUSES } from "../constants";
import { stockLengthsEntrySchema } from "../validation/cut-list";
import { documentSchema, TAX_EXEMPTION_STATUSES } from "../validation/documents";
import { pagedListSchema } from "../validation/envelope";
import { materialListingSchema } from "../validation/materials";
import { orderDisplayLineSchema, taxExemptionHoldSchema } from "../validation/orders";
import { priceBreakSchema } from "../validation/pricing";
import { quoteHistoryEntrySchema } from "../validation/quote-history";
import { orderPromiseFields } from "../validation/ship-dates";
import { FULFILMENT_STATUS_VALUES } from "./order-transitions";

/** Replies of the admin API (spec §2 /admin, §7, §9; decisions §4-§6, §8, §10). Money in dollars. */

const iso = z.iso.datetime();

/** Who sent a request, as both admin request lists show it. */
const requesterFields = {
  request_number: z.string(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
};
const requoteOf = z
  .string()
  .nullable()
  .describe("a requote (issue #22): the request number it requotes at today's prices");

export const adminRfqRowSchema = z.object({
  id: z.uuid(),
  submission_id: z.uuid(),
  ...requesterFields,
  phone: z.string().nullable(),
  material: z.string(),
  material_label: z.string(),
  form: z.string(),
  quantity: z.number().int(),
  dimensions: z.record(z.string(), z.number()).describe("inches"),
  dfars: z.boolean(),
  referral_source: z
    .string()
    .nullable()
    .describe("how a signed-out visitor heard of us: x, linkedin, google, chatgpt or other"),
  referral_other: z
    .string()
    .nullable()
    .describe("the visitor's own words when the source is other"),
  status: z.enum(QUOTE_STATUSES),
  created_at: iso,
  requote_of: requoteOf,
});
export type AdminRfqRow = z.output<typeof adminRfqRowSchema>;

export const adminRequestRowSchema = z.object({
  id: z.uuid(),
  ...requesterFields,
  status: z.enum(QUOTE_STATUSES),
  item_count: z.number().int(),
  total_pieces: z.number().int(),
  dfars: z.boolean(),
  rohs: z.boolean(),
  created_at: iso,
  requote_of: requoteOf,
});

export const adminSubscriberRowSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  created_at: iso,
});

export const adminOverviewSchema = z.object({
  counts: z.object({
    new_requests: z.number().int().describe("requests (quick or multi-line) still submitted"),
    in_review: z.number().int(),
    awaiting_customer: z.number().int().describe("quoted, waiting for the customer's answer"),
    paid_awaiting_production: z.number().int(),
    in_production: z.number().int(),
    subscribers: z.number().int(),
  }),
  rfqs: z.array(adminRfqRowSchema).describe("latest 10 quick-quote rows"),
  rfq_requests: z.array(adminRequestRowSchema).describe("latest 10 multi-line requests"),
  subscribers: z.array(adminSubscriberRowSchema).describe("latest 20 subscribers"),
});
export type AdminOverview = z.output<typeof adminOverviewSchema>;

export const quoteStatusChangeSchema = z.object({
  id: z.uuid(),
  from_status: z.enum(QUOTE_STATUSES).nullable(),
  to_status: z.enum(QUOTE_STATUSES),
  changed_by: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  note: z.string().nullable(),
  created_at: iso,
});

export const adminQuoteDetailSchema = quoteHistoryEntrySchema.extend({
  history: z.array(quoteStatusChangeSchema),
});
export type AdminQuoteDetail = z.output<typeof adminQuoteDetailSchema>;

export const adminOrderSchema = z.object({
  id: z.uuid(),
  order_number: z.string(),
  created_at: iso,
  paid_at: iso.nullable(),
  payment_status: z.string(),
  fulfilment_status: z.enum(FULFILMENT_STATUS_VALUES),
  next_statuses: z.array(z.enum(FULFILMENT_STATUS_VALUES)),
  delivery_method: z.enum(DELIVERY_METHODS),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  customer_name: z.string(),
  customer_company: z.string(),
  customer_email: z.string(),
  customer_phone: z.string().nullable(),
  customer_order_number: z.string().nullable(),
  material: z.string().describe("the first line's material (one-item clients, ruling 13)"),
  quantity: z.number().int().describe("the first line's quantity"),
  items: z.array(orderDisplayLineSchema).describe("every line of the order, in order (issue #15)"),
  total: z.number(),
  material_cost: z.number(),
  tax_exemption: z.boolean(),
  tax_exemption_hold: taxExemptionHoldSchema,
  tax_due: z
    .number()
    .nullable()
    .describe(
      "dollars: the tax recorded as owed when staff charged the tax on a held order (not part of `total`, which was paid); null otherwise",
    ),
  dfars_required: z.boolean(),
  shipping_address: z.string().nullable(),
  certificate_url: z
    .string()
    .nullable()
    .describe("download route of the order's material certificate, null when none is attached"),
  ...orderPromiseFields,
});
export type AdminOrder = z.output<typeof adminOrderSchema>;

/** Certificates (mill test reports) are PDFs only; the server checks the file's bytes. */
export const CERTIFICATE_REFUSED_MESSAGE = "Upload the certificate as a PDF file of at most 10 MB.";

export const adminCertificateReplySchema = z.object({
  document: documentSchema,
  certificate_url: z.string(),
});
export type AdminCertificateReply = z.output<typeof adminCertificateReplySchema>;

export const adminTaxExemptionsQuerySchema = z.object({
  status: z.enum([...TAX_EXEMPTION_STATUSES, "all"]).default("pending_review"),
});
export type AdminTaxExemptionsQuery = z.output<typeof adminTaxExemptionsQuerySchema>;

export const adminTaxExemptionSchema = z.object({
  id: z.uuid(),
  user_id: z.string().nullable(),
  order_id: z
    .string()
    .nullable()
    .describe("the held order this certificate was uploaded for; accepting it releases the hold"),
  order_number: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  customer_company: z.string().nullable(),
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: iso,
  status: z.enum(TAX_EXEMPTION_STATUSES),
  reviewed_at: iso.nullable(),
  review_note: z.string().nullable(),
  download_url: z.string(),
});
export type AdminTaxExemption = z.output<typeof adminTaxExemptionSchema>;

export const adminTaxExemptionReviewReplySchema = z.object({
  exemption: adminTaxExemptionSchema,
  email_queued: z.boolean(),
  released_orders: z
    .array(z.string())
    .describe("ids of the orders whose tax-exemption hold this acceptance released"),
});
export type AdminTaxExemptionReviewReply = z.output<typeof adminTaxExemptionReviewReplySchema>;

export const adminOrdersSchema = pagedListSchema("orders", adminOrderSchema);
export type AdminOrders = z.output<typeof adminOrdersSchema>;

export const adminOrderStatusReplySchema = z.object({
  order: adminOrderSchema,
  from: z.enum(FULFILMENT_STATUS_VALUES),
  email_queued: z.boolean().describe("false when the customer's preferences turn this email off"),
});
export type AdminOrderStatusReply = z.output<typeof adminOrderStatusReplySchema>;

/** POST /v2/admin/orders/{id}/charge-tax: the order, now taxed. */
export const adminOrderReplySchema = z.object({ order: adminOrderSchema });
export type AdminOrderReply = z.output<typeof adminOrderReplySchema>;

/** GET /v2/admin/tax-exemptions. */
export const adminTaxExemptionsReplySchema = z.object({
  exemptions: z.array(adminTaxExemptionSchema),
});
export type AdminTaxExemptionsReply = z.output<typeof adminTaxExemptionsReplySchema>;

/** One entry of a material's surcharge history (issue #22). */
export const surchargeEntrySchema = z.object({
  surcharge_per_lb: z.number().describe("dollars per lb"),
  effective_from: z.iso.date().describe("first day, facility time"),
  created_at: iso,
  created_by: z
    .object({ name: z.string(), email: z.string() })
    .nullable()
    .describe("the admin who entered it, null once their account is gone"),
  in_force: z.boolean().describe("the entry in force today"),
});

/** A material in the admin's editor: the public listing's name and terms, then what staff set. */
export const adminMaterialSchema = materialListingSchema
  .pick({
    code: true,
    name: true,
    category: true,
    is_available: true,
    minimum_order_quantity: true,
  })
  .extend({
    density_lb_per_in3: z.number(),
    price_per_lb: z.number().describe("dollars"),
    stock_lengths: z
      .array(stockLengthsEntrySchema)
      .describe("every Bar and Tube shape of the material with its stock lengths (inches)"),
    price_breaks: z.array(priceBreakSchema).describe("quantity breaks, rising (issue #22)"),
    surcharge_per_lb: z
      .number()
      .describe("dollars per lb, the surcharge in force today (0 when none)"),
    surcharge_history: z
      .array(surchargeEntrySchema)
      .describe("every surcharge entered, newest first by effective date; never rewritten"),
    surcharge_earliest_from: z
      .string()
      .describe(
        "today at the facility on the server's clock (YYYY-MM-DD): the earliest effective_from a new surcharge may take, and the editor's default",
      ),
  });
export type AdminMaterial = z.output<typeof adminMaterialSchema>;

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;

export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  kind: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable().optional(),
  created_at: iso,
  sent_at: iso.nullable(),
});
export type OutboxEmail = z.output<typeof outboxEmailSchema>;

/** One message of GET /v2/admin/events (the SSE `data:` line). */
export const adminEventSchema = z.object({
  type: z.string(),
  id: z.string(),
  at: iso,
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});
export type AdminEvent = z.output<typeof adminEventSchema>;

/** GET /v2/admin/materials. */
export const adminMaterialsReplySchema = z.object({ materials: z.array(adminMaterialSchema) });
export type AdminMaterialsReply = z.output<typeof adminMaterialsReplySchema>;

/** GET /v2/admin/outbox. */
export const outboxEmailsReplySchema = z.object({ emails: z.array(outboxEmailSchema) });
export type OutboxEmailsReply = z.output<typeof outboxEmailsReplySchema>;

/** POST /v2/admin/outbox/{id}/resend: queued again. */
export const outboxResendReplySchema = z.object({ id: z.string(), status: z.literal("pending") });
export type OutboxResendReply = z.output<typeof outboxResendReplySchema>;

/** GET /v2/admin/outbox's query: by recipient, kind and status, newest first, `limit` at most. */
export const outboxQuerySchema = z.object({
  to: z.string().max(254).optional(),
  kind: z.string().max(100).optional(),
  status: z.enum(OUTBOX_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
