import type { NotificationPreferences, NotificationPreferencesReply } from "@ingot/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { useCachedReplyMutation } from "@/lib/use-invalidating-mutation";
import { portalQueryOptions } from "./portal-query";

const path = (email: string) => `/v2/notifications/preferences/${encodeURIComponent(email)}`;

/** GET /v2/notifications/preferences/{email} (spec §7), 5-minute lifetime (spec §9). */
export const preferencesQueryOptions = (email: string) =>
  portalQueryOptions<NotificationPreferencesReply>(
    queryKeys.portal.preferences(email),
    path(email),
  );

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
