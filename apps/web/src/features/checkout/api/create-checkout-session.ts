import type {
  MultiLineCheckoutSessionRequestInput,
  MultiLineCheckoutSessionResponse,
} from "@ingot/domain";
import { useMutation } from "@tanstack/react-query";
import { idempotentPost } from "@/lib/idempotency-key";

/**
 * POST /api/stripe/create-checkout-session with the spec's fields (amount in cents as a string,
 * currency, name, description, customer fields) plus the order's lines (`item`, `items` or
 * `quote_lines`), delivery, address and tax flag. The server ignores `amount` and prices every
 * line itself.
 */
export type CreateCheckoutSessionInput = MultiLineCheckoutSessionRequestInput;

/**
 * One Idempotency-Key per checkout (decision 013): a retry of the same order after a lost reply
 * gets the first session back instead of a second pending order.
 */
export const createCheckoutSession = idempotentPost<
  CreateCheckoutSessionInput,
  MultiLineCheckoutSessionResponse
>("/api/stripe/create-checkout-session");

/** Its failure is told once, in the checkout form's own words (spec §8): no second toast. */
export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession, meta: { silentError: true } });
}
