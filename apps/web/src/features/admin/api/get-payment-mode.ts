import type { CheckoutConfig } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/checkout/config, for its `payment_provider` (the same query the checkout reads). */
export const paymentModeQueryOptions = queryOptions({
  queryKey: queryKeys.checkout.config,
  queryFn: ({ signal }) => api.get<CheckoutConfig>("/v2/checkout/config", { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePaymentMode() {
  return useQuery(paymentModeQueryOptions);
}
