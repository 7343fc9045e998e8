import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * GET /v2/materials for the picker: only available materials come back, so one an admin disabled
 * disappears from the picker. Same key as the materials grid's query, so the landing page asks once.
 */
export interface AvailableMaterial {
  code: string;
  name: string;
  is_available: boolean;
  minimum_order_quantity: number;
}

export function getAvailableMaterials({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<{ materials: AvailableMaterial[] }>("/v2/materials", { signal });
}

export function getAvailableMaterialsQueryOptions() {
  return queryOptions({
    queryKey: ["materials"] as const,
    queryFn: ({ signal }) => getAvailableMaterials({ signal }),
    select: (data) => data.materials,
  });
}

export function useAvailableMaterials() {
  return useQuery(getAvailableMaterialsQueryOptions());
}
