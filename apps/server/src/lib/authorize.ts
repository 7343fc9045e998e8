import { type CompanyPermission, companyRoleMay, MESSAGES } from "@ingot/domain";
import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, SelectedFields } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { user as users } from "../db/schema/auth";
import { documents, member, orders, organization, profiles } from "../db/schema/index";
import { findAccountByEmail, findAccountById } from "../modules/accounts/accounts.service";
import type { SessionUser } from "../plugins/auth-guard";
import { AppError } from "./app-error";
import { type Membership, membershipColumns, membershipOf, toMembership } from "./companies";

/**
 * THE authorization module of the API (docs/ARCHITECTURE.md "Who may see what", decisions §5, §11).
 * Every route and service asks it "which orders, quotes, documents may this actor see" (SQL
 * conditions, built here once) and "may they do X to this one" (per-resource checks).
 *
 * The ownership rule, the same for orders, quotes and documents: an account owns
 * - the rows with its user id, and
 * - the rows placed signed out (user id null) under its email, once that email is verified.
 * A row placed signed in by one account under another buyer's email stays with the account that
 * placed it. Admins see every row; admins get no exception for acting as the customer (answering
 * a quote, buying a quoted line).
 *
 * Companies (issue #16, decisions §14): a member of a company also sees every row whose
 * `company_id` is their company's, whoever made it; a member of company X sees company Y's rows
 * exactly as a stranger does. Owners and buyers act as the customer on the company's quotes (a
 * buyer buys a colleague's quote); a viewer only reads (`assertMayOrder`). The membership is read
 * with the account on every request (`actorOf`), so a removed member loses access at once.
 *
 * The account is read from the database on every check (email and verified flag), so verifying an
 * email takes effect at once. When the session's account is missing from the database, the actor
 * owns nothing by email (as if unverified): the safe answer.
 */

/** Whose rows: an account as stored. */
export interface Owner {
  id: string;
  /** Lower case. */
  email: string;
  emailVerified: boolean;
}

/**
 * Whose rows, with a company: an account and the company it belongs to. Its rows are the
 * account's (the rule above) plus every row of the company.
 */
export interface Member extends Owner {
  /** The caller's company, read fresh on every request; undefined when they belong to none. */
  membership: Membership | undefined;
}

/** Who is asking: the signed-in account as stored, with its role and company. */
export interface Actor extends Member {
  role: "customer" | "admin";
}

/** A row's ownership fields, as replies carry them. */
export interface OwnedRow {
  user_id: string | null;
  email: string;
  /** The company the row belongs to; null or absent: personal. */
  company_id?: string | null | undefined;
}

// ---------------------------------------------------------------------------------------------
// Who is asking

export function assertSignedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}

export function assertAdmin(request: FastifyRequest): SessionUser {
  const user = assertSignedIn(request);
  if (user.role !== "admin") throw AppError.forbidden(MESSAGES.admin.noAdminPermissions);
  return user;
}

/** The account `userId` as stored, or undefined when it does not exist. */
export async function loadOwner(db: Database, userId: string): Promise<Owner | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { ...row, email: row.email.toLowerCase() } : undefined;
}

/** The account as stored, its profile's role (null: no profile yet) and its company. */
export interface StoredAccount {
  member: Member;
  role: "customer" | "admin" | null;
}

/** The columns of a stored account: the account, its profile's role, its company. */
const storedAccountColumns = {
  id: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
  role: profiles.role,
  // All its columns null when the account belongs to no company.
  membership: membershipColumns,
};

/** A row of `storedAccountColumns`, as the queries that select them answer it. */
interface StoredAccountRow {
  id: string;
  email: string;
  emailVerified: boolean;
  role: "customer" | "admin" | null;
  membership: {
    organizationId: string | null;
    organizationName: string | null;
    role: string | null;
    orderLimitCents: number | null;
  };
}

/**
 * The stored account (`storedAccountColumns`, plus `extra` columns) with its profile, membership
 * and company joined, open for one more join and its condition: by the account's id here, by a
 * session's token in the session check (modules/auth/session.ts).
 */
export function selectStoredAccount<Extra extends SelectedFields>(db: Database, extra: Extra) {
  return db
    .select({ ...storedAccountColumns, ...extra })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(member, eq(member.userId, users.id))
    .leftJoin(organization, eq(organization.id, member.organizationId))
    .$dynamic();
}

/**
 * One prepared query per database (Drizzle's own `prepare`: built once, a named statement on
 * PostgreSQL) for the account, its role and its company. `actorOf` runs it when the session check
 * has not already read the account with the session (modules/auth/session.ts, decision 031).
 */
function accountQuery(db: Database) {
  return selectStoredAccount(db, {})
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("ingot_stored_account");
}
const accountQueries = new WeakMap<Database, ReturnType<typeof accountQuery>>();

