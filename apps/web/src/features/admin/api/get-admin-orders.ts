import type { AdminOrders, AdminOrdersQuery } from "@ingot/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type AdminOrdersFilter = Partial<AdminOrdersQuery>;

/** GET /v2/admin/orders: filters, search and paging. */
export const adminOrdersQueryOptions = (filter: AdminOrdersFilter) =>
  queryOptions({
    queryKey: queryKeys.admin.orders(filter),
    queryFn: ({ signal }) =>
      api.get<AdminOrders>("/v2/admin/orders", {
        signal,
        query: {
          payment_status: filter.payment_status,
          fulfilment_status: filter.fulfilment_status,
          q: filter.q || undefined,
          page: filter.page,
          limit: filter.limit,
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function useAdminOrders(filter: AdminOrdersFilter) {
  return useQuery(adminOrdersQueryOptions(filter));
}
