import {
  availableCreditCents,
  type CompanyRole,
  fitsCredit,
  formatUsd,
  MESSAGES,
} from "@ingot/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  companyTerms,
  invoicePayments,
  member,
  orders,
  organization,
  user,
} from "../db/schema/index";
import { AppError } from "./app-error";

/**
 * Company membership and credit, read fresh on every request (issue #16): a removed member loses
 * access at once, and the open balance is never cached. Shared by the companies, checkout, orders
 * and admin modules (features do not import each other).
 */

export interface Membership {
  organizationId: string;
  organizationName: string;
  role: CompanyRole;
  /** A buyer's order limit; null = no limit. */
  orderLimitCents: number | null;
}

/** Anything the queries here run on: the database or a transaction. */
type Queryable = Pick<Database, "select" | "execute">;

/** A membership's columns, to select from `member` joined with `organization`. */
export const membershipColumns = {
  organizationId: member.organizationId,
  organizationName: organization.name,
  role: member.role,
  orderLimitCents: member.orderLimitCents,
};

/** A row of `membershipColumns` as a Membership. */
export function toMembership(row: {
  organizationId: string;
  organizationName: string;
  role: string;
  orderLimitCents: number | null;
}): Membership {
  return { ...row, role: row.role as CompanyRole };
}

/** The company `userId` belongs to (at most one), or undefined. */
export async function membershipOf(db: Queryable, userId: string): Promise<Membership | undefined> {
  const [row] = await db
    .select(membershipColumns)
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId));
  return row ? toMembership(row) : undefined;
}

/** What has been paid against an order: the sum of its recorded invoice payments. */
const paidOnOrder = sql`coalesce((select sum(${invoicePayments.amountCents}) from ${invoicePayments} where ${invoicePayments.orderId} = ${orders.id}), 0)`;
/** What an order still owes (its total less its payments). */
const owedOnOrder = sql`(${orders.totalCents} - ${paidOnOrder})`;
/** The orders that make up a company's balance: invoiced and on account. */
const invoicedOnAccount = and(
  eq(orders.paymentMethod, "terms"),
  eq(orders.paymentStatus, "invoiced"),
);

/**
 * What a company owes: over its invoiced on-account orders (approved or not needing approval, not
 * yet fully paid), each order's total less the payments recorded against it. Pending and declined
 * orders owe nothing: only an approved order counts as placed.
 */
export async function openBalanceCents(db: Queryable, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ owed: sql<string | null>`sum(greatest(${owedOnOrder}, 0))` })
    .from(orders)
    .where(and(eq(orders.companyId, organizationId), invoicedOnAccount));
  return Number(row?.owed ?? 0);
}

/**
 * Refuses (409 OVER_CREDIT) an order of `totalCents` that the company's credit limit cannot take
 * on top of what it owes now. Run it under the terms lock (`lockTermsOf`).
 */
export async function assertFitsCredit(
  db: Queryable,
  organizationId: string,
  creditLimitCents: number,
  totalCents: number,
): Promise<void> {
  const open = await openBalanceCents(db, organizationId);
  if (!fitsCredit(creditLimitCents, open, totalCents)) {
    throw AppError.conflict(
      MESSAGES.companies.overCredit(formatUsd(availableCreditCents(creditLimitCents, open))),
      "OVER_CREDIT",
    );
  }
}

/** The account name (else its email) of each user who placed one of `rows`, by user id. */
export async function accountNamesOf(
  db: Queryable,
  rows: readonly { userId: string | null }[],
): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  for (const u of await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.id, ids))) {
    names.set(u.id, u.name || u.email);
  }
  return names;
}

export interface Overdue {
  /** How many invoices are past their due date with something still owed. */
  invoices: number;
  /** What those invoices still owe. */
  balanceCents: number;
}

export interface CompanyBalance {
  /** As `openBalanceCents`. */
  openCents: number;
  /**
   * Its overdue invoices on `today` (the facility's date, YYYY-MM-DD): invoiced on-account orders
   * past their due date with something still owed.
   */
  overdue: Overdue;
}

/**
 * The open balance and overdue invoices of several companies in one query (the admin's Companies
 * tab lists them all); a company with no invoiced on-account order is absent.
 */
export async function balancesOf(
  db: Queryable,
  organizationIds: readonly string[],
  today: string,
): Promise<Map<string, CompanyBalance>> {
  if (organizationIds.length === 0) return new Map();
  const late = sql`${orders.dueDate} < ${today} and ${owedOnOrder} > 0`;
  const rows = await db
    .select({
      companyId: orders.companyId,
      open: sql<string | null>`sum(greatest(${owedOnOrder}, 0))`,
      overdueInvoices: sql<string | number>`count(*) filter (where ${late})`,
      overdueOwed: sql<string | null>`sum(${owedOnOrder}) filter (where ${late})`,
    })
    .from(orders)
    .where(and(inArray(orders.companyId, [...organizationIds]), invoicedOnAccount))
    .groupBy(orders.companyId);
  return new Map(
    rows.map((row) => [
      row.companyId ?? "",
      {
        openCents: Number(row.open ?? 0),
        overdue: {
          invoices: Number(row.overdueInvoices ?? 0),
          balanceCents: Number(row.overdueOwed ?? 0),
        },
      },
    ]),
  );
}

export interface CompanyTermsRow {
  netDays: number;
  creditLimitCents: number;
}

/** A company's payment terms, or undefined when it has none (card only). */
export async function termsOf(
  db: Queryable,
  organizationId: string,
): Promise<CompanyTermsRow | undefined> {
  const [row] = await db
    .select({ netDays: companyTerms.netDays, creditLimitCents: companyTerms.creditLimitCents })
    .from(companyTerms)
    .where(eq(companyTerms.organizationId, organizationId));
  return row;
}

/**
 * The company's terms row, locked `for update` until the transaction ends (decision 029). Every
 * change that adds to the open balance (an on-account order, an approval) takes this lock first,
 * then reads the balance, checks the credit and writes: two such transactions of one company run
 * one after the other, so together they can never pass the credit limit. Undefined: no terms.
 */
export async function lockTermsOf(
  tx: Pick<Database, "select">,
  organizationId: string,
): Promise<CompanyTermsRow | undefined> {
  const [row] = await tx
    .select({ netDays: companyTerms.netDays, creditLimitCents: companyTerms.creditLimitCents })
    .from(companyTerms)
    .where(eq(companyTerms.organizationId, organizationId))
    .for("update");
  return row;
}

/** The emails and names of a company's owners (approval requests go to them). */
export async function ownersOf(
  db: Queryable,
  organizationId: string,
): Promise<{ userId: string; email: string; name: string }[]> {
  return db
    .select({ userId: user.id, email: user.email, name: user.name })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, organizationId), eq(member.role, "owner")));
}

/** What has been paid against each order's invoice, in cents (orders without payments: absent). */
export async function paymentsByOrder(
  db: Queryable,
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  const paid = new Map<string, number>();
  if (orderIds.length === 0) return paid;
  const rows = await db
    .select({
      orderId: invoicePayments.orderId,
      cents: sql<string>`sum(${invoicePayments.amountCents})`,
    })
    .from(invoicePayments)
    .where(inArray(invoicePayments.orderId, [...orderIds]))
    .groupBy(invoicePayments.orderId);
  for (const row of rows) paid.set(row.orderId, Number(row.cents));
  return paid;
}
