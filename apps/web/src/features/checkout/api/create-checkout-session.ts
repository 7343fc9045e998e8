import type { CheckoutSessionRequestInput, CheckoutSessionResponse } from "@ingot/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * POST /api/stripe/create-checkout-session with the spec's fields (amount in cents as a string,
 * currency, name, description, customer fields) plus the item spec, delivery, address and tax
 * flag. The server ignores `amount` and prices the item itself.
 */
export type CreateCheckoutSessionInput = CheckoutSessionRequestInput;

export function createCheckoutSession(input: CreateCheckoutSessionInput) {
  return api.post<CheckoutSessionResponse>("/api/stripe/create-checkout-session", input);
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
