import type { QuoteHistoryEntry } from "@ingot/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /v2/quotes/{id}/accept | decline: the owner's answer to a quoted request. */
export function useAnswerQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: "accept" | "decline" }) =>
      api.post<QuoteHistoryEntry>(`/v2/quotes/${encodeURIComponent(id)}/${answer}`, {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.quotes.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.portal.summary });
    },
  });
}
