import type { AdminTaxExemptionReviewReply, DocumentReview } from "@ingot/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * PUT /v2/admin/tax-exemptions/{id}: accept or reject; the customer is emailed. Accepting releases
 * the orders it held (issue #21), so the orders list is read again.
 */
export function useReviewTaxExemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DocumentReview & { id: string }) =>
      api.put<AdminTaxExemptionReviewReply>(
        `/v2/admin/tax-exemptions/${encodeURIComponent(id)}`,
        body,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.taxExemptionsAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.outboxAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.ordersAll });
    },
  });
}
