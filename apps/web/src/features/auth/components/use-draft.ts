import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/** Keeps what was typed in a form in the parent's draft, so switching modes loses nothing. */
export function useDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  onDraft: (values: Partial<T>) => void,
) {
  useEffect(() => {
    // What is already there counts too: text typed into the prerendered /auth before hydration
    // is taken up by the form when it registers its fields, without a change event.
    onDraft(form.getValues() as Partial<T>);
    const subscription = form.watch((values) => onDraft(values as Partial<T>));
    return () => subscription.unsubscribe();
  }, [form, onDraft]);
}
