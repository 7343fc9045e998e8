import type { CheckoutPricingResponse, ItemSpecInput, QuoteLineRef } from "@ingot/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface CheckoutPricingInput {
  item: ItemSpecInput;
  delivery_method: "ship" | "pickup";
  address?:
    | { street: string; city: string; state: string; zip_code: string; country: "US" }
    | undefined;
  tax_exempt: boolean;
  /** An accepted quote line: the server prices it at the quoted unit price. */
  quote_line?: QuoteLineRef | undefined;
}

/** POST /v2/pricing/checkout: material, tax, shipping and total, all computed by the server. */
export function priceCheckout(input: CheckoutPricingInput, signal?: AbortSignal) {
  return api.post<CheckoutPricingResponse>("/v2/pricing/checkout", input, { signal });
}

export function checkoutPriceQueryOptions(input: CheckoutPricingInput) {
  return queryOptions({
    queryKey: ["checkout-price", input] as const,
    queryFn: ({ signal }) => priceCheckout(input, signal),
    staleTime: 60_000,
  });
}

/** The price on screen stays while a new one is asked for (`isFetching` marks it updating). */
export function useCheckoutPrice(input: CheckoutPricingInput) {
  return useQuery({ ...checkoutPriceQueryOptions(input), placeholderData: keepPreviousData });
}
