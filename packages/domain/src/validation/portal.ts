import { z } from "zod";
import { DELIVERY_METHODS, ORDER_STATUSES } from "../constants";
import { TAX_EXEMPTION_STATUSES } from "./documents";
import { boughtItemFields } from "./multi-line-checkout";
import { orderDisplaySchema, taxExemptionUploadUrlSchema } from "./orders";
import { leadTimeSchema } from "./pricing";

/** The customer portal (/profile): its sections, the dashboard summary, the rep, tracking. */

export const PORTAL_SECTIONS = [
  "dashboard",
  "account",
  "orders",
  "quotes",
  "documents",
  "contact",
  "settings",
  "company",
  "tracking",
] as const;
export type PortalSection = (typeof PORTAL_SECTIONS)[number];

const tile = <T extends z.ZodType>(value: T) =>
  z.object({ value, section: z.enum(PORTAL_SECTIONS) });

export const portalActivitySchema = z.object({
  kind: z.enum(["order", "quote", "document"]),
  id: z.string(),
  title: z.string(),
  status: z.string(),
  at: z.iso.datetime(),
  section: z.enum(PORTAL_SECTIONS),
  /** e.g. the order id for the tracking section */
  target_id: z.string().nullable(),
});
export type PortalActivity = z.output<typeof portalActivitySchema>;

/** GET /v2/portal/summary */
export const portalSummarySchema = z.object({
  open_requests: tile(z.number().int()).describe("requests submitted or in review"),
  quotes_awaiting: tile(z.number().int()).describe("quoted, not yet expired: waiting for you"),
  orders_in_progress: tile(z.number().int()).describe("paid, not yet completed or cancelled"),
  spent_this_year: tile(z.number()).extend({ year: z.number().int() }).describe("dollars paid"),
  latest_activity: z.array(portalActivitySchema),
  tax_exemption_status: z.enum(TAX_EXEMPTION_STATUSES).nullable(),
});
export type PortalSummary = z.output<typeof portalSummarySchema>;

/** GET /v2/portal/rep */
export const salesRepSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  hours: z.string(),
});
export type SalesRep = z.output<typeof salesRepSchema>;

export const CONTACT_MESSAGE_MAX = 5000;

/** POST /v2/portal/contact */
export const contactRepRequestSchema = z.object({
  subject: z
    .string()
    .trim()
    .max(150, { error: "Keep the subject under 150 characters." })
    .optional(),
  message: z
    .string({ error: "Please write a message." })
    .trim()
    .min(1, { error: "Please write a message." })
    .max(CONTACT_MESSAGE_MAX, {
      error: `Keep the message under ${CONTACT_MESSAGE_MAX} characters.`,
    }),
});
export type ContactRepRequest = z.output<typeof contactRepRequestSchema>;
export type ContactRepInput = z.input<typeof contactRepRequestSchema>;

export const contactRepResponseSchema = z.object({ queued: z.boolean() });
export type ContactRepReply = z.output<typeof contactRepResponseSchema>;

export const TIMELINE_STEPS = [
  "paid",
  "in_production",
  "shipped",
  "ready_for_pickup",
  "completed",
] as const;

export const timelineEntrySchema = z.object({
  step: z.enum(TIMELINE_STEPS),
  label: z.string(),
  state: z.enum(["done", "current", "upcoming"]),
  at: z.iso.datetime().nullable(),
  detail: z.string().nullable(),
});
export type TimelineEntry = z.output<typeof timelineEntrySchema>;

/** GET /v2/portal/orders/{id}: one order with its tracking and what Reorder needs. */
export const portalOrderSchema = orderDisplaySchema.extend({
  item_spec: z
    .object(boughtItemFields)
    .describe(
      "the item as bought (decisions §12), inches; check it with itemSpecSchema to reorder",
    ),
  material_spec: z.string().nullable(),
  delivery_method: z.enum(DELIVERY_METHODS),
  dfars_required: z.boolean(),
  rohs_required: z.boolean(),
  tax_exemption: z.boolean(),
  tax_exemption_upload_url: taxExemptionUploadUrlSchema,
  order_status: z.enum(ORDER_STATUSES),
  paid_at: z.iso.datetime().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  lead_time: leadTimeSchema,
  estimated_ready: z
    .object({ earliest: z.iso.date(), latest: z.iso.date() })
    .nullable()
    .describe("business days after payment (spec §9 lead time)"),
  timeline: z.array(timelineEntrySchema),
  weight_lbs: z.number().nullable(),
});
export type PortalOrder = z.output<typeof portalOrderSchema>;
