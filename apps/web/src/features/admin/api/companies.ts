import type {
  AdminCompanyRow,
  CompanyTermsRequest,
  RecordPaymentRequest,
  Statement,
} from "@ingot/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";

/** GET /v2/admin/companies: every company with its terms, balance and overdue invoices (issue #16). */
export const adminCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.companies,
    queryFn: ({ signal }) => api.get<AdminCompanyRow[]>("/v2/admin/companies", { signal }),
    staleTime: 15_000,
  });

export function useAdminCompanies() {
  return useQuery(adminCompaniesQueryOptions());
}

/** GET /v2/admin/companies/{id}/statement: the company's invoices and what it owes. */
export const adminCompanyStatementQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.companyStatement(id),
    queryFn: ({ signal }) =>
      api.get<Statement>(`/v2/admin/companies/${encodeURIComponent(id)}/statement`, { signal }),
  });

export function useAdminCompanyStatement(id: string | null) {
  return useQuery({ ...adminCompanyStatementQueryOptions(id ?? ""), enabled: Boolean(id) });
}

/** PUT /v2/admin/companies/{id}/terms { net_days, credit_limit }. */
export function useUpdateCompanyTerms() {
  return useInvalidatingMutation(
    ({ id, ...body }: CompanyTermsRequest & { id: string }) =>
      api.put<unknown>(`/v2/admin/companies/${encodeURIComponent(id)}/terms`, body),
    queryKeys.admin.companies,
  );
}

/** POST /v2/admin/orders/{id}/payments { amount, reference }: a fully paid invoice turns paid. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: RecordPaymentRequest & { orderId: string }) =>
      api.post<unknown>(`/v2/admin/orders/${encodeURIComponent(orderId)}/payments`, body),
    meta: { silentError: true },
    // The statements, balances and overdue counts, and the orders list's payment state.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