/** A row of `storedAccountColumns` as the account, its role and its company. */
export function storedAccountOf(row: StoredAccountRow): StoredAccount {
  const { organizationId, organizationName, role, orderLimitCents } = row.membership;
  const membership =
    organizationId !== null && organizationName !== null && role !== null
      ? toMembership({ organizationId, organizationName, role, orderLimitCents })
      : undefined;
  return {
    member: {
      id: row.id,
      email: row.email.toLowerCase(),
      emailVerified: row.emailVerified,
      membership,
    },
    role: row.role,
  };
}

/** The account `userId` as stored, with its role and company; undefined when it does not exist. */
export async function readStoredAccount(
  db: Database,
  userId: string,
): Promise<StoredAccount | undefined> {
  let query = accountQueries.get(db);
  if (!query) {
    query = accountQuery(db);
    accountQueries.set(db, query);
  }
  const [row] = await query.execute({ userId });
  return row ? storedAccountOf(row) : undefined;
}

/**
 * The session's user as an actor, read from the database (see the module comment): the account
 * and its company, as the session check read them in this request, or in one query here.
 */
export async function actorOf(db: Database, session: SessionUser): Promise<Actor> {
  if (session.stored) return { ...session.stored, role: session.role };
  const stored = await readStoredAccount(db, session.id);
  if (stored) return { ...stored.member, role: session.role };
  // No account row: nothing owned by email, and no company (a member row needs its account).
  return {
    id: session.id,
    email: session.email.toLowerCase(),
    emailVerified: false,
    role: session.role,
    membership: undefined,
  };
}

/** The account `userId` with its company, as stored; undefined when it does not exist. */
export async function loadMember(db: Database, userId: string): Promise<Member | undefined> {
  const owner = await loadOwner(db, userId);
  return owner ? { ...owner, membership: await membershipOf(db, userId) } : undefined;
}

/** The same account without its company: its personal rows only (the personal lists). */
export function personal(owner: Owner): Owner {
  return { id: owner.id, email: owner.email, emailVerified: owner.emailVerified };
}

/** The signed-in actor of a request: 401 when nobody is signed in. */
export async function requireActor(request: FastifyRequest): Promise<Actor> {
  return actorOf(request.server.db, assertSignedIn(request));
}

// ---------------------------------------------------------------------------------------------
// Which rows (SQL conditions)

interface OwnershipColumns {
  userId: AnyPgColumn;
  email: AnyPgColumn;
  companyId?: AnyPgColumn;
}

/** The company of `owner`, when it is a member of one. */
function companyOf(owner: Owner | Member): string | undefined {
  return "membership" in owner ? owner.membership?.organizationId : undefined;
}

/**
 * THE rule as SQL: the rows of `owner` in a table with a user id and an email column; for a
 * member of a company (and a table with a company column), every row of that company too.
 */
export function ownedBy(owner: Owner | Member, columns: OwnershipColumns): SQL {
  const byEmail = owner.emailVerified
    ? and(isNull(columns.userId), sql`lower(${columns.email}) = ${owner.email.toLowerCase()}`)
    : undefined;
  const company = companyOf(owner);
  const byCompany =
    company !== undefined && columns.companyId ? eq(columns.companyId, company) : undefined;
  return or(eq(columns.userId, owner.id), byEmail, byCompany) as SQL;
}

/** Every row of company `organizationId` (the company's history lists). */
export function ofCompany(organizationId: string, column: AnyPgColumn): SQL {
  return eq(column, organizationId);
}

/** The orders of `owner` (and of its company, for a member). */
export function ordersOwnedBy(owner: Owner | Member): SQL {
  return ownedBy(owner, {
    userId: orders.userId,
    email: orders.customerEmail,
    companyId: orders.companyId,
  });
}

/** The orders `actor` may see: all for an admin (no condition), else their own. */
export function visibleOrders(actor: Actor): SQL | undefined {
  return actor.role === "admin" ? undefined : ordersOwnedBy(actor);
}

/**
 * The orders an admin means by "the orders of this email": the orders its account owns by the rule,
 * plus every order typed under that email (an admin sees every order anyway; this is a filter).
 */
export function ordersUnderEmail(email: string, account: Owner | undefined): SQL {
  const byEmail = sql`lower(${orders.customerEmail}) = ${email.trim().toLowerCase()}`;
  return account ? (or(byEmail, eq(orders.userId, account.id)) as SQL) : byEmail;
}

/**
 * GET /v2/orders/user/{email}: which orders the signed-in caller means. 401 signed out; 403 for a
 * customer asking about another email (whether it has orders or not); the owner gets their orders
 * by the rule, an admin asking about someone else `ordersUnderEmail`.
 */
export async function ordersOfEmailFor(request: FastifyRequest, rawEmail: string): Promise<SQL> {
  const session = assertSignedIn(request);
  const email = rawEmail.trim().toLowerCase();
  if (!isSelfOrAdmin(session, { email })) throw AppError.forbidden();
  const actor = await actorOf(request.server.db, session);
  // The personal list: the company's orders are GET /v2/companies/current/orders.
  if (email === session.email.toLowerCase() || email === actor.email) {
    return ordersOwnedBy(personal(actor));
  }
  const account = await findAccountByEmail(request.server.db, email);
  return ordersUnderEmail(
    email,
    account ? await loadOwner(request.server.db, account.id) : undefined,
  );
}

