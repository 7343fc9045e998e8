import type { OrdersResponse, QuoteHistory } from "@ingot/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { OrdersParams } from "./get-orders";
import { portalQueryOptions } from "./portal-query";

/** GET /v2/companies/current/orders: the company's orders, paginated like the personal list. */
export const companyOrdersQueryOptions = (params: Partial<OrdersParams>) =>
  portalQueryOptions<OrdersResponse>(
    queryKeys.company.orders(params),
    "/v2/companies/current/orders",
    { ...params },
  );

export function useCompanyOrders(params: Partial<OrdersParams>, enabled = true) {
  return useQuery({ ...companyOrdersQueryOptions(params), enabled });
}

export interface CompanyQuotesParams {
  page: number;
  limit: number;
}

/** GET /v2/companies/current/quotes: the company's requests, paginated like the personal list. */
export const companyQuotesQueryOptions = (params: CompanyQuotesParams) =>
  portalQueryOptions<QuoteHistory>(
    queryKeys.company.quotes(params),
    "/v2/companies/current/quotes",
    {
      type: "all",
      ...params,
    },
  );

export function useCompanyQuotes(params: CompanyQuotesParams) {
  return useQuery(companyQuotesQueryOptions(params));
}

/** POST /v2/companies/current/orders/{id}/approve or /decline (owners only). */
export function useDecideOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: "approve" | "decline" }) =>
      api.post<unknown>(`/v2/companies/current/orders/${encodeURIComponent(id)}/${decision}`),
    meta: { silentError: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.company.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.portal.ordersAll });
    },
  });
}
