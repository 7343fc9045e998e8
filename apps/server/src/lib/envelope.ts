import { z } from "zod";

/**
 * The reply envelope (spec §7, decisions §1): `{ status: "success", data }` or
 * `{ status: "error", message, errors? }`.
 */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});

export const errorEnvelopeSchema = z.object({
  status: z.literal("error"),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal("success"), data });
}

export function ok<T>(data: T): { status: "success"; data: T } {
  return { status: "success", data };
}

/** Response schemas of the error replies a route can give, for its `schema.response`. */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): Record<S[number], typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorEnvelopeSchema])) as Record<
    S[number],
    typeof errorEnvelopeSchema
  >;
}
