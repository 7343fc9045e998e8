import {
  QUOTES_GC_MS,
  QUOTES_STALE_MS,
  type QuoteHistory,
  type QuoteHistoryEntry,
} from "@ingot/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getQueryOptions } from "@/lib/endpoint-queries";
import { type QuoteHistoryParams, queryKeys } from "@/lib/query-keys";

export type { QuoteHistoryParams };

/**
 * GET /v2/quotes/user/{userId}: the quote list is fresh 2 minutes and kept 10 (spec §9); the 2
 * retries are the query client's default.
 */
export const quoteHistoryQueryOptions = (userId: string, params: QuoteHistoryParams) =>
  getQueryOptions<QuoteHistory>(
    queryKeys.quotes.list(userId, params),
    `/v2/quotes/user/${encodeURIComponent(userId)}`,
    {
      query: { type: params.type, page: params.page, limit: params.limit },
      staleTime: QUOTES_STALE_MS,
      gcTime: QUOTES_GC_MS,
      placeholderData: keepPreviousData,
    },
  );

export function useQuoteHistory(userId: string | undefined, params: QuoteHistoryParams) {
  return useQuery({ ...quoteHistoryQueryOptions(userId ?? "", params), enabled: Boolean(userId) });
}

/** Where the server renders a request's PDF (owner or admin; the session cookie goes along). */
export const quotePdfUrl = (entry: Pick<QuoteHistoryEntry, "id">) =>
  `/v2/quotes/${encodeURIComponent(entry.id)}/pdf`;
