import type { DeliveryMethod } from "../constants";
import { MESSAGES } from "../messages";

export interface CheckoutFormFields {
  deliveryMethod: DeliveryMethod;
  fullName?: string | null;
  company?: string | null;
  email?: string | null;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * The checkout form's summary error (spec §5, §8), or null when nothing required is missing:
 * 'Please fill in all required fields', plus ' including shipping address' when shipping.
 */
export function getCheckoutFormError(form: CheckoutFormFields): string | null {
  const shipping = form.deliveryMethod === "ship";
  const required = [form.fullName, form.company, form.email];
  if (shipping) required.push(form.street, form.city, form.state, form.zipCode);
  if (required.every(filled)) return null;
  return shipping
    ? MESSAGES.checkout.fillRequired + MESSAGES.checkout.includingShippingAddress
    : MESSAGES.checkout.fillRequired;
}
