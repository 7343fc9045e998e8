import type { AdminOrders, AdminOrdersQuery } from "@ingot/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getQueryOptions } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";

export type AdminOrdersFilter = Partial<AdminOrdersQuery>;

/** GET /v2/admin/orders: filters, search and paging. */
export const adminOrdersQueryOptions = (filter: AdminOrdersFilter) =>
  getQueryOptions<AdminOrders>(queryKeys.admin.orders(filter), "/v2/admin/orders", {
    query: {
      payment_status: filter.payment_status,
      fulfilment_status: filter.fulfilment_status,
      q: filter.q || undefined,
      page: filter.page,
      limit: filter.limit,
    },
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function useAdminOrders(filter: AdminOrdersFilter) {
  return useQuery(adminOrdersQueryOptions(filter));
}
