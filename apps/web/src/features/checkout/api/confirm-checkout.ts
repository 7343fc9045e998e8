import type { ConfirmCheckoutResponse } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * POST /v2/checkout/confirm: the server asks the payment provider about the session and marks the
 * order paid once. Safe to repeat (a reload of /success changes nothing).
 */
export function confirmCheckout(sessionId: string, signal?: AbortSignal) {
  return api.post<ConfirmCheckoutResponse>(
    "/v2/checkout/confirm",
    { session_id: sessionId },
    { signal },
  );
}

export function confirmCheckoutQueryOptions(sessionId: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.checkout.confirm(sessionId),
    queryFn: ({ signal }) => {
      if (!sessionId) throw new Error("no session");
      return confirmCheckout(sessionId, signal);
    },
    enabled: Boolean(sessionId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

export function useConfirmCheckout(sessionId: string | undefined) {
  return useQuery(confirmCheckoutQueryOptions(sessionId));
}
