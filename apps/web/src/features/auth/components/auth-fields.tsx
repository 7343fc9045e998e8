import type { ComponentProps } from "react";
import { FormField } from "@/components/ui/form-field";

type FieldProps = ComponentProps<typeof FormField>;

/** An account's email, as every auth form asks it (browser autofill, the email keyboard). */
export function EmailField(
  props: Omit<FieldProps, "label" | "type" | "autoComplete" | "inputMode">,
) {
  return <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}
