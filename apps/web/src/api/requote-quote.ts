import type { RequoteResponse } from "@ingot/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * POST /v2/quotes/{id}/requote (issue #22): the owner asks for an expired quote's lines at
 * today's prices; the server answers 201 with the new quoted request. Quote history (the portal's
 * and /quotes) then lists it with the old prices beside the new.
 */
export function useRequoteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<RequoteResponse>(`/v2/quotes/${encodeURIComponent(id)}/requote`, {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.quotes.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.portal.summary });
    },
  });
}
