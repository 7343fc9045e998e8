import { z } from "zod";
import { QUOTE_STATUSES } from "../constants";
import { MESSAGES } from "../messages";
import { checkPriceBreaks } from "../pricing/check-price-breaks";
import { MAX_PRICE_BREAKS } from "../pricing/price-breaks";
import { stockLengthsEntrySchema } from "../validation/cut-list";
import { FULFILMENT_STATUS_VALUES, PAYMENT_STATUS_VALUES } from "./order-transitions";
import { MAX_QUOTE_VALIDITY_DAYS } from "./quote-transitions";

/** Request bodies of the admin screens (decisions §4-§6, §8), shared by the forms and the routes. */

const dollars = z
  .number({ error: "Enter a price" })
  .min(0, "Price cannot be negative")
  .max(10_000_000, "Price is too large");

/** PUT /v2/quotes/{id}/status */
export const quoteWorkflowUpdateSchema = z
  .object({
    status: z.enum(QUOTE_STATUSES),
    lines: z
      .array(
        z.object({ item_id: z.uuid().max(36), unit_price: dollars.describe("dollars per piece") }),
      )
      .max(500)
      .optional(),
    valid_until: z.iso.datetime({ offset: true }).max(40).optional(),
    valid_days: z.number().int().min(1).max(MAX_QUOTE_VALIDITY_DAYS).optional(),
    note: z.string().trim().max(2000).optional(),
  })
  .refine((body) => !(body.valid_until && body.valid_days), {
    message: "Send valid_until or valid_days, not both",
    path: ["valid_days"],
  });
export type QuoteWorkflowUpdate = z.output<typeof quoteWorkflowUpdateSchema>;

export const quoteAnswerSchema = z.object({ note: z.string().trim().max(2000).optional() });

/** PUT /v2/admin/orders/{id}/status */
export const orderStatusUpdateSchema = z
  .object({
    status: z.enum(FULFILMENT_STATUS_VALUES).exclude(["pending"]),
    carrier: z.string().trim().max(100).optional(),
    tracking_number: z.string().trim().max(100).optional(),
    note: z.string().trim().max(2000).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status !== "shipped") return;
    if (!body.carrier)
      ctx.addIssue({ code: "custom", path: ["carrier"], message: "Carrier is required" });
    if (!body.tracking_number)
      ctx.addIssue({
        code: "custom",
        path: ["tracking_number"],
        message: "Tracking number is required",
      });
  });
export type OrderStatusUpdate = z.output<typeof orderStatusUpdateSchema>;

/** Largest surcharge an admin may enter, dollars per lb. */
export const MAX_SURCHARGE_PER_LB = 100;

/**
 * A material's quantity breaks as an admin sends them (issue #22): 1 to 10 rows rising in
 * quantity and discount, the first from 1 piece; each refusal names its row's field
 * (`price_breaks.2.discount_percent`).
 */
export const priceBreaksInputSchema = z
  .array(
    z.object({
      min_quantity: z.number().describe("pieces, 1-500"),
      discount_percent: z.number().describe("percent off the metal (base + surcharge), 0-90"),
    }),
  )
  .max(MAX_PRICE_BREAKS * 2)
  .superRefine((rows, ctx) => {
    const problems = checkPriceBreaks(
      rows.map((r) => ({ minQuantity: r.min_quantity, discountPercent: r.discount_percent })),
    );
    for (const problem of problems) {
      ctx.addIssue({
        code: "custom",
        path: rows.length === 0 ? [] : [problem.index, problem.field],
        message: problem.message,
      });
    }
  });

const wholeCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9;

/** PUT /v2/admin/materials/{code}: any of the editable fields. */
export const materialUpdateSchema = z
  .object({
    // Stored as whole cents and as numeric(10, 5): anything smaller would be stored as 0.
    price_per_lb: z
      .number()
      .min(0.01, "Price per lb must be at least $0.01")
      .max(10_000, "Price per lb is too large")
      .optional(),
    density_lb_per_in3: z
      .number()
      .min(0.0001, "Density must be at least 0.0001 lb/in³")
      .max(1, "Density is in lb/in³ and at most 1")
      .optional(),
    minimum_order_quantity: z
      .number()
      .int("Minimum order quantity must be a whole number")
      .min(1, "Minimum order quantity is at least 1")
      .max(500, "Minimum order quantity is at most 500")
      .optional(),
    is_available: z.boolean().optional(),
    stock_lengths: z
      .array(stockLengthsEntrySchema)
      .max(6)
      .optional()
      .describe("Bar and Tube shapes whose stock lengths change; the others keep theirs"),
    price_breaks: priceBreaksInputSchema
      .optional()
      .describe("The material's quantity breaks, replacing the stored list (issue #22)"),
    surcharge_per_lb: z
      .number()
      .min(0, MESSAGES.pricing.surchargeNegative)
      .max(MAX_SURCHARGE_PER_LB, MESSAGES.pricing.surchargeTooLarge)
      .refine(wholeCents, MESSAGES.pricing.surchargeWholeCents)
      .optional()
      .describe(
        "A new metal surcharge, dollars per lb, added to the history (issue #22); never replaces an entry",
      ),
    effective_from: z.iso
      .date(MESSAGES.pricing.effectiveFromFormat)
      .max(10)
      .optional()
      .describe(
        "The surcharge's first day (YYYY-MM-DD, facility time), today or later; today when omitted",
      ),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: "Nothing to update",
  })
  .refine((body) => body.effective_from === undefined || body.surcharge_per_lb !== undefined, {
    message: MESSAGES.pricing.effectiveFromWithoutSurcharge,
    path: ["effective_from"],
  });
export type MaterialUpdate = z.output<typeof materialUpdateSchema>;

export const ADMIN_ORDERS_MAX_LIMIT = 100;

/** GET /v2/admin/orders */
export const adminOrdersQuerySchema = z.object({
  // `invoiced`, `pending_approval`, `declined`: on-account orders (issue #16).
  payment_status: z.enum(PAYMENT_STATUS_VALUES).optional(),
  fulfilment_status: z.enum(FULFILMENT_STATUS_VALUES).optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_ORDERS_MAX_LIMIT).default(25),
});
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

/** Kinds of GET /v2/admin/export/{kind}.csv */
export const EXPORT_KINDS = ["subscribers", "requests", "orders"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** Events of the admin stream (GET /v2/admin/events, decisions §10). */
export const ADMIN_EVENT_TYPES = [
  "request.created",
  "order.created",
  "order.paid",
  /** An order placed on a company's terms is invoiced (placed, or approved by an owner; issue #16). */
  "order.invoiced",
  "subscriber.created",
  "quote.status_changed",
  "order.status_changed",
] as const;
export type AdminEventType = (typeof ADMIN_EVENT_TYPES)[number];
