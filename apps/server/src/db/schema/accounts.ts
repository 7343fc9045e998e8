import { sql } from "drizzle-orm";
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { checkIn, createdAt, flag, requiredText, textKeyOf, updatedAt } from "./common";

export const ROLES = ["customer", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** The customer's profile beside Better Auth's `user` row (spec §3 Profile). */
export const profiles = pgTable(
  "profiles",
  {
    userId: textKeyOf("user_id", () => user.id),
    role: text("role", { enum: ROLES }).notNull().default("customer"),
    fullName: text("full_name"),
    email: requiredText("email"),
    phone: text("phone"),
    company: text("company"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("profiles_email_lower_idx").on(sql`lower(${t.email})`),
    checkIn("profiles_role_valid", "role", ROLES),
  ],
);

export const notificationPreferences = pgTable("notification_preferences", {
  userId: textKeyOf("user_id", () => user.id),
  quoteUpdates: flag("quote_updates", true),
  orderUpdates: flag("order_updates", true),
  shippingUpdates: flag("shipping_updates", true),
  marketing: flag("marketing", false),
  updatedAt: updatedAt(),
});
