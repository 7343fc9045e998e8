import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from "@ingot/domain";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notificationPreferences, user } from "../../db/schema/index";
import { enqueueEmail } from "../outbox/outbox.service";

/**
 * Emails a customer about their request or order through the outbox, if their notification
 * preferences allow it. The account is the row's user id, else the account with that email; with no
 * account there are no preferences and the defaults apply (they asked us for this).
 */
export async function customerWants(
  db: Database,
  recipient: { userId: string | null; email: string },
  preference: keyof NotificationPreferences,
): Promise<boolean> {
  let userId = recipient.userId;
  if (!userId) {
    const [account] = await db
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${recipient.email.trim().toLowerCase()}`);
    userId = account?.id ?? null;
  }
  if (!userId) return DEFAULT_NOTIFICATION_PREFERENCES[preference];
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  if (!row) return DEFAULT_NOTIFICATION_PREFERENCES[preference];
  const stored: NotificationPreferences = {
    quote_updates: row.quoteUpdates,
    order_updates: row.orderUpdates,
    shipping_updates: row.shippingUpdates,
    marketing: row.marketing,
  };
  return stored[preference];
}

export interface CustomerEmail {
  recipient: { userId: string | null; email: string };
  preference: keyof NotificationPreferences;
  subject: string;
  text: string;
  kind: string;
  dedupeKey: string;
}

/** Queues the email when the preference allows; answers whether it was queued. */
export async function notifyCustomer(db: Database, email: CustomerEmail): Promise<boolean> {
  if (!(await customerWants(db, email.recipient, email.preference))) return false;
  return enqueueEmail(db, {
    to: email.recipient.email,
    subject: email.subject,
    text: email.text,
    kind: email.kind,
    dedupeKey: email.dedupeKey,
  });
}
