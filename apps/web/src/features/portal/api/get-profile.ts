import type { Profile, ProfileUpdate } from "@ingot/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { PORTAL_STALE_MS, portalKeys } from "./keys";

const profilePath = (userId: string) => `/v2/profiles/${encodeURIComponent(userId)}`;

/** GET /v2/profiles/{userId} (spec §7), 5-minute lifetime (spec §9). */
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: portalKeys.profile(userId),
    queryFn: ({ signal }) => api.get<Profile>(profilePath(userId), { signal }),
    staleTime: PORTAL_STALE_MS,
  });

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}

/** PUT /v2/profiles/{userId}: full_name, company, phone. The session's profile refreshes too. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.put<Profile>(profilePath(userId), update),
    meta: { silentError: true },
    onSuccess: (profile) => {
      queryClient.setQueryData(portalKeys.profile(userId), profile);
      void queryClient.invalidateQueries({ queryKey: ["me"] });
    },
  });
}
