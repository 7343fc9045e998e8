import type { CheckoutConfig } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/checkout/config: payment provider, the browser's maps key (or none), pickup facility. */
export function getCheckoutConfig(signal?: AbortSignal) {
  return api.get<CheckoutConfig>("/v2/checkout/config", { signal });
}

export const checkoutConfigQueryOptions = queryOptions({
  queryKey: queryKeys.checkout.config,
  queryFn: ({ signal }) => getCheckoutConfig(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useCheckoutConfig() {
  return useQuery(checkoutConfigQueryOptions);
}
