import { type CheckoutFormInput, MESSAGES, TAX_RATES } from "@ingot/domain";
import type { UseFormReturn } from "react-hook-form";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { CompanyField, EmailField, NameField, PhoneField } from "@/components/ui/contact-fields";
import { FormField, SelectField } from "@/components/ui/form-field";
import { fieldsOf } from "@/lib/field-props";
import type { AutocompleteStatus } from "../hooks/use-places-autocomplete";

const STATES = [...TAX_RATES].sort((a, b) => a.state.localeCompare(b.state));

export interface CheckoutFormFieldsProps {
  form: Pick<UseFormReturn<CheckoutFormInput>, "register" | "getFieldState" | "formState">;
  shipping: boolean;
  /** The street input, for the address autocomplete. */
  streetRef: (element: HTMLInputElement | null) => void;
  autocomplete: AutocompleteStatus;
  zipLookup: "idle" | "looking" | "found" | "unknown";
  taxExempt: boolean;
}

/**
 * Spec §5 checkout form: full name, company and business email required; the address when
 * shipping; phone and customer order number optional; the tax-exempt checkbox with its note.
 */
export function CheckoutFormFields(props: CheckoutFormFieldsProps) {
  const { form, shipping } = props;
  const field = fieldsOf(form);
  const street = field("street");
  return (
    <Card>
      <CardHeader>
        <CardTitle>Billing and shipping</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <legend className="mb-3 font-medium text-muted-foreground text-sm">Contact</legend>
          <NameField id="checkout-name" {...field("customer_name")} />
          <CompanyField id="checkout-company" label="Company name" {...field("customer_company")} />
          <EmailField id="checkout-email" label="Business email" {...field("customer_email")} />
          <PhoneField id="checkout-phone" {...field("customer_phone")} />
          <FormField
            id="checkout-po"
            label="Customer order number"
            optional
            hint="Leave blank and we will create one for you."
            className="sm:col-span-2"
            {...field("customer_order_number")}
          />
        </fieldset>

        {shipping ? (
          <fieldset
            className="grid grid-cols-1 gap-4 sm:grid-cols-6"
            data-testid="shipping-address"
          >
            <legend className="mb-3 font-medium text-muted-foreground text-sm">
              Shipping address
            </legend>
            <FormField
              id="checkout-street"
              label="Street address"
              autoComplete={props.autocomplete === "ready" ? "off" : "address-line1"}
              className="sm:col-span-6"
              hint={
                props.autocomplete === "ready"
                  ? "Start typing and pick your address from the list."
                  : props.autocomplete === "failed"
                    ? MESSAGES.maps.unavailableDetail
                    : undefined
              }
              {...street}
              ref={(element) => {
                street.ref(element);
                props.streetRef(element);
              }}
            />
            <FormField
              id="checkout-zip"
              label="ZIP code"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              className="sm:col-span-2"
              hint={
                props.zipLookup === "looking"
                  ? "Looking up city and state…"
                  : props.zipLookup === "unknown"
                    ? "We could not find this ZIP; please enter city and state."
                    : "City and state fill in from the ZIP."
              }
              {...field("zip_code")}
            />
            <FormField
              id="checkout-city"
              label="City"
              autoComplete="address-level2"
              className="sm:col-span-2"
              {...field("city")}
            />
            <SelectField
              id="checkout-state"
              label="State"
              autoComplete="address-level1"
              className="sm:col-span-2"
              {...field("state")}
            >
              <option value="">Select…</option>
              {STATES.map((s) => (
                <option key={s.stateCode} value={s.stateCode}>
                  {s.state}
                </option>
              ))}
            </SelectField>
            <p className="text-muted-foreground text-xs sm:col-span-6">
              United States addresses only.
            </p>
          </fieldset>
        ) : null}

        <div className="flex flex-col gap-1">
          <label
            htmlFor="checkout-tax-exempt"
            className="flex cursor-pointer items-start gap-3 text-sm"
          >
            <input
              id="checkout-tax-exempt"
              type="checkbox"
              className="mt-0.5 size-4 accent-[var(--primary)]"
              aria-describedby={props.taxExempt ? "checkout-tax-exempt-note" : undefined}
              {...form.register("tax_exempt")}
            />
            <span className="font-medium">Tax exempt</span>
          </label>
          <p aria-live="polite" className="pl-7 text-muted-foreground text-xs">
            {props.taxExempt ? (
              <span id="checkout-tax-exempt-note">{MESSAGES.checkout.taxExemptNote}</span>
            ) : null}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
