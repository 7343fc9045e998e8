import type { Statement } from "@ingot/domain";
import { useQuery } from "@tanstack/react-query";
import { getQueryOptions } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/companies/current/statement (members): the invoices, newest first, and the balance. */
export const companyStatementQueryOptions = () =>
  getQueryOptions<Statement>(queryKeys.company.statement, "/v2/companies/current/statement");

export function useCompanyStatement() {
  return useQuery(companyStatementQueryOptions());
}
