import type { AdminTaxExemptionsQuery, AdminTaxExemptionsReply } from "@ingot/domain";
import { useQuery } from "@tanstack/react-query";
import { getQueryOptions } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";

export type TaxExemptionFilter = AdminTaxExemptionsQuery["status"];

/** GET /v2/admin/tax-exemptions: customers' certificates, newest first, by status. */
export const taxExemptionsQueryOptions = (status: TaxExemptionFilter) =>
  getQueryOptions<AdminTaxExemptionsReply>(
    queryKeys.admin.taxExemptions(status),
    "/v2/admin/tax-exemptions",
    { query: { status }, staleTime: 15_000 },
  );

export function useTaxExemptions(status: TaxExemptionFilter) {
  return useQuery(taxExemptionsQueryOptions(status));
}
