import { z } from "zod";
import { PRODUCT_TYPES, SHAPES } from "../catalog/catalog";
import { QUOTE_STATUSES } from "../constants";
import { pagedListSchema } from "./envelope";
import { priceSplitFields } from "./pricing";

/**
 * Quote history (spec §7 GET /v2/quotes/user/{userId} and GET /v2/quotes/{id}; decisions §5):
 * quick quotes (`rfqs` rows grouped by submission id) and multi-line requests (`rfq_requests` with
 * their `rfq_items`) in one shape, newest first. Dimensions are inches; money is dollars with
 * 2 decimals (decisions §12).
 */

export const QUOTE_KINDS = ["single", "multi-line"] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];

export const QUOTE_HISTORY_DEFAULT_LIMIT = 20;
export const QUOTE_HISTORY_MAX_LIMIT = 100;

export const quoteHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(QUOTE_HISTORY_MAX_LIMIT)
    .default(QUOTE_HISTORY_DEFAULT_LIMIT),
  status: z.enum(QUOTE_STATUSES).optional(),
  type: z.enum([...QUOTE_KINDS, "all"]).default("all"),
});
export type QuoteHistoryQuery = z.output<typeof quoteHistoryQuerySchema>;

const nullableText = z.string().nullable();
const inchesValue = z.number().describe("inches");

export const quoteLineSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  material: z.string().describe("Material code (or the stored text of older rows)"),
  material_label: z.string(),
  material_spec: nullableText,
  product_type: z.enum(PRODUCT_TYPES).nullable(),
  shape: z.enum(SHAPES).nullable(),
  dimensions: z.object({
    length: inchesValue.optional(),
    width: inchesValue.optional(),
    height: inchesValue.optional(),
    diameter: inchesValue.optional(),
    wall: inchesValue.optional(),
  }),
  quantity: z.number().int(),
  description: nullableText,
  dfars: z.boolean(),
  status: z.enum(QUOTE_STATUSES),
  quoted_unit_price: z.number().nullable().describe("Dollars per piece, once quoted"),
  quoted_total: z.number().nullable().describe("Dollars for the line, once quoted"),
  quoted_split: z
    .object({
      ...priceSplitFields,
      surcharge_per_lb: z
        .number()
        .describe("dollars per lb, the surcharge in force the day it was quoted"),
      priced_on: z.iso
        .date()
        .nullable()
        .describe(
          "the day whose surcharge the quote keeps; null for quotes made before surcharges",
        ),
    })
    .nullable()
    .describe(
      "How the quoted total splits, fixed the day it was quoted (issue #22); null until quoted",
    ),
  bought: z
    .boolean()
    .describe("true once a paid order has bought this line (a quote line is bought once)"),
});
export type QuoteLine = z.output<typeof quoteLineSchema>;

/** The earlier request a requote replaces, with its prices to compare line by line. */
export const requotedFromSchema = z.object({
  id: z.uuid(),
  request_number: z.string(),
  quoted_at: z.iso.datetime().nullable(),
  valid_until: z.iso.datetime().nullable(),
  quoted_total: z.number().nullable().describe("Dollars, the old total"),
  items: z.array(
    z.object({
      position: z.number().int(),
      quoted_unit_price: z.number().nullable().describe("Dollars per piece, the old price"),
      quoted_total: z.number().nullable().describe("Dollars for the line, the old price"),
    }),
  ),
});

/** POST /v2/quotes/{id}/requote: 201 with the new request. */
export const requoteResponseSchema = z.object({
  id: z
    .uuid()
    .describe("the new request (a multi-line request id, or a quick quote's submission id)"),
  request_number: z.string(),
  requote_of: z.uuid(),
});
export type RequoteResponse = z.output<typeof requoteResponseSchema>;

export const quoteHistoryEntrySchema = z.object({
  id: z.uuid().describe("rfq_requests.id, or the submission id of a quick quote"),
  kind: z.enum(QUOTE_KINDS),
  request_number: z.string(),
  status: z.enum(QUOTE_STATUSES),
  user_id: nullableText,
  company_id: nullableText
    .optional()
    .describe("the company it belongs to (issue #16): its members share it; null: personal"),
  name: z.string(),
  email: z.string(),
  phone: nullableText,
  company: z.string(),
  notes: nullableText,
  dfars: z.boolean().describe("Any line needs DFARS material"),
  rohs: z.boolean(),
  created_at: z.iso.datetime(),
  quoted_at: z.iso.datetime().nullable(),
  valid_until: z.iso.datetime().nullable(),
  item_count: z.number().int(),
  total_pieces: z.number().int(),
  quoted_total: z.number().nullable().describe("Dollars, when every line is quoted"),
  items: z.array(quoteLineSchema),
  requote_of: requotedFromSchema
    .nullable()
    .describe("Set on a requote (issue #22): the request it requotes, with that request's prices"),
  requoted_as: z
    .object({ id: z.uuid(), request_number: z.string() })
    .nullable()
    .describe("Set on a request that has been requoted: the new request"),
  expired: z
    .boolean()
    .describe(
      "Priced and past valid_until on the server's clock (or marked expired): its price no longer holds",
    ),
  answerable: z
    .boolean()
    .describe("Quoted and still valid: the owner may accept or decline it now"),
  buyable: z
    .boolean()
    .describe("Accepted and still valid: its priced lines can be bought now, at the quoted price"),
  requotable: z
    .boolean()
    .describe(
      "Its price has expired and it has not been requoted: POST /v2/quotes/{id}/requote would price it again",
    ),
});
export type QuoteHistoryEntry = z.output<typeof quoteHistoryEntrySchema>;

export const quoteHistorySchema = pagedListSchema("quotes", quoteHistoryEntrySchema).extend({
  summary: z.object({
    quick_quotes: z.number().int(),
    multi_line: z.number().int(),
    total_items: z.number().int(),
    email: z.string(),
    /** Whether rows submitted signed out under this email are included (decisions §5). */
    email_verified: z.boolean(),
  }),
});
export type QuoteHistory = z.output<typeof quoteHistorySchema>;
