import type { MaterialListing, MaterialsList } from "@ingot/domain";
import { MATERIALS } from "@ingot/domain/catalog/materials";
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

/** What the landing page's materials grid shows of a material. */
export type MaterialSummary = Pick<Material, "code" | "name" | "category" | "grades" | "forms">;

/**
 * The catalogue as this build knows it: the materials the server seeds its table with, under the
 * names it lists them by (@ingot/domain's starting catalogue). The landing page's grid shows it
 * until GET /v2/materials answers, so the page prerendered at build time already names every grade
 * (issue #19); the live list (an admin may have disabled or renamed one) then takes its place.
 */
export const BUILT_IN_MATERIALS: readonly MaterialSummary[] = MATERIALS.map((m) => ({
  code: m.code,
  name: m.label,
  category: m.category,
  grades: [...m.grades],
  forms: [...m.forms],
}));
