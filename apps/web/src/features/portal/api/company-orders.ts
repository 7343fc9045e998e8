import { type OrdersResponse, PORTAL_CACHE_MS, type QuoteHistory } from "@ingot/domain";
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { OrdersParams } from "./get-orders";

/** GET /v2/companies/current/orders: the company's orders, paginated like the personal list. */
export const companyOrdersQueryOptions = (params: Partial<OrdersParams>) =>
  queryOptions({
    queryKey: queryKeys.company.orders(params),
    queryFn: ({ signal }) =>
      api.get<OrdersResponse>("/v2/companies/current/orders", { signal, query: { ...params } }),
    staleTime: PORTAL_CACHE_MS,
    placeholderData: keepPreviousData,
  });

export function useCompanyOrders(params: Partial<OrdersParams>, enabled = true) {
  return useQuery({ ...companyOrdersQueryOptions(params), enabled });
}

export interface CompanyQuotesParams {
  page: number;
  limit: number;
}

/** GET /v2/companies/current/quotes: the company's requests, paginated like the personal list. */
export const companyQuotesQueryOptions = (params: CompanyQuotesParams) =>
  queryOptions({
    queryKey: queryKeys.company.quotes(params),
    queryFn: ({ signal }) =>
      api.get<QuoteHistory>("/v2/companies/current/quotes", {
        signal,
        query: { type: "all", ...params },
      }),
    staleTime: PORTAL_CACHE_MS,
    placeholderData: keepPreviousData,
  });

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
