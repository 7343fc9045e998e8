import { MESSAGES } from "@ingot/domain";
import type { ComponentProps } from "react";
import { FormField } from "@/components/ui/form-field";

type FieldProps = Omit<ComponentProps<typeof FormField>, "label" | "type" | "autoComplete">;

/** The password in use (signing in, or confirming a change): the browser may fill it in. */
export function CurrentPasswordField({
  label = "Password",
  ...props
}: FieldProps & { label?: string }) {
  return <FormField label={label} type="password" autoComplete="current-password" {...props} />;
}

/** A password being chosen: the browser may suggest one, and the rule is shown under it. */
export function NewPasswordField({
  label = "Password",
  ...props
}: Omit<FieldProps, "hint"> & { label?: string }) {
  return (
    <FormField
      label={label}
      type="password"
      autoComplete="new-password"
      hint={MESSAGES.auth.passwordHint}
      {...props}
    />
  );
}
