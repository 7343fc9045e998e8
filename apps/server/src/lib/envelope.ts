import { errorEnvelopeSchema, successEnvelope } from "@ingot/domain";
import type { z } from "zod";

/** Helpers around the reply envelope; the schemas themselves live in `@ingot/domain`. */

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

/** `schema.response` of a route that answers 200 with `data` in the envelope, or these errors. */
export function okReplies<T extends z.ZodType, const S extends readonly number[]>(
  data: T,
  ...errors: S
) {
  return { 200: successEnvelope(data), ...errorResponses(...errors) };
}

/** `schema.response` of a route that answers 201 with what it made, or these errors. */
export function createdReplies<T extends z.ZodType, const S extends readonly number[]>(
  data: T,
  ...errors: S
) {
  return { 201: successEnvelope(data), ...errorResponses(...errors) };
}
