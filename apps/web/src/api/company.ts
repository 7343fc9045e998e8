import type { CurrentCompany } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * GET /v2/companies/current (issue #16): the signed-in member's company, their role, its members
 * and payment terms. The server answers 404 when the caller belongs to none: that is an answer
 * here (null), not an error. Read by the portal's Company section and checkout's payment choice,
 * so it lives in the shared layer (decision 018).
 */
export async function getCurrentCompany(signal?: AbortSignal): Promise<CurrentCompany | null> {
  try {
    return await api.get<CurrentCompany>("/v2/companies/current", {
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
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
