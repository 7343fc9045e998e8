import type { MaterialListing, MaterialsList } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * GET /v2/materials: the available materials, ordered by category and name (spec §7); a material an
 * admin disabled is not listed, so it leaves the picker too. The materials grid, the quote
 * builder's picker and the cut-list planner (stock lengths, density) read this one query, so a
 * page asks once.
 */
export type Material = MaterialListing;

export function getMaterials({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<MaterialsList>("/v2/materials", { signal });
}

export function materialsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.materials,
    queryFn: ({ signal }) => getMaterials({ signal }),
    select: (data) => data.materials,
  });
}

export function useMaterials() {
  return useQuery(materialsQueryOptions());
}
