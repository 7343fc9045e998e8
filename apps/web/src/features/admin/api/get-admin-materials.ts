import type { AdminMaterialsReply } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/admin/materials: every material, available or not. */
export const adminMaterialsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.materials,
    queryFn: ({ signal }) => api.get<AdminMaterialsReply>("/v2/admin/materials", { signal }),
  });

export function useAdminMaterials() {
  return useQuery(adminMaterialsQueryOptions());
}
