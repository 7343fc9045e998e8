import type { Me } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /v2/me: the one source of session state in the app (user, session, profile, role). */
export const meQueryKey = ["me"] as const;

export function getMe(signal?: AbortSignal): Promise<Me> {
  // Signed out is a normal answer (nulls), never a 401, so no redirect here.
  return api.get<Me>("/v2/me", { redirectOnUnauthorized: false, ...(signal ? { signal } : {}) });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
  });

export function useMe(options: { refetchOnMount?: boolean | "always" } = {}) {
  return useQuery({ ...meQueryOptions(), ...options });
}
