import type { Me } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * GET /v2/me: the one source of session state in the app (user, session, profile, role), read by
 * the auth screens and header (features/auth useSession) and the quote and checkout forms
 * (lib/quote-session.ts) through this one query: one key, one fresh time.
 */
export function getMe(signal?: AbortSignal): Promise<Me> {
  // Signed out is a normal answer (nulls), never a 401, so no redirect here.
  return api.get<Me>("/v2/me", { redirectOnUnauthorized: false, ...(signal ? { signal } : {}) });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
  });

export function useMe(options: { refetchOnMount?: boolean | "always" } = {}) {
  return useQuery({ ...meQueryOptions(), ...options });
}
