import type { ComponentProps } from "react";
import { FormField } from "@/components/ui/form-field";

type FieldProps = ComponentProps<typeof FormField>;
type Preset<K extends keyof FieldProps> = Omit<FieldProps, K> & Partial<Pick<FieldProps, K>>;

/*
 * A person's contact details as every form asks them (sign-in and sign-up, checkout, the account
 * page, a new company), each with the autofill the browser expects, so that they fill in the
 * same way everywhere. Each has its usual label; a form may name it otherwise ("Company name").
 */

/** A person's full name. */
export function NameField(props: Preset<"label">) {
  return <FormField label="Full name" autoComplete="name" {...props} />;
}

/** An email address (the email keyboard): an account's, or a buyer's at checkout. */
export function EmailField(props: Preset<"label">) {
  return <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A company's name. */
export function CompanyField(props: Preset<"label">) {
  return <FormField label="Company" autoComplete="organization" {...props} />;
}

/** A phone number: optional, with the phone keyboard. */
export function PhoneField(props: Preset<"label">) {
  return <FormField label="Phone" type="tel" autoComplete="tel" optional {...props} />;
}
