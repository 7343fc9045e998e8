import { QUOTE_STEPS, type QuoteStep, type ReferralSource } from "../constants";
import { MESSAGES } from "../messages";
import { getMissingContactFields } from "../validation/get-missing-contact-fields";
import type { CartItem } from "./cart-item";
import type { StepValidity } from "./step-machine";

export interface QuoteFormContact {
  name: string;
  email: string;
  phone: string;
  company: string;
}

/**
 * The quote request form (spec §3): items, notes, contact and, for signed-out visitors, how they
 * heard of us. The wizard's data (cartItems, contactInfo, projectDetails.notes) maps onto it.
 */
export interface QuoteFormData {
  items: readonly CartItem[];
  notes: string;
  contact: QuoteFormContact;
  rohs?: boolean;
  referralSource?: ReferralSource | "";
  otherSource?: string;
}

export function createEmptyQuoteForm(contact?: Partial<QuoteFormContact>): QuoteFormData {
  return {
    items: [],
    notes: "",
    contact: { name: "", email: "", phone: "", company: "", ...contact },
    referralSource: "",
    otherSource: "",
  };
}

/**
 * Validity of each step (spec §5): items needs at least one item; details is always valid; contact
 * needs name, email (text@text.text) and company; review needs items and contact.
 */
export function getQuoteStepValidity(form: Pick<QuoteFormData, "items" | "contact">): StepValidity {
  const items = form.items.length > 0;
  const contact = getMissingContactFields(form.contact).length === 0;
  return { items, details: true, contact, review: items && contact };
}

export function isQuoteFormValid(form: Pick<QuoteFormData, "items" | "contact">): boolean {
  const validity = getQuoteStepValidity(form);
  return QUOTE_STEPS.every((step) => validity[step]);
}

/**
 * Why a step is not valid, in the spec's words, or undefined when it is: items → 'Please add at
 * least one item to your quote before proceeding.'; contact → 'Missing: Name, Valid Email, ...'.
 */
export function getQuoteStepError(
  step: QuoteStep,
  form: Pick<QuoteFormData, "items" | "contact">,
): string | undefined {
  const itemsError = form.items.length === 0 ? MESSAGES.quoteForm.noItemsWizard : undefined;
  const missing = getMissingContactFields(form.contact);
  const contactError = missing.length > 0 ? MESSAGES.quoteForm.missing(missing) : undefined;
  switch (step) {
    case "items":
      return itemsError;
    case "details":
      return undefined;
    case "contact":
      return contactError;
    case "review":
      return itemsError ?? contactError;
  }
}
