import type { PortalOrder } from "@ingot/domain";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import { portalQueryOptions } from "./portal-query";

/** GET /v2/portal/orders/{id}: one order with its tracking timeline and item spec. */
export const portalOrderQueryOptions = (id: string) =>
  portalQueryOptions<PortalOrder>(
    queryKeys.portal.order(id),
    `/v2/portal/orders/${encodeURIComponent(id)}`,
  );

export function usePortalOrder(id: string | undefined) {
  return useQuery({ ...portalOrderQueryOptions(id ?? ""), enabled: Boolean(id) });
}
