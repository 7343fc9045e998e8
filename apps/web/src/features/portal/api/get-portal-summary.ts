import { PORTAL_CACHE_MS, type PortalSummary } from "@ingot/domain";
import { useQuery } from "@tanstack/react-query";
import { getQueryOptions } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/portal/summary: the dashboard tiles and the latest activity. */
export const portalSummaryQueryOptions = () =>
  getQueryOptions<PortalSummary>(queryKeys.portal.summary, "/v2/portal/summary", {
    staleTime: PORTAL_CACHE_MS,
  });

export function usePortalSummary() {
  return useQuery(portalSummaryQueryOptions());
}
