import type { ContactRepInput, ContactRepReply, SalesRep } from "@ingot/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getQueryOptions } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/portal/rep: the configured sales rep (changes only with the server's settings). */
export const salesRepQueryOptions = () =>
  getQueryOptions<SalesRep>(queryKeys.portal.rep, "/v2/portal/rep", { staleTime: 60 * 60_000 });

export function useSalesRep() {
  return useQuery(salesRepQueryOptions());
}

/** POST /v2/portal/contact: the message goes to the rep with the account's identity. */
export function useContactRep() {
  return useMutation({
    mutationFn: (message: ContactRepInput) =>
      api.post<ContactRepReply>("/v2/portal/contact", message),
    meta: { silentError: true },
  });
}
