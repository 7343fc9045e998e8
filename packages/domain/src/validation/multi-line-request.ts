import { z } from "zod";
import type { ItemSpecSchemaOptions } from "./item-spec";
import {
  createQuoteItemsSchema,
  quoteItemSchema,
  quoteRequestContactFields,
} from "./quote-request";

/**
 * The body of POST /v2/quotes/multi-line (spec §3 rfq_requests, §4 "Submit (/rfq)", §5):
 * contact (name, email and company required), notes, request-level DFARS and RoHS flags and at
 * least one item; every item an item spec in inches (decisions §12) plus spec, description and
 * DFARS. There is no user_id: the server takes it from the session only.
 */
export function createMultiLineRequestSchema(options: ItemSpecSchemaOptions = {}) {
  return z.object({
    ...quoteRequestContactFields,
    dfars: z.boolean().default(false),
    rohs: z.boolean().default(false),
    items: createQuoteItemsSchema(options),
  });
}

export const multiLineRequestSchema = createMultiLineRequestSchema();
export type MultiLineRequest = z.output<typeof multiLineRequestSchema>;
export type MultiLineRequestInput = z.input<typeof multiLineRequestSchema>;

/** The longest bill of materials POST /v2/quotes/bill-of-materials reads, in characters. */
export const BOM_TEXT_MAX = 200_000;

/** POST /v2/quotes/bill-of-materials: the pasted or uploaded text (CSV or tab-separated). */
export const bomRequestSchema = z.object({ text: z.string().max(BOM_TEXT_MAX) });
export type BomRequest = z.output<typeof bomRequestSchema>;

/** POST /v2/quotes/bill-of-materials: the text read into lines, with each row's verdict. */
export const bomReplySchema = z.object({
  items: z.array(quoteItemSchema),
  rows: z.array(
    z.object({
      row: z.number().int(),
      valid: z.boolean(),
      errors: z.array(z.object({ field: z.string(), message: z.string() })),
    }),
  ),
  invalid_rows: z.number().int(),
  has_header: z.boolean(),
});
