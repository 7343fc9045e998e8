import type { StockLengthsEntry } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** What the planner reads of GET /v2/materials: stock lengths and density per material. */
export interface MaterialStock {
  code: string;
  density_lb_per_in3: number;
  stock_lengths: StockLengthsEntry[];
}

export function getMaterialStock({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<{ materials: MaterialStock[] }>("/v2/materials", { signal });
}

/** Same key as the picker's and the grid's query of GET /v2/materials: asked once. */
export function getMaterialStockQueryOptions() {
  return queryOptions({
    queryKey: ["materials"] as const,
    queryFn: ({ signal }) => getMaterialStock({ signal }),
  });
}

export function useMaterialStock() {
  return useQuery({
    ...getMaterialStockQueryOptions(),
    select: (data) => data.materials as MaterialStock[],
  });
}
