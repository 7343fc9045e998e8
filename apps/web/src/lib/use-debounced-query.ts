import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  useQuery,
} from "@tanstack/react-query";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * A query on what the user is typing (the quote builder's live price, the cut-list planner's
 * prices): asked once the input has not changed for `delayMs`. While the input changes, the last
 * answer stays on screen and `isUpdating` says it is for an earlier version, so nothing flickers.
 */
export function useDebouncedQuery<TInput, TData, TKey extends QueryKey>(
  input: TInput | undefined,
  delayMs: number,
  options: (debounced: TInput | undefined) => UseQueryOptions<TData, Error, TData, TKey>,
) {
  const key = input === undefined ? undefined : JSON.stringify(input);
  const debouncedKey = useDebouncedValue(key, delayMs);
  const debounced = debouncedKey === undefined ? undefined : (JSON.parse(debouncedKey) as TInput);
  const query = useQuery({ ...options(debounced), placeholderData: keepPreviousData });
  return {
    ...query,
    /** What is on screen answers an earlier version of the input. */
    isUpdating:
      input !== undefined && (key !== debouncedKey || query.isFetching || query.isPlaceholderData),
  };
}
