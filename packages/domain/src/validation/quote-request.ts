import { z } from "zod";
import { QUOTE_STATUSES } from "../constants";
import { MESSAGES } from "../messages";
import { referralSourceSchema } from "./contact";
import { optionalText, requiredEmail, requiredText } from "./fields";
import {
  type ItemSpecSchemaOptions,
  itemSpecFields,
  itemSpecRefineParams,
  refineItemSpec,
} from "./item-spec";

/** Most lines one request may carry (ours: keeps a request reviewable and a body small). */
export const QUOTE_MAX_ITEMS = 100;

/**
 * One line of a quote request: an item spec (decisions §12) plus the spec's material_spec,
 * description and DFARS flag (default true, spec §3).
 */
export function createQuoteItemSchema(options: ItemSpecSchemaOptions = {}) {
  return z
    .object({
      ...itemSpecFields,
      material_spec: optionalText(200),
      description: optionalText(2000),
      dfars: z.boolean().default(true),
    })
    .superRefine((value, ctx) => refineItemSpec(value, ctx, options), itemSpecRefineParams);
}

/** Every quote request's contact block (quick and multi-line alike): name, email and company
 * required, phone and notes optional. */
export const quoteRequestContactFields = {
  name: requiredText(),
  email: requiredEmail(),
  company: requiredText(),
  phone: optionalText(50),
  notes: optionalText(5000),
};

/** A request's lines: at least one, at most QUOTE_MAX_ITEMS. */
export function createQuoteItemsSchema(options: ItemSpecSchemaOptions = {}) {
  return z
    .array(createQuoteItemSchema(options), { error: MESSAGES.quoteForm.addOneItem })
    .min(1, { error: MESSAGES.quoteForm.addOneItem })
    .max(QUOTE_MAX_ITEMS, { error: `At most ${QUOTE_MAX_ITEMS} items per request` });
}

/**
 * A quote request, quick (POST /v2/quotes/single, possibly several items, decisions §5) or
 * multi-line (POST /v2/quotes/multi-line; the user id comes from the session, never the body).
 * `referral_source` is only asked of signed-out visitors; `other_source` goes with "other".
 */
export function createQuoteRequestSchema(options: ItemSpecSchemaOptions = {}) {
  return z.object({
    ...quoteRequestContactFields,
    rohs: z.boolean().default(false),
    referral_source: referralSourceSchema.optional(),
    other_source: optionalText(200),
    items: createQuoteItemsSchema(options),
  });
}

export const quoteItemSchema = createQuoteItemSchema();
export const quoteRequestSchema = createQuoteRequestSchema();
export type QuoteItem = z.output<typeof quoteItemSchema>;
export type QuoteItemInput = z.input<typeof quoteItemSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

/** An admin moving a request through the workflow (decisions §5). */
export const quoteStatusUpdateSchema = z.object({
  status: z.enum(QUOTE_STATUSES),
});

/** 201 of POST /v2/quotes/single: one submission, stored as one rfqs row per line. */
export const singleQuoteSubmissionSchema = z.object({
  submission_id: z.uuid().describe("Shared by every line of this request"),
  items: z.number().int().describe("Lines stored, one rfqs row each"),
  rfq_ids: z.array(z.uuid()),
  status: z.literal("submitted"),
  created_at: z.iso.datetime(),
});
export type SingleQuoteSubmission = z.output<typeof singleQuoteSubmissionSchema>;
