import type { z } from "zod";
import type { FieldError } from "./envelope";

/** Turns zod issues into the envelope's field errors, path joined with dots ("items.0.quantity"). */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({
    field: issue.path.map(String).join("."),
    message: issue.message,
  }));
}
