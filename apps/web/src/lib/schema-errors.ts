import type { z } from "zod";

/**
 * The first message for each field of a failed `safeParse`, keyed by the field's path ("email",
 * "order_limit"): for the small forms that check with the domain's schema without react-hook-form.
 */
export function schemaFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
