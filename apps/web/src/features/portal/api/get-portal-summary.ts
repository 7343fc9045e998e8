import type { PortalSummary } from "@ingot/domain";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import { portalQueryOptions } from "./portal-query";

/** GET /v2/portal/summary: the dashboard tiles and the latest activity. */
export const portalSummaryQueryOptions = () =>
  portalQueryOptions<PortalSummary>(queryKeys.portal.summary, "/v2/portal/summary");

export function usePortalSummary() {
  return useQuery(portalSummaryQueryOptions());
}
