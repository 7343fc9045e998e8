import {
  type NotificationPreferences,
  type NotificationPreferencesReply,
  PORTAL_CACHE_MS,
} from "@ingot/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getQueryOptions } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";
import { useCachedReplyMutation } from "@/lib/use-invalidating-mutation";

const path = (email: string) => `/v2/notifications/preferences/${encodeURIComponent(email)}`;

/** GET /v2/notifications/preferences/{email} (spec §7), 5-minute lifetime (spec §9). */
export const preferencesQueryOptions = (email: string) =>
  getQueryOptions<NotificationPreferencesReply>(queryKeys.portal.preferences(email), path(email), {
    staleTime: PORTAL_CACHE_MS,
  });

export function useNotificationPreferences(email: string) {
  return useQuery(preferencesQueryOptions(email));
}

/** PUT /v2/notifications/preferences/{email} with `{ preferences }`. */
export function useUpdateNotificationPreferences(email: string) {
  return useCachedReplyMutation(
    (preferences: NotificationPreferences) =>
      api.put<NotificationPreferencesReply>(path(email), { preferences }),
    queryKeys.portal.preferences(email),
  );
}
