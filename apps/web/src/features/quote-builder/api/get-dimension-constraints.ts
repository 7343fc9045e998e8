import type { DimensionConstraintsList, DimensionsRequest } from "@ingot/domain";

export type { DimensionConstraintListing, DimensionsRequest } from "@ingot/domain";

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /v2/materials/dimensions: the dimension inputs (inches) of a material in a shape. */
export function getDimensionConstraints(body: DimensionsRequest, signal?: AbortSignal) {
  return api.post<DimensionConstraintsList>("/v2/materials/dimensions", body, {
    signal,
  });
}

export function getDimensionConstraintsQueryOptions(body: DimensionsRequest | undefined) {
  return queryOptions({
    queryKey: queryKeys.materialDimensions(body?.material, body?.product_type, body?.shape),
    queryFn: ({ signal }) => {
      if (!body) throw new Error("no material selected");
      return getDimensionConstraints(body, signal);
    },
    select: (data) => data.constraints,
    enabled: body !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDimensionConstraints(body: DimensionsRequest | undefined) {
  return useQuery(getDimensionConstraintsQueryOptions(body));
}
