import type { AdminTaxExemption } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

export type TaxExemptionFilter = "pending_review" | "accepted" | "rejected" | "all";

/** GET /v2/admin/tax-exemptions: customers' certificates, newest first, by status. */
export const taxExemptionsQueryOptions = (status: TaxExemptionFilter) =>
  queryOptions({
    queryKey: adminKeys.taxExemptions(status),
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
