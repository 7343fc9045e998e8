import type { OrdersQuery, OrdersResponse } from "@ingot/domain";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import { portalQueryOptions } from "./portal-query";

/** The orders query (domain `ordersQuerySchema`, its defaults applied). */
export type OrdersParams = OrdersQuery;

/** GET /v2/orders/user/{email} (spec §7) with page, limit, status, sort_by, sort_order. */
export const ordersQueryOptions = (email: string, params: OrdersParams) =>
  portalQueryOptions<OrdersResponse>(
    queryKeys.portal.orders(email, params),
    `/v2/orders/user/${encodeURIComponent(email)}`,
    { ...params },
  );

export function useOrders(email: string, params: OrdersParams) {
  return useQuery(ordersQueryOptions(email, params));
}
