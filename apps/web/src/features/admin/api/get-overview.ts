import type { AdminOverview } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/admin/overview: counts and the latest rows (spec §9 admin lists). Kept live by SSE. */
export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.overview,
    queryFn: ({ signal }) => api.get<AdminOverview>("/v2/admin/overview", { signal }),
    staleTime: 30_000,
  });

export function useOverview(enabled: boolean) {
  return useQuery({ ...overviewQueryOptions(), enabled });
}
