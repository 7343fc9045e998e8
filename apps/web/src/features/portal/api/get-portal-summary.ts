import { PORTAL_CACHE_MS, type PortalSummary } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/portal/summary: the dashboard tiles and the latest activity. */
export const portalSummaryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.portal.summary,
    queryFn: ({ signal }) => api.get<PortalSummary>("/v2/portal/summary", { signal }),
    staleTime: PORTAL_CACHE_MS,
  });

export function usePortalSummary() {
  return useQuery(portalSummaryQueryOptions());
}
