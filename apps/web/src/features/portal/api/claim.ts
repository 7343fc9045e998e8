import type { ClaimReply, ClaimRequest } from "@ingot/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * POST /v2/companies/current/claim { kind, id }: moves the caller's own personal order (or quote
 * request) into their company; work done before joining stays personal until then (issue #16).
 */
export function useClaimForCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimRequest) => api.post<ClaimReply>("/v2/companies/current/claim", body),
    meta: { silentError: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.portal.ordersAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.quotes.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.company.all });
    },
  });
}
