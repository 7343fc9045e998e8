import { type QueryKey, queryOptions } from "@tanstack/react-query";
import { api, type RequestOptions } from "./api-client";

/** Query options for GET `path` with its `query`, cached under `queryKey`, fresh for `staleTime` ms. */
export function getQueryOptions<T, K extends QueryKey = QueryKey>(
  queryKey: K,
  path: string,
  { query, staleTime }: { query?: RequestOptions["query"]; staleTime?: number } = {},
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<T>(path, { signal, ...(query ? { query } : {}) }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/**
 * Query options for what the server works out from an input the user is still editing (a price,
 * a cut plan): `ask(input)`, only while there is a complete input. An answer stays fresh for a
 * minute: what it depends on besides the input changes only when an admin edits a material.
 */
export function workedOutQueryOptions<I, T, K extends QueryKey>(
  queryKey: K,
  input: I | undefined,
  ask: (input: I, signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => {
      if (input === undefined) throw new Error("nothing to ask the server for");
      return ask(input, signal);
    },
    enabled: input !== undefined,
    staleTime: 60_000,
  });
}
