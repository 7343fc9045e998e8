import { COMPANY_ROLES, NET_DAYS_OPTIONS } from "@ingot/domain";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { user, userIdOrNull } from "./auth";
import {
  checkIn,
  createdAt,
  requiredText,
  textChildOf,
  textId,
  textKeyOf,
  timestampTz,
  uuidChildOf,
  uuidId,
} from "./common";
import { orders } from "./orders";

/**
 * Companies (issue #16, decisions §14). `organization`, `member` and `invitation` are Better Auth's
 * organization plugin's tables, in the shape its Drizzle adapter expects (camelCase keys,
 * snake_case columns, text ids it generates); the plugin's `session.activeOrganizationId` is in
 * auth.ts. Our own columns on them are the plugin's `additionalFields`. A user belongs to at most
 * one company: `member_user_id_unique`.
 */
export const organization = pgTable("organization", {
  id: textId(),
  name: requiredText("name"),
  slug: requiredText("slug").unique(),
  logo: text("logo"),
  metadata: text("metadata"),
  createdAt: createdAt(),
});

export const member = pgTable(
  "member",
  {
    id: textId(),
    organizationId: textChildOf("organization_id", () => organization.id),
    userId: textChildOf("user_id", () => user.id),
    role: requiredText("role").default("viewer"),
    createdAt: createdAt(),
    /** A buyer's order limit: their orders above it wait for an owner's approval. Null: no limit. */
    orderLimitCents: integer("order_limit_cents"),
  },
  (t) => [
    uniqueIndex("member_user_id_unique").on(t.userId),
    index("member_organization_id_idx").on(t.organizationId),
    checkIn("member_role_valid", "role", COMPANY_ROLES),
    check("member_order_limit_nonnegative", sql`${t.orderLimitCents} >= 0`),
  ],
);

export const invitation = pgTable(
  "invitation",
  {
    id: textId(),
    organizationId: textChildOf("organization_id", () => organization.id),
    email: requiredText("email"),
    role: text("role"),
    teamId: text("team_id"),
    status: requiredText("status").default("pending"),
    expiresAt: timestampTz("expires_at").notNull(),
    createdAt: createdAt(),
    inviterId: textChildOf("inviter_id", () => user.id),
    /** The order limit the invitee gets as a buyer. */
    orderLimitCents: integer("order_limit_cents"),
  },
  (t) => [
    index("invitation_organization_id_idx").on(t.organizationId),
    index("invitation_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

/**
 * Payment terms a supplier admin grants a company: net days and a credit limit. One row per
 * company; no row means no terms (card only). The open balance is never stored: it is the sum of
 * the company's on-account orders' unpaid balances, read in the same transaction as an order
 * that would add to it (the row is locked `for update` first, which serialises the credit check).
 */
export const companyTerms = pgTable(
  "company_terms",
  {
    organizationId: textKeyOf("organization_id", () => organization.id),
    netDays: integer("net_days").notNull(),
    creditLimitCents: integer("credit_limit_cents").notNull(),
    grantedBy: userIdOrNull("granted_by"),
    createdAt: createdAt(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("company_terms_net_days_valid", sql.raw(`net_days in (${NET_DAYS_OPTIONS.join(", ")})`)),
    check("company_terms_credit_limit_nonnegative", sql`${t.creditLimitCents} >= 0`),
  ],
);

/** Payments a supplier admin records against an on-account order's invoice. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: uuidId(),
    orderId: uuidChildOf("order_id", () => orders.id),
    amountCents: integer("amount_cents").notNull(),
    reference: requiredText("reference"),
    recordedBy: userIdOrNull("recorded_by"),
    receivedAt: timestampTz("received_at").notNull().defaultNow(),
  },
  (t) => [
    index("invoice_payments_order_id_idx").on(t.orderId),
    check("invoice_payments_amount_positive", sql`${t.amountCents} > 0`),
  ],
);
