import type { AdminTaxExemption, AdminTaxExemptionsQuery } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type TaxExemptionFilter = AdminTaxExemptionsQuery["status"];

/** GET /v2/admin/tax-exemptions: customers' certificates, newest first, by status. */
export const taxExemptionsQueryOptions = (status: TaxExemptionFilter) =>
  queryOptions({
    queryKey: queryKeys.admin.taxExemptions(status),
    queryFn: ({ signal }) =>
      api.get<{ exemptions: AdminTaxExemption[] }>("/v2/admin/tax-exemptions", {
        signal,
        query: { status },
      }),
    staleTime: 15_000,
  });

export function useTaxExemptions(status: TaxExemptionFilter) {
  return useQuery(taxExemptionsQueryOptions(status));
}
