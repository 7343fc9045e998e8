import type { PortalSummary } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PORTAL_STALE_MS, portalKeys } from "./keys";

/** GET /v2/portal/summary: the dashboard tiles and the latest activity. */
export const portalSummaryQueryOptions = () =>
  queryOptions({
    queryKey: portalKeys.summary,
    queryFn: ({ signal }) => api.get<PortalSummary>("/v2/portal/summary", { signal }),
    staleTime: PORTAL_STALE_MS,
  });

export function usePortalSummary() {
  return useQuery(portalSummaryQueryOptions());
}
