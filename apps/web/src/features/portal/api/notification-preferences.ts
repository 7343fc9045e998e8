import {
  type NotificationPreferences,
  type NotificationPreferencesReply,
  PORTAL_CACHE_MS,
} from "@ingot/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const path = (email: string) => `/v2/notifications/preferences/${encodeURIComponent(email)}`;

/** GET /v2/notifications/preferences/{email} (spec §7), 5-minute lifetime (spec §9). */
export const preferencesQueryOptions = (email: string) =>
  queryOptions({
    queryKey: queryKeys.portal.preferences(email),
    queryFn: ({ signal }) => api.get<NotificationPreferencesReply>(path(email), { signal }),
    staleTime: PORTAL_CACHE_MS,
  });

export function useNotificationPreferences(email: string) {
  return useQuery(preferencesQueryOptions(email));
}

/** PUT /v2/notifications/preferences/{email} with `{ preferences }`. */
export function useUpdateNotificationPreferences(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      api.put<NotificationPreferencesReply>(path(email), { preferences }),
    meta: { silentError: true },
    onSuccess: (reply) => queryClient.setQueryData(queryKeys.portal.preferences(email), reply),
  });
}
