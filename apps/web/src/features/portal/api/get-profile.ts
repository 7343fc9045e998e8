import type { Profile, ProfileUpdate } from "@ingot/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { useCachedReplyMutation } from "@/lib/use-invalidating-mutation";
import { portalQueryOptions } from "./portal-query";

const profilePath = (userId: string) => `/v2/profiles/${encodeURIComponent(userId)}`;

/** GET /v2/profiles/{userId} (spec §7), 5-minute lifetime (spec §9). */
export const profileQueryOptions = (userId: string) =>
  portalQueryOptions<Profile>(queryKeys.portal.profile(userId), profilePath(userId));

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
