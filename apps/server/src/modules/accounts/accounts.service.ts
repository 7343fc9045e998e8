import {
  type AccountRole,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type Profile,
  type ProfileUpdate,
} from "@ingot/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notificationPreferences, profiles, user } from "../../db/schema/index";

/**
 * Accounts beside Better Auth's own tables: the `profiles` row (role and the spec's sign-up metadata)
 * and `notification_preferences`. Better Auth owns `user`, `session`, `account`, `verification`.
 */

export interface AccountIdentity {
  id: string;
  email: string;
  /** Whether the address is confirmed; ADMIN_EMAILS grants admin only then. Missing: not. */
  emailVerified?: boolean | undefined;
}

export interface SignUpMetadata {
  full_name?: string | undefined;
  company?: string | undefined;
  phone?: string | undefined;
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Whether ADMIN_EMAILS makes this account an admin: its address is listed AND verified. Whoever
 * signs up first with an admin's address gets nothing until they prove they own it (issue #21).
 */
export function isConfiguredAdmin(
  account: Pick<AccountIdentity, "email" | "emailVerified">,
  adminEmails: readonly string[],
): boolean {
  return account.emailVerified === true && adminEmails.includes(account.email.toLowerCase());
}

/**
 * Creates the profile (role `customer`, or `admin` for a verified address of ADMIN_EMAILS) and the
 * default notification preferences of a new user. Idempotent: rows that exist are left alone.
 */
export async function createAccountRecords(
  db: Database,
  account: AccountIdentity,
  metadata: SignUpMetadata,
  adminEmails: readonly string[],
): Promise<void> {
  await db
    .insert(profiles)
    .values({
      userId: account.id,
      email: account.email.toLowerCase(),
      role: isConfiguredAdmin(account, adminEmails) ? "admin" : "customer",
      fullName: blankToNull(metadata.full_name),
      company: blankToNull(metadata.company),
      phone: blankToNull(metadata.phone),
    })
    .onConflictDoNothing({ target: profiles.userId });
  await db
    .insert(notificationPreferences)
    .values({
      userId: account.id,
      quoteUpdates: DEFAULT_NOTIFICATION_PREFERENCES.quote_updates,
      orderUpdates: DEFAULT_NOTIFICATION_PREFERENCES.order_updates,
      shippingUpdates: DEFAULT_NOTIFICATION_PREFERENCES.shipping_updates,
      marketing: DEFAULT_NOTIFICATION_PREFERENCES.marketing,
    })
    .onConflictDoNothing({ target: notificationPreferences.userId });
}

/** The role of a user; creates the missing profile first (a sign-up whose after-hook failed). */
export async function getRole(
  db: Database,
  account: AccountIdentity,
  adminEmails: readonly string[],
): Promise<AccountRole> {
  const [row] = await db
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.userId, account.id));
  if (row) return row.role;
  await createAccountRecords(db, account, {}, adminEmails);
  return isConfiguredAdmin(account, adminEmails) ? "admin" : "customer";
}

export async function findAccountById(db: Database, id: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, id));
  return row;
}

export async function findAccountByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function getProfile(db: Database, account: AccountIdentity): Promise<Profile> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, account.id));
  if (!row) {
    await createAccountRecords(db, account, {}, []);
    return getProfile(db, account);
  }
  return {
    user_id: row.userId,
    email: row.email,
    full_name: row.fullName,
    company: row.company,
    phone: row.phone,
    role: row.role,
  };
}

export async function updateProfile(
  db: Database,
  account: AccountIdentity,
  update: ProfileUpdate,
): Promise<Profile> {
  await getProfile(db, account);
  await db
    .update(profiles)
    .set({
      fullName: update.full_name,
      company: update.company,
      phone: blankToNull(update.phone),
    })
    .where(eq(profiles.userId, account.id));
  return getProfile(db, account);
}

export async function getPreferences(
  db: Database,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  if (!row) return { ...DEFAULT_NOTIFICATION_PREFERENCES };
  return {
    quote_updates: row.quoteUpdates,
    order_updates: row.orderUpdates,
    shipping_updates: row.shippingUpdates,
    marketing: row.marketing,
  };
}

export async function putPreferences(
  db: Database,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const values = {
    quoteUpdates: preferences.quote_updates,
    orderUpdates: preferences.order_updates,
    shippingUpdates: preferences.shipping_updates,
    marketing: preferences.marketing,
  };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
  return getPreferences(db, userId);
}

/** Sets the role of the account with this email. Returns false when there is no such account. */
export async function setRoleByEmail(
  db: Database,
  email: string,
  role: AccountRole,
): Promise<boolean> {
  const account = await findAccountByEmail(db, email);
  if (!account) return false;
  await getProfile(db, account);
  await db.update(profiles).set({ role }).where(eq(profiles.userId, account.id));
  return true;
}

/**
 * Makes the account an admin when ADMIN_EMAILS lists its address and the address is verified (at
 * sign-up, after the email is verified, and at start). Returns whether the role changed.
 */
export async function grantIfConfiguredAdmin(
  db: Database,
  account: AccountIdentity,
  adminEmails: readonly string[],
): Promise<boolean> {
  if (!isConfiguredAdmin(account, adminEmails)) return false;
  await createAccountRecords(db, account, {}, adminEmails);
  const updated = await db
    .update(profiles)
    .set({ role: "admin" })
    .where(sql`${profiles.userId} = ${account.id} and ${profiles.role} <> 'admin'`)
    .returning({ userId: profiles.userId });
  return updated.length > 0;
}

/**
 * Makes every verified account of ADMIN_EMAILS an admin (run at start; an account registered under
 * an admin's address but never verified stays a customer). Returns how many changed.
 */
export async function grantConfiguredAdmins(
  db: Database,
  adminEmails: readonly string[],
): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const accounts = await db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(and(inArray(sql`lower(${user.email})`, [...adminEmails]), eq(user.emailVerified, true)));
  let changed = 0;
  for (const account of accounts) {
    if (await grantIfConfiguredAdmin(db, account, adminEmails)) changed += 1;
  }
  return changed;
}
