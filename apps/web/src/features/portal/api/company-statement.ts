import type { Statement } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/companies/current/statement (members): the invoices, newest first, and the balance. */
export const companyStatementQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.company.statement,
    queryFn: ({ signal }) => api.get<Statement>("/v2/companies/current/statement", { signal }),
  });

export function useCompanyStatement() {
  return useQuery(companyStatementQueryOptions());
}
