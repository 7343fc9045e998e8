import { z } from "zod";

/**
 * The reply envelope of every API call (spec §7, decisions §1):
 * success `{ status: "success", data }`; error `{ status: "error", message, errors? }` where each
 * field error names its field as a dotted path ("items.0.quantity").
 */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.output<typeof fieldErrorSchema>;

export function successEnvelope<T extends z.ZodType>(dataSchema: T) {
  return z.object({
    status: z.literal("success"),
    data: dataSchema,
  });
}

export type SuccessEnvelope<T> = { status: "success"; data: T };

export const errorEnvelopeSchema = z.object({
  status: z.literal("error"),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.output<typeof errorEnvelopeSchema>;

/** The page a paged list answers, and how many pages there are (1-based `page`). */
export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});

/** A paged list reply: the page's rows under `key` (e.g. `orders`), then its `pagination`. */
export function pagedListSchema<Key extends string, Row extends z.ZodType>(key: Key, row: Row) {
  const rows = { [key]: z.array(row) } as Record<Key, z.ZodArray<Row>>;
  return z.object(rows).extend({ pagination: paginationSchema });
}
