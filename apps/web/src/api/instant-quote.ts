import type { InstantQuoteResponse, ItemSpecInput } from "@ingot/domain";
import { useQueries } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { workedOutQueryOptions } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";
import { useDebouncedQuery } from "@/lib/use-debounced-query";

/** POST /v2/pricing/quote: the server's price of one item spec. The browser never prices. */
export function getInstantQuote(spec: ItemSpecInput, signal?: AbortSignal) {
  return api.post<InstantQuoteResponse>("/v2/pricing/quote", spec, { signal });
}

export function getInstantQuoteQueryOptions(spec: ItemSpecInput | undefined) {
  return workedOutQueryOptions(queryKeys.instantQuote(spec), spec, getInstantQuote);
}

/**
 * Typing pauses this long before the price is asked for: short enough that the new price shows
 * within 150 ms of the last keystroke (issue #19, `bench/live-price.mjs`), long enough that a burst
 * of keys sends one request. A request for a value typed over is cancelled (the query's signal),
 * and an incomplete value (a length below the minimum) asks nothing.
 */
export const PRICE_DEBOUNCE_MS = 40;

/**
 * The live price of a valid item, asked for once typing has paused. While the item changes, the
 * last price stays on screen marked as updating (`isUpdating`), so the panel does not flicker.
 */
export function useInstantQuote(spec: ItemSpecInput | undefined) {
  return useDebouncedQuery(spec, PRICE_DEBOUNCE_MS, getInstantQuoteQueryOptions);
}

/**
 * The server's price of every line of a cart (the same cached instant quotes each line's live
 * price asks for), in cart order: undefined for a line not priced yet.
 */
export function useCartPrices(specs: readonly ItemSpecInput[]) {
  return useQueries({
    queries: specs.map((spec) => getInstantQuoteQueryOptions(spec)),
    combine: (results) => ({
      prices: results.map((r) => r.data),
      failed: results.some((r) => r.isError && !r.data),
      retry: () => {
        for (const r of results) if (r.isError) void r.refetch();
      },
    }),
  });
}
