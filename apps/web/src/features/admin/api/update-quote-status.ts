import type { AdminQuoteDetail, QuoteWorkflowUpdate } from "@ingot/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** PUT /v2/quotes/{id}/status (spec §7): moves a request; quoting sends a price per line. */
export function useUpdateQuoteStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteWorkflowUpdate) =>
      api.put<AdminQuoteDetail>(`/v2/quotes/${encodeURIComponent(id)}/status`, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.admin.quote(id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.overview });
    },
  });
}
