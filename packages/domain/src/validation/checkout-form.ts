import { z } from "zod";
import { DELIVERY_METHODS } from "../constants";
import { MESSAGES } from "../messages";
import { checkoutContactFields, checkShippingAddress, ZIP_PATTERN } from "./checkout-fields";
import { optionalText } from "./fields";

const checkoutContactSchema = z.object({
  ...checkoutContactFields(),
  tax_exempt: z.boolean(),
});

/** Its own part of the form: a missing contact field must not hide the address's rules. */
const checkoutDeliverySchema = z
  .object({
    street: optionalText(200),
    city: optionalText(100),
    state: optionalText(50),
    zip_code: optionalText(10),
    delivery_method: z.enum(DELIVERY_METHODS),
  })
  .superRefine((value, ctx) => {
    if (value.zip_code && !ZIP_PATTERN.test(value.zip_code)) {
      ctx.addIssue({ code: "custom", message: MESSAGES.contact.invalidZip, path: ["zip_code"] });
    }
    checkShippingAddress(value.delivery_method, value, ctx, (field) => [field]);
  });

/**
 * The billing and shipping form of /purchase-summary (spec §5): full name, company name and
 * business email required; street, city, state and ZIP too when shipping; phone and customer order
 * number optional. Flat field names for the form; `toCheckoutAddress` builds the API's address.
 * The contact and the delivery are checked side by side, so an empty form marks every missing
 * field at once (a blank required field stops its object's refinements).
 */
export const checkoutFormSchema = z.intersection(checkoutContactSchema, checkoutDeliverySchema);
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

/** The API's address from the form's fields (undefined when nothing was typed). */
export function toCheckoutAddress(
  form: Pick<CheckoutFormInput, "street" | "city" | "state" | "zip_code">,
) {
  const address = {
    street: form.street?.trim() ?? "",
    city: form.city?.trim() ?? "",
    state: form.state?.trim() ?? "",
    zip_code: form.zip_code?.trim() ?? "",
    country: "US" as const,
  };
  const any = address.street || address.city || address.state || address.zip_code;
  return any ? address : undefined;
}
