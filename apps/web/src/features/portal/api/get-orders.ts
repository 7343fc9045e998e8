import type { OrdersResponse } from "@ingot/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PORTAL_STALE_MS, portalKeys } from "./keys";

export interface OrdersParams {
  page: number;
  limit: number;
  status?: string | undefined;
  sort_by: "created_at" | "total_amount";
  sort_order: "asc" | "desc";
}

/** GET /v2/orders/user/{email} (spec §7) with page, limit, status, sort_by, sort_order. */
export const ordersQueryOptions = (email: string, params: OrdersParams) =>
  queryOptions({
    queryKey: portalKeys.orders(email, params),
    queryFn: ({ signal }) =>
      api.get<OrdersResponse>(`/v2/orders/user/${encodeURIComponent(email)}`, {
        signal,
        query: { ...params },
      }),
    staleTime: PORTAL_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useOrders(email: string, params: OrdersParams) {
  return useQuery(ordersQueryOptions(email, params));
}
