import type { AdminMaterial } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminKeys } from "./admin-keys";

/** GET /v2/admin/materials: every material, available or not. */
export const adminMaterialsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.materials,
    queryFn: ({ signal }) =>
      api.get<{ materials: AdminMaterial[] }>("/v2/admin/materials", { signal }),
  });

export function useAdminMaterials() {
  return useQuery(adminMaterialsQueryOptions());
}
