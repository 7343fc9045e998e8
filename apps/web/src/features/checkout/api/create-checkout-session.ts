import type { CheckoutSessionResponse, ItemSpecInput, QuoteLineRef } from "@ingot/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * POST /api/stripe/create-checkout-session with the spec's fields (amount in cents as a string,
 * currency, name, description, customer fields) plus the item spec, delivery, address and tax
 * flag. The server ignores `amount` and prices the item itself.
 */
export interface CreateCheckoutSessionInput {
  amount: string;
  currency: "usd";
  name: string;
  description: string;
  customer_name: string;
  customer_email: string;
  customer_company: string;
  customer_phone?: string | undefined;
  customer_order_number?: string | undefined;
  item: ItemSpecInput;
  delivery_method: "ship" | "pickup";
  address?:
    | { street: string; city: string; state: string; zip_code: string; country: "US" }
    | undefined;
  tax_exempt: boolean;
  dfars: boolean;
  rohs: boolean;
  /** An accepted quote line: the server charges its quoted unit price. */
  quote_line?: QuoteLineRef | undefined;
}

export function createCheckoutSession(input: CreateCheckoutSessionInput) {
  return api.post<CheckoutSessionResponse>("/api/stripe/create-checkout-session", input);
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
