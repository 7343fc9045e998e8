import {
  QUOTES_GC_MS,
  QUOTES_STALE_MS,
  type QuoteHistory,
  type QuoteHistoryEntry,
} from "@ingot/domain";
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { portalKeys } from "./keys";

/**
 * GET /v2/quotes/user/{userId} for the portal's compact list. Under the `["quotes"]` prefix, so the
 * RFQ submission's invalidation reaches it; fresh 2 minutes, kept 10, 2 retries (spec §9).
 */
export const portalQuotesQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: ["quotes", "portal", userId, page] as const,
    queryFn: ({ signal }) =>
      api.get<QuoteHistory>(`/v2/quotes/user/${encodeURIComponent(userId)}`, {
        signal,
        query: { type: "all", page, limit: 10 },
      }),
    staleTime: QUOTES_STALE_MS,
    gcTime: QUOTES_GC_MS,
    placeholderData: keepPreviousData,
  });

export function usePortalQuotes(userId: string, page: number) {
  return useQuery(portalQuotesQueryOptions(userId, page));
}

/** POST /v2/quotes/{id}/accept | decline: the owner's answer to a quoted request. */
export function useAnswerQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: "accept" | "decline" }) =>
      api.post<QuoteHistoryEntry>(`/v2/quotes/${encodeURIComponent(id)}/${answer}`, {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["quotes"] });
      void queryClient.invalidateQueries({ queryKey: portalKeys.summary });
    },
  });
}

export const quotePdfHref = (id: string) => `/v2/quotes/${encodeURIComponent(id)}/pdf`;
