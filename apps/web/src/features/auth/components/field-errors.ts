import type { FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "@/lib/api-client";
import { applyServerFieldErrors, focusFirstInvalid } from "@/lib/form-errors";

/**
 * Puts the server's field errors next to the fields the form has (through the one form helper,
 * lib/form-errors.ts) and focuses the first of them in `scope`; returns how many it placed.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  scope: HTMLElement | null,
): number {
  if (!isApiError(error)) return 0;
  const placed = applyServerFieldErrors(setError, error.errors, (apiField) =>
    fields.find((f) => f === apiField),
  );
  if (placed > 0) focusFirstInvalid(scope);
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
