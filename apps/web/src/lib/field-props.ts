import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from "react-hook-form";

/**
 * What a FormField takes from react-hook-form for one field: its registration (with `options`),
 * and its error's message (subscribed to, so the field shows it as it changes).
 */
export function fieldProps<T extends FieldValues, N extends FieldPath<T>>(
  form: Pick<UseFormReturn<T>, "register" | "getFieldState" | "formState">,
  name: N,
  options?: RegisterOptions<T, N>,
) {
  return {
    ...form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  };
}
