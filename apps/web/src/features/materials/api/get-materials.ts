import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * GET /v2/materials: the available materials, ordered by category and name (spec section 7).
 *
 * The reply shape mirrors the server's response schema. When `@ingot/domain` publishes the
 * materials response schema, infer this type from it instead of spelling it out here.
 */
export interface Material {
  code: string;
  name: string;
  category: string;
  /** Grades sold under this material, e.g. 5052-H32 and 5083-H321 for the 5000 series. */
  grades: string[];
  /** Forms shown on the materials grid, e.g. Plate, Bar, Round, Block. */
  forms: string[];
}

export interface GetMaterialsResponse {
  materials: Material[];
}

export function getMaterials({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<GetMaterialsResponse>("/v2/materials", { signal });
}

export const materialsQueryKey = ["materials"] as const;

export function getMaterialsQueryOptions() {
  return queryOptions({
    queryKey: materialsQueryKey,
    queryFn: ({ signal }) => getMaterials({ signal }),
    select: (data) => data.materials,
  });
}

export function useMaterials() {
  return useQuery(getMaterialsQueryOptions());
}
