import { PORTAL_CACHE_MS, type PortalOrder } from "@ingot/domain";
import { useQuery } from "@tanstack/react-query";
import { getQueryOptions } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/portal/orders/{id}: one order with its tracking timeline and item spec. */
export const portalOrderQueryOptions = (id: string) =>
  getQueryOptions<PortalOrder>(
    queryKeys.portal.order(id),
    `/v2/portal/orders/${encodeURIComponent(id)}`,
    { staleTime: PORTAL_CACHE_MS },
  );

export function usePortalOrder(id: string | undefined) {
  return useQuery({ ...portalOrderQueryOptions(id ?? ""), enabled: Boolean(id) });
}
