import { type OrdersQuery, type OrdersResponse, PORTAL_CACHE_MS } from "@ingot/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getQueryOptions } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";

/** The orders query (domain `ordersQuerySchema`, its defaults applied). */
export type OrdersParams = OrdersQuery;

/** GET /v2/orders/user/{email} (spec §7) with page, limit, status, sort_by, sort_order. */
export const ordersQueryOptions = (email: string, params: OrdersParams) =>
  getQueryOptions<OrdersResponse>(
    queryKeys.portal.orders(email, params),
    `/v2/orders/user/${encodeURIComponent(email)}`,
    { query: { ...params }, staleTime: PORTAL_CACHE_MS, placeholderData: keepPreviousData },
  );

export function useOrders(email: string, params: OrdersParams) {
  return useQuery(ordersQueryOptions(email, params));
}
