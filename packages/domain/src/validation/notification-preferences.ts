import { z } from "zod";

/**
 * Notification preferences (spec §3 leaves the fields open; these are ours): updates about quotes,
 * orders and shipping are on by default, marketing is off until the customer opts in.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES = {
  quote_updates: true,
  order_updates: true,
  shipping_updates: true,
  marketing: false,
} as const;

export const notificationPreferencesSchema = z.object({
  quote_updates: z.boolean().default(DEFAULT_NOTIFICATION_PREFERENCES.quote_updates),
  order_updates: z.boolean().default(DEFAULT_NOTIFICATION_PREFERENCES.order_updates),
  shipping_updates: z.boolean().default(DEFAULT_NOTIFICATION_PREFERENCES.shipping_updates),
  marketing: z.boolean().default(DEFAULT_NOTIFICATION_PREFERENCES.marketing),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/** PUT /v2/notifications/preferences/{email} (spec §7: the payload is `preferences`). A field left
 * out takes its default, as a PUT replaces the whole object. */
export const notificationPreferencesUpdateSchema = z.object({
  preferences: notificationPreferencesSchema,
});

/** The reply of GET and PUT /v2/notifications/preferences/{email}. */
export const notificationPreferencesReplySchema = z.object({
  email: z.string(),
  preferences: z.object({
    quote_updates: z.boolean(),
    order_updates: z.boolean(),
    shipping_updates: z.boolean(),
    marketing: z.boolean(),
  }),
});
export type NotificationPreferencesReply = z.output<typeof notificationPreferencesReplySchema>;
