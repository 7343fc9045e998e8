import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from "react-hook-form";

/**
 * `field(name, options?)`: what a FormField takes from react-hook-form for one of `form`'s fields,
 * its registration and its error's message (subscribed to, so the field shows it as it changes).
 */
export function fieldsOf<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "register" | "getFieldState" | "formState">,
) {
  return <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}
