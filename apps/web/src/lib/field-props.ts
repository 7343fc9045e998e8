import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

/**
 * What a FormField takes from react-hook-form for one field: its registration, and its error's
 * message (subscribed to, so the field shows it as it changes).
 */
export function fieldProps<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "register" | "getFieldState" | "formState">,
  name: FieldPath<T>,
) {
  return { ...form.register(name), error: form.getFieldState(name, form.formState).error?.message };
}
