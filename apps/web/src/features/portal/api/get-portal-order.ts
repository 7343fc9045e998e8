import { PORTAL_CACHE_MS, type PortalOrder } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/portal/orders/{id}: one order with its tracking timeline and item spec. */
export const portalOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.portal.order(id),
    queryFn: ({ signal }) =>
      api.get<PortalOrder>(`/v2/portal/orders/${encodeURIComponent(id)}`, { signal }),
    staleTime: PORTAL_CACHE_MS,
  });

export function usePortalOrder(id: string | undefined) {
  return useQuery({ ...portalOrderQueryOptions(id ?? ""), enabled: Boolean(id) });
}
