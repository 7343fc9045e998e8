import type { ReferralSource } from "../constants";
import type { QuoteItemInput, QuoteRequestInput } from "../validation/quote-request";
import { type CartItem, cartItemSpec } from "./cart-item";
import type { QuoteFormData } from "./quote-form";

const trimmed = (value: string | undefined | null): string | undefined => {
  const text = value?.trim();
  return text ? text : undefined;
};

/** One cart item as a quote line: the item spec of decisions §12 plus spec, description, DFARS. */
export function buildQuoteItem(item: CartItem): QuoteItemInput {
  const line: QuoteItemInput = { ...cartItemSpec(item), dfars: item.dfars };
  const spec = trimmed(item.materialSpec);
  if (spec) line.material_spec = spec;
  const description = trimmed(item.description);
  if (description) line.description = description;
  return line;
}

export interface BuildQuoteSubmissionOptions {
  /** Signed in: no referral question, so no referral fields are sent (spec §3, §6). */
  signedIn: boolean;
}

/**
 * The body of POST /v2/quotes/single from the quote form (spec §3 "Quote submission payload"):
 * contact, notes and items, empty optional fields omitted; `referral_source` (and `other_source`
 * with "other") only when the form is not in signed-in mode.
 *
 * Each item carries the material CODE with product_type and shape (the item spec of decisions §12,
 * which wins over the spec's combined '{material} - {shapeName} {productType}' string: that label
 * is derived for display by `formatCartItemMaterial`, never parsed back).
 */
export function buildQuoteSubmission(
  form: QuoteFormData,
  { signedIn }: BuildQuoteSubmissionOptions,
): QuoteRequestInput {
  const body: QuoteRequestInput = {
    name: form.contact.name.trim(),
    email: form.contact.email.trim(),
    company: form.contact.company.trim(),
    items: form.items.map(buildQuoteItem),
  };
  const phone = trimmed(form.contact.phone);
  if (phone) body.phone = phone;
  const notes = trimmed(form.notes);
  if (notes) body.notes = notes;
  if (form.rohs) body.rohs = true;
  if (!signedIn && form.referralSource) {
    body.referral_source = form.referralSource as ReferralSource;
    const other = trimmed(form.otherSource);
    if (form.referralSource === "other" && other) body.other_source = other;
  }
  return body;
}
