import type { DimensionKey, ProductType, Shape } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /v2/materials/dimensions: the dimension inputs (inches) of a material in a shape. */
export interface DimensionConstraintListing {
  key: DimensionKey;
  label: string;
  min: number;
  max: number;
  step: number;
  unit: "in";
}

export interface DimensionsRequest {
  material: string;
  product_type: ProductType;
  shape: Shape;
}

export function getDimensionConstraints(body: DimensionsRequest, signal?: AbortSignal) {
  return api.post<{ constraints: DimensionConstraintListing[] }>("/v2/materials/dimensions", body, {
    signal,
  });
}

export function getDimensionConstraintsQueryOptions(body: DimensionsRequest | undefined) {
  return queryOptions({
    queryKey: ["material-dimensions", body?.material, body?.product_type, body?.shape] as const,
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
