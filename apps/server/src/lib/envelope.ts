import { errorEnvelopeSchema } from "@ingot/domain";

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
