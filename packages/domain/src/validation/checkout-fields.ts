import type { z } from "zod";
import { MESSAGES } from "../messages";
import { normalizeStateCode } from "../tax/normalize-state-code";
import { optionalText, requiredEmail, requiredText } from "./fields";

/**
 * The checkout's rules of spec §5, said once for the two places that check them: the
 * /purchase-summary form (checkout-form.ts, flat fields) and the checkout session's body
 * (checkout.ts, the address nested under `address`).
 */

/** A US ZIP code: five digits, optionally ZIP+4. */
export const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;

/** Full name, company name and business email required; phone and customer order number optional. */
export const checkoutContactFields = () => ({
  customer_name: requiredText(),
  customer_company: requiredText(),
  customer_email: requiredEmail(),
  customer_phone: optionalText(50),
  customer_order_number: optionalText(100),
});

const SHIPPING_FIELDS = ["street", "city", "state", "zip_code"] as const;
type ShippingField = (typeof SHIPPING_FIELDS)[number];

/**
 * Street, city, state and ZIP are required when shipping; the state must be recognised. `path`
 * says where a field's issue goes (the form's own field, or the body's `address.<field>`).
 */
export function checkShippingAddress(
  deliveryMethod: string,
  address: Partial<Record<ShippingField, string | undefined>> | undefined,
  ctx: z.RefinementCtx,
  path: (field: ShippingField) => PropertyKey[],
) {
  if (deliveryMethod !== "ship") return;
  for (const field of SHIPPING_FIELDS) {
    if (!address?.[field]) {
      ctx.addIssue({ code: "custom", message: MESSAGES.contact.fieldRequired, path: path(field) });
    }
  }
  if (address?.state && !normalizeStateCode(address.state)) {
    ctx.addIssue({ code: "custom", message: MESSAGES.contact.invalidState, path: path("state") });
  }
}
