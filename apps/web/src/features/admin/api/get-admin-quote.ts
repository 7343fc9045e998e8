import type { AdminQuoteDetail } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/admin/quotes/{id}: one request with its lines and status history. */
export const adminQuoteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.quote(id),
    queryFn: ({ signal }) =>
      api.get<AdminQuoteDetail>(`/v2/admin/quotes/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });

export function useAdminQuote(id: string | null) {
  return useQuery({ ...adminQuoteQueryOptions(id ?? ""), enabled: id !== null });
}
