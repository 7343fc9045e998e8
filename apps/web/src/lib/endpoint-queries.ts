import { type QueryKey, queryOptions, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { api, type RequestOptions } from "@/lib/api-client";
import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";

/** How a GET is cached (staleTime, placeholderData…), and its query string. */
type GetOptions<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, "queryKey" | "queryFn"> & {
  query?: RequestOptions["query"];
};

/**
 * The query options of one GET endpoint: its reply read as `T` under `queryKey`, with the query's
 * abort signal (a stale request is dropped) and `query` as its query string; the rest of
 * `options` is the endpoint's caching.
 */
export function getQueryOptions<T>(
  queryKey: QueryKey,
  path: string,
  { query, ...options }: GetOptions<T> = {},
) {
  return queryOptions({
    ...options,
    queryKey,
    queryFn: ({ signal }) => api.get<T>(path, { signal, ...(query ? { query } : {}) }),
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

/**
 * A collection the account owns at `path` (its API keys and webhooks, which the server's
 * `ownedResourceRoutes` serves, and its company's invitations): the list (GET `path`, read as
 * `TList` under `listKey`; `useList(enabled)`), create (POST `path`) and delete (DELETE
 * `path/{id}`), each write refreshing the list (lib/use-invalidating-mutation), the delete once
 * settled when `deleteRefreshes` says so (a refusal may mean the item is gone already).
 */
export function ownedCollection<TList, TCreate, TCreated, TDeleted>(
  path: string,
  listKey: QueryKey,
  deleteRefreshes: "success" | "settled" = "success",
) {
  const listQueryOptions = () => getQueryOptions<TList>(listKey, path);
  return {
    listQueryOptions,
    useList: (enabled = true) => useQuery({ ...listQueryOptions(), enabled }),
    useCreate: () =>
      useInvalidatingMutation((body: TCreate) => api.post<TCreated>(path, body), listKey),
    useDelete: () =>
      useInvalidatingMutation(
        (id: string) => api.delete<TDeleted>(`${path}/${encodeURIComponent(id)}`),
        listKey,
        deleteRefreshes,
      ),
  };
}

/** POST of one file as multipart/form-data (its field `file`); an upload gets two minutes. */
export function postFile<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append("file", file, file.name);
  return api.post<T>(path, form, { timeoutMs: 120_000 });
}