/**
 * The documents of `owner`: the ones recorded under their user id, and every document attached to
 * one of their orders (its certificate, a tax-exemption certificate uploaded for it).
 */
export function documentsOwnedBy(owner: Owner | Member): SQL {
  const theirOrders = sql`(select ${orders.id} from ${orders} where ${ordersOwnedBy(owner)})`;
  const company = companyOf(owner);
  return or(
    eq(documents.userId, owner.id),
    company === undefined ? undefined : eq(documents.companyId, company),
    sql`${documents.orderId} in ${theirOrders}`,
  ) as SQL;
}

/** The documents `actor` may see: all for an admin, else their own. */
export function visibleDocuments(actor: Actor): SQL | undefined {
  return actor.role === "admin" ? undefined : documentsOwnedBy(actor);
}

// ---------------------------------------------------------------------------------------------
// May they do X to this one (per-resource checks)

/** THE rule for one row: whether `owner` owns a row with these ownership fields. */
export function owns(owner: Owner, row: OwnedRow): boolean {
  if (row.user_id !== null) return row.user_id === owner.id;
  return owner.emailVerified && row.email.toLowerCase() === owner.email.toLowerCase();
}

/** Whether `row` belongs to the company `owner` is a member of (any role). */
export function inMyCompany(owner: Owner | Member, row: OwnedRow): boolean {
  const company = companyOf(owner);
  return company !== undefined && row.company_id != null && row.company_id === company;
}

/** Reading an order, a quote request or a document: an admin, its owner, or its company's member. */
export function mayRead(actor: Actor, row: OwnedRow): boolean {
  return actor.role === "admin" || owns(actor, row) || inMyCompany(actor, row);
}

/**
 * Acting as the customer on a quote request (accepting, declining, buying a quoted line): its
 * owner, or an owner or buyer of its company (a buyer buys a colleague's quote); admins get no
 * exception (an admin buys or answers only their own requests). A viewer may still see the row:
 * `assertMayOrder` answers them 403.
 */
export function mayActAsCustomer(actor: Member, row: OwnedRow): boolean {
  if (owns(actor, row)) return true;
  return inMyCompany(actor, row);
}

/** Whether `actor`'s company role allows `permission`; false without a company. */
export function mayInCompany(actor: Member, permission: CompanyPermission): boolean {
  return actor.membership !== undefined && companyRoleMay(actor.membership.role, permission);
}

/**
 * Ordering, accepting, declining or requoting a quote, requesting a quote while signed in: 403
 * for a company's viewer (they read the company's history only). Anyone else may.
 */
export function assertMayOrder(actor: Member): void {
  if (actor.membership && !companyRoleMay(actor.membership.role, "order")) {
    throw AppError.forbidden(MESSAGES.companies.viewerReadOnly);
  }
}

/** The caller's company: 404 when they belong to none. */
export function assertMember(actor: Member): Membership {
  if (!actor.membership) throw AppError.notFound(MESSAGES.companies.noCompany);
  return actor.membership;
}

/** The caller's company, for its owners only: 404 without a company, 403 for a buyer or viewer. */
export function assertCompanyOwner(actor: Member): Membership {
  const membership = assertMember(actor);
  if (!companyRoleMay(membership.role, "manageMembers")) {
    throw AppError.forbidden(MESSAGES.companies.ownersOnly);
  }
  return membership;
}

/** 403 unless `actor` may read `row`. */
export function assertMayRead(actor: Actor, row: OwnedRow): void {
  if (!mayRead(actor, row)) throw AppError.forbidden();
}

// ---------------------------------------------------------------------------------------------
// Whole-account data (decisions §11)

/**
 * Routes that answer for one account (by id or by email) call this before touching data:
 * - nobody signed in: 401;
 * - a customer asking for another account: 403, whether that account exists or not (so the API
 *   never tells a stranger which emails have accounts);
 * - the owner, or an admin: the account, or 404 when it does not exist.
 */
export type OwnerTarget = { userId: string } | { email: string };

export interface OwnedAccount {
  id: string;
  email: string;
}

/** Whether `user` is the account `target` names, or an admin (no database read). */
export function isSelfOrAdmin(user: SessionUser, target: OwnerTarget): boolean {
  const isOwner =
    "userId" in target
      ? target.userId === user.id
      : target.email.trim().toLowerCase() === user.email.toLowerCase();
  return isOwner || user.role === "admin";
}

export async function assertOwnerOrAdmin(
  request: FastifyRequest,
  target: OwnerTarget,
): Promise<OwnedAccount> {
  const user = assertSignedIn(request);
  if (!isSelfOrAdmin(user, target)) throw AppError.forbidden();
  const db = request.server.db;
  const account =
    "userId" in target
      ? await findAccountById(db, target.userId)
      : await findAccountByEmail(db, target.email);
  if (!account) throw AppError.notFound("No account found.");
  return account;
}
