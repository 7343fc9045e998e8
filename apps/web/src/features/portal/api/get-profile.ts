import { PORTAL_CACHE_MS, type Profile, type ProfileUpdate } from "@ingot/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const profilePath = (userId: string) => `/v2/profiles/${encodeURIComponent(userId)}`;

/** GET /v2/profiles/{userId} (spec §7), 5-minute lifetime (spec §9). */
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.portal.profile(userId),
    queryFn: ({ signal }) => api.get<Profile>(profilePath(userId), { signal }),
    staleTime: PORTAL_CACHE_MS,
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
      queryClient.setQueryData(queryKeys.portal.profile(userId), profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
