import { PORTAL_CACHE_MS } from "@ingot/domain";
import { keepPreviousData, type QueryKey } from "@tanstack/react-query";
import { getQueryOptions } from "@/lib/endpoint-queries";

/**
 * A GET of the portal's own data (profile, orders, documents, the dashboard…): fresh 5 minutes
 * (spec §9, PORTAL_CACHE_MS); a paged list (`query` given) keeps showing its last page while the
 * next one loads.
 */
export function portalQueryOptions<T>(
  queryKey: QueryKey,
  path: string,
  query?: Record<string, string | number | boolean | undefined>,
) {
  return getQueryOptions<T>(queryKey, path, {
    staleTime: PORTAL_CACHE_MS,
    ...(query ? { query, placeholderData: keepPreviousData } : {}),
  });
}
