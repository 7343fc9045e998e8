import type { CutListRequestInput, CutListResponse } from "@ingot/domain";
import { api } from "@/lib/api-client";
import { workedOutQueryOptions } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";
import { useDebouncedQuery } from "@/lib/use-debounced-query";

/** POST /v2/cut-lists/optimize: the server's plan and its two prices. */
export function optimizeCutList(request: CutListRequestInput, signal?: AbortSignal) {
  return api.post<CutListResponse>("/v2/cut-lists/optimize", request, { signal });
}

export function optimizeCutListQueryOptions(request: CutListRequestInput | undefined) {
  return {
    ...workedOutQueryOptions(queryKeys.cutList(request), request, optimizeCutList),
    // A 400 is an answer about the input, not a failure worth asking again.
    retry: false,
  };
}

/** Typing pauses this long before the server is asked for the prices. */
export const CUT_LIST_DEBOUNCE_MS = 400;

/**
 * The server's prices of a valid cut list, asked for once typing has paused; the last answer
 * stays on screen marked as updating while the list changes.
 */
export function useCutListPrices(request: CutListRequestInput | undefined) {
  return useDebouncedQuery(request, CUT_LIST_DEBOUNCE_MS, optimizeCutListQueryOptions);
}
