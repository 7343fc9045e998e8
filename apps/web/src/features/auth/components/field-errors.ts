import type { FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "@/lib/api-client";

/** Puts the server's field errors next to the fields the form has; returns how many it placed. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): number {
  if (!isApiError(error)) return 0;
  let placed = 0;
  for (const fieldError of error.errors) {
    const field = fields.find((f) => f === fieldError.field);
    if (field) {
      setError(
        field,
        { type: "server", message: fieldError.message },
        { shouldFocus: placed === 0 },
      );
      placed++;
    }
  }
  return placed;
}

/** "Full name: This field is required" for the first invalid field, in the form's order. */
export function firstError<T extends FieldValues>(
  errors: FieldErrors<T>,
  labels: Partial<Record<Path<T>, string>>,
): string {
  for (const [field, label] of Object.entries(labels) as [Path<T>, string][]) {
    const message = (errors[field] as { message?: unknown } | undefined)?.message;
    if (typeof message === "string") return `${label}: ${message}`;
  }
  return "Please check the highlighted fields.";
}
