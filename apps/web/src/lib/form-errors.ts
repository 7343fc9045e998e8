import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "@/lib/toast";

/**
 * How every form shows what is wrong (issue #24, WCAG 3.3.1): each failing field is
 * `aria-invalid` with its message linked by `aria-describedby` (components/ui/form-field.tsx does
 * both for FormField and SelectField), the first one in the page's order takes focus and sits
 * below the sticky header (the scroll padding of index.css), and a summary toast (sonner's live
 * region) says what to do. Server field errors (the envelope's `errors[].field`, e.g.
 * `address.state`) go through the same path as the form's own checks.
 */

/** What a form's summary toast says when its own checks refuse a submit. */
export const CHECK_FIELDS = "Please check the highlighted fields.";

/** A caught error's message for a toast or an alert; `fallback` when it is not an Error. */
export function errorMessage(error: unknown, fallback: string): string;
export function errorMessage(error: unknown): string | undefined;
export function errorMessage(error: unknown, fallback?: string): string | undefined {
  return error instanceof Error ? error.message : fallback;
}

/** A field error of the API envelope. */
export interface ApiFieldError {
  field: string;
  message: string;
}

/**
 * Focuses the first `aria-invalid` control inside `scope`, once the render that marks it is in
 * (a few frames at most). Focusing scrolls it into view below the header.
 */
export function focusFirstInvalid(scope: HTMLElement | null | undefined, frames = 5): void {
  requestAnimationFrame(() => {
    const field = scope?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (frames > 1) focusFirstInvalid(scope, frames - 1);
  });
}

/**
 * The summary toast and the first failing field focused: a form's answer to a failed submit.
 * With an `id` the toast replaces the form's previous one and can be dismissed once the problem
 * is fixed (`dismissFormError`, issue #18).
 */
export function reportInvalidForm(
  scope: HTMLElement | null | undefined,
  summary: { title: string; description?: string; id?: string },
): void {
  toast.error(summary.title, {
    ...(summary.description ? { description: summary.description } : {}),
    ...(summary.id ? { id: summary.id } : {}),
  });
  focusFirstInvalid(scope);
}

/** reportInvalidForm when the form's own checks refuse a submit: `title`, and where to look. */
export function reportInvalidFields(scope: HTMLElement | null | undefined, title: string): void {
  reportInvalidForm(scope, { title, description: CHECK_FIELDS });
}

/** Takes a form's error toast off the screen: the field became valid, or the step changed. */
export function dismissFormError(id: string): void {
  toast.dismiss(id);
}

/**
 * Puts the server's field errors on the form's fields (`fieldOf` maps an API field to the form's
 * name, or undefined for one the form does not show); answers how many were placed.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: readonly ApiFieldError[],
  fieldOf: (apiField: string) => Path<T> | undefined,
): number {
  let placed = 0;
  for (const error of errors) {
    const name = fieldOf(error.field);
    if (!name) continue;
    setError(name, { type: "server", message: error.message });
    placed++;
  }
  return placed;
}
