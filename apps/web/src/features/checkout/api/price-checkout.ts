import type {
  MultiLineCheckoutPricingRequestInput,
  MultiLineCheckoutPricingResponse,
} from "@ingot/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** What checkout sends to be priced (the domain's request schema, before its defaults). */
export type CheckoutPricingInput = MultiLineCheckoutPricingRequestInput;

/**
 * POST /v2/pricing/checkout: material, tax, shipping and total, and each line's unit price and
 * line total (issue #15), all computed by the server.
 */
export function priceCheckout(input: CheckoutPricingInput, signal?: AbortSignal) {
  return api.post<MultiLineCheckoutPricingResponse>("/v2/pricing/checkout", input, { signal });
}

export function checkoutPriceQueryOptions(input: CheckoutPricingInput) {
  return queryOptions({
    queryKey: queryKeys.checkout.price(input),
    queryFn: ({ signal }) => priceCheckout(input, signal),
    staleTime: 60_000,
  });
}

/** The price on screen stays while a new one is asked for (`isFetching` marks it updating). */
export function useCheckoutPrice(input: CheckoutPricingInput) {
  return useQuery({ ...checkoutPriceQueryOptions(input), placeholderData: keepPreviousData });
}
