import type { ContactRepInput, SalesRep } from "@ingot/domain";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/portal/rep: the configured sales rep (changes only with the server's settings). */
export const salesRepQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.portal.rep,
    queryFn: ({ signal }) => api.get<SalesRep>("/v2/portal/rep", { signal }),
    staleTime: 60 * 60_000,
  });

export function useSalesRep() {
  return useQuery(salesRepQueryOptions());
}

/** POST /v2/portal/contact: the message goes to the rep with the account's identity. */
export function useContactRep() {
  return useMutation({
    mutationFn: (message: ContactRepInput) =>
      api.post<{ queued: boolean }>("/v2/portal/contact", message),
    meta: { silentError: true },
  });
}
