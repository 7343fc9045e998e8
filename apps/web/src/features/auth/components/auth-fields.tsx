import { MESSAGES } from "@ingot/domain";
import type { ComponentProps } from "react";
import { FormField } from "@/components/ui/form-field";

type FieldProps = ComponentProps<typeof FormField>;

/** An account's email, as every auth form asks it (browser autofill, the email keyboard). */
export function EmailField(
  props: Omit<FieldProps, "label" | "type" | "autoComplete" | "inputMode">,
) {
  return <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A password being chosen: the browser may suggest one, and the rule is shown under it. */
export function NewPasswordField({
  label = "Password",
  ...props
}: Omit<FieldProps, "label" | "type" | "autoComplete" | "hint"> & { label?: string }) {
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
