import type { CurrentCompany } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * The signed-in member's company (issue #16): their role, its members and payment terms; null when
 * they belong to none. Asked through GET /v2/companies/mine, which answers null where the
 * contract's GET /v2/companies/current answers 404, so a buyer without a company (the usual case)
 * never makes a failed request. Read by the portal's Company section and checkout's payment
 * choice, so it lives in the shared layer (decision 018).
 */
export function getCurrentCompany(signal?: AbortSignal): Promise<CurrentCompany | null> {
  return api.get<CurrentCompany | null>("/v2/companies/mine", { ...(signal ? { signal } : {}) });
}

export const currentCompanyQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.company.current,
    queryFn: ({ signal }) => getCurrentCompany(signal),
    // Membership and terms change rarely, but a removed member must see it soon (issue #16).
    staleTime: 30_000,
  });

/** Only for a signed-in user (a guest's call would be a 401 and a trip to /auth). */
export function useCurrentCompany(enabled = true) {
  return useQuery({ ...currentCompanyQueryOptions(), enabled });
}
