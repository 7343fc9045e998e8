import type { PortalOrder } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PORTAL_STALE_MS, portalKeys } from "./keys";

/** GET /v2/portal/orders/{id}: one order with its tracking timeline and item spec. */
export const portalOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: portalKeys.order(id),
    queryFn: ({ signal }) =>
      api.get<PortalOrder>(`/v2/portal/orders/${encodeURIComponent(id)}`, { signal }),
    staleTime: PORTAL_STALE_MS,
  });

export function usePortalOrder(id: string | undefined) {
  return useQuery({ ...portalOrderQueryOptions(id ?? ""), enabled: Boolean(id) });
}
