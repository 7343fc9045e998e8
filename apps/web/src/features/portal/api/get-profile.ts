import { PORTAL_CACHE_MS, type Profile, type ProfileUpdate } from "@ingot/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getQueryOptions } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";
import { useCachedReplyMutation } from "@/lib/use-invalidating-mutation";

const profilePath = (userId: string) => `/v2/profiles/${encodeURIComponent(userId)}`;

/** GET /v2/profiles/{userId} (spec §7), 5-minute lifetime (spec §9). */
export const profileQueryOptions = (userId: string) =>
  getQueryOptions<Profile>(queryKeys.portal.profile(userId), profilePath(userId), {
    staleTime: PORTAL_CACHE_MS,
  });

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}

/** PUT /v2/profiles/{userId}: full_name, company, phone. The session's profile refreshes too. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useCachedReplyMutation(
    (update: ProfileUpdate) => api.put<Profile>(profilePath(userId), update),
    queryKeys.portal.profile(userId),
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  );
}
