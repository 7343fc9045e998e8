import { randomUUID } from "node:crypto";
import {
  type AdminCompanyRow,
  availableCreditCents,
  type ClaimRequest,
  type CompanyMember,
  type CompanyRole,
  type CompanyTerms,
  type CreatedCompany,
  type CreateInvitationRequest,
  type CurrentCompany,
  centsToDollars,
  dollarsToCents,
  INVITATION_TTL_DAYS,
  type Invitation,
  MESSAGES,
  mayLeaveOwnerRole,
  type UpdateMemberRequest,
} from "@ingot/domain";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Config } from "../../config/env";
import type { Database } from "../../db/client";
import {
  companyTerms,
  invitation,
  member,
  orders,
  organization,
  profiles,
  rfqRequests,
  rfqs,
  user,
} from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { type Actor, ownedBy, personal } from "../../lib/authorize";
import type { Clock } from "../../lib/clock";
import { balancesOf, openBalanceCents } from "../../lib/companies";
import { PG_UNIQUE_VIOLATION, pgErrorCode } from "../../lib/db-errors";
import { facilityToday } from "../../lib/facility-today";
import { newestFirst } from "../../lib/newest-first";
import { userNameColumns } from "../../lib/user-names";
import { type Auth, queueInvitationEmail } from "../auth/auth";

/**
 * Companies, members, invitations and payment terms (issue #16, decision 028) on Better Auth's
 * organization plugin's tables. The company and its first owner are made by the plugin
 * (`auth.api.createOrganization`); invitations and membership changes are written here, in
 * transactions, because our rules are not the plugin's (see the decision).
 */

const M = MESSAGES.companies;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CompaniesDeps {
  db: Database;
  auth: Auth;
  clock: Clock;
  config: Pick<Config, "publicUrl" | "brandName">;
}

/** A table whose rows are a user's own until they are claimed into a company. */
type CompanyOwnedTable = PgTable & { userId: AnyPgColumn; companyId: AnyPgColumn };

const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
const centsOrNull = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? null : dollarsToCents(dollars);

function alreadyMember(): AppError {
  return AppError.conflict(M.alreadyMember, "ALREADY_MEMBER");
}

/** A company's terms as the API answers them, from its terms row and its open balance. */
function termsReply(
  terms: { netDays: number; creditLimitCents: number },
  openCents: number,
): CompanyTerms {
  return {
    net_days: terms.netDays,
    credit_limit: centsToDollars(terms.creditLimitCents),
    open_balance: centsToDollars(openCents),
    available_credit: centsToDollars(availableCreditCents(terms.creditLimitCents, openCents)),
  };
}

export function createCompaniesService({ db, auth, clock, config }: CompaniesDeps) {
  /** A company's terms with what it owes now; null without terms. */
  async function termsOf(organizationId: string): Promise<CompanyTerms | null> {
    const [terms] = await db
      .select()
      .from(companyTerms)
      .where(eq(companyTerms.organizationId, organizationId));
    if (!terms) return null;
    return termsReply(terms, await openBalanceCents(db, organizationId));
  }

  async function membersOf(organizationId: string): Promise<CompanyMember[]> {
    const rows = await db
      .select({
        userId: member.userId,
        ...userNameColumns,
        role: member.role,
        orderLimitCents: member.orderLimitCents,
      })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .leftJoin(profiles, eq(profiles.userId, member.userId))
      .where(eq(member.organizationId, organizationId))
      .orderBy(asc(member.createdAt), asc(member.id));
    return rows.map((row) => ({
      user_id: row.userId,
      email: row.email,
      full_name: row.fullName ?? row.name,
      role: row.role as CompanyRole,
      order_limit: dollarsOrNull(row.orderLimitCents),
    }));
  }

  /** Pending invitations, not yet expired, matching `where`, with the company and inviter. */
  async function pendingInvitations(where: ReturnType<typeof and>): Promise<Invitation[]> {
    const rows = await db
      .select({
        id: invitation.id,
        organizationId: invitation.organizationId,
        companyName: organization.name,
        email: invitation.email,
        role: invitation.role,
        orderLimitCents: invitation.orderLimitCents,
        inviterName: user.name,
        inviterEmail: user.email,
        expiresAt: invitation.expiresAt,
      })
      .from(invitation)
      .innerJoin(organization, eq(organization.id, invitation.organizationId))
      .innerJoin(user, eq(user.id, invitation.inviterId))
      .where(and(eq(invitation.status, "pending"), gt(invitation.expiresAt, clock.now()), where))
      .orderBy(...newestFirst(invitation));
    return rows.map((row) => ({
      id: row.id,
      company_id: row.organizationId,
      company_name: row.companyName,
      email: row.email,
      role: (row.role ?? "viewer") as CompanyRole,
      order_limit: dollarsOrNull(row.orderLimitCents),
      invited_by: row.inviterName || row.inviterEmail,
      expires_at: row.expiresAt.toISOString(),
    }));
  }

  /**
   * The invitation `id` if `actor` is its invitee: 404 for anyone else (whether it exists or not),
   * 403 while the invitee's email is unverified, 409 once it has expired.
   */
  async function heldInvitation(actor: Actor, id: string) {
    const [row] = await db
      .select()
      .from(invitation)
      .where(and(eq(invitation.id, id), eq(invitation.status, "pending")));
    if (!row || row.email.toLowerCase() !== actor.email) {
      throw AppError.notFound(M.invitationNotFound);
    }
    if (!actor.emailVerified) throw AppError.forbidden(M.invitationUnverified);
    if (row.expiresAt.getTime() <= clock.now().getTime()) {
      throw AppError.conflict(M.invitationExpired, "INVITATION_EXPIRED");
    }
    return row;
  }

  /**
   * Runs `change` on a member of `organizationId` with the company's member rows locked, so two
   * owners demoting or removing each other at once cannot leave the company without an owner.
   */
  async function withMembersLocked<T>(
    actorId: string,
    organizationId: string,
    userId: string,
    change: (tx: Database, target: typeof member.$inferSelect, owners: number) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(member)
        .where(eq(member.organizationId, organizationId))
        .for("update");
      // The caller's own role, under the lock: an owner just demoted by another owner is not one.
      const caller = rows.find((row) => row.userId === actorId);
      if (caller?.role !== "owner") throw AppError.forbidden(M.ownersOnly);
      const target = rows.find((row) => row.userId === userId);
      if (!target) throw AppError.notFound(M.memberNotFound);
      const owners = rows.filter((row) => row.role === "owner").length;
      return change(tx as unknown as Database, target, owners);
    });
  }

  return {
    termsOf,

    /** POST /v2/companies: the plugin makes the company and its owner (the caller). */
    async create(actor: Actor, name: string): Promise<CreatedCompany> {
      if (actor.membership) throw alreadyMember();
      try {
        const created = await auth.api.createOrganization({
          body: {
            name,
            slug: `company-${randomUUID()}`,
            userId: actor.id,
            keepCurrentActiveOrganization: true,
          },
        });
        if (!created) throw new Error("the organization plugin made no company");
        return { id: created.id, name: created.name };
      } catch (error) {
        // Two creations racing: the second member row breaks member_user_id_unique.
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
          await db
            .delete(organization)
            .where(
              sql`${organization.id} not in (select ${member.organizationId} from ${member}) and ${organization.name} = ${name}`,
            );
          throw alreadyMember();
        }
        throw error;
      }
    },

    async current(actor: Actor): Promise<CurrentCompany> {
      const membership = actor.membership;
      if (!membership) throw AppError.notFound(M.noCompany);
      return {
        id: membership.organizationId,
        name: membership.organizationName,
        my_role: membership.role,
        members: await membersOf(membership.organizationId),
        terms: await termsOf(membership.organizationId),
      };
    },

    /** POST /v2/companies/current/invitations (the route checks the caller is an owner). */
    async invite(
      actor: Actor,
      organizationId: string,
      input: CreateInvitationRequest,
    ): Promise<{ id: string }> {
      const email = input.email.trim().toLowerCase();
      const [existing] = await db
        .select({ id: member.id })
        .from(member)
        .innerJoin(user, eq(user.id, member.userId))
        .where(
          and(eq(member.organizationId, organizationId), sql`lower(${user.email}) = ${email}`),
        );
      if (existing) throw AppError.conflict(M.invitationSelf, "ALREADY_IN_COMPANY");
      const now = clock.now();
      const id = randomUUID();
      const [organizationRow] = await db
        .select({ name: organization.name })
        .from(organization)
        .where(eq(organization.id, organizationId));
      const inviterName = await displayName(actor.id);
      await db.transaction(async (tx) => {
        // One pending invitation per email and company, even when two owners invite at once.
        await tx.execute(
          sql`select ${organization.id} from ${organization} where ${organization.id} = ${organizationId} for update`,
        );
        const [pending] = await tx
          .select({ id: invitation.id })
          .from(invitation)
          .where(
            and(
              eq(invitation.organizationId, organizationId),
              eq(invitation.status, "pending"),
              gt(invitation.expiresAt, now),
              sql`lower(${invitation.email}) = ${email}`,
            ),
          );
        if (pending) throw AppError.conflict(M.invitationPending, "INVITATION_PENDING");
        await tx.insert(invitation).values({
          id,
          organizationId,
          email,
          role: input.role,
          status: "pending",
          expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
          createdAt: now,
          inviterId: actor.id,
          orderLimitCents: input.role === "buyer" ? centsOrNull(input.order_limit) : null,
        });
        await queueInvitationEmail(tx as unknown as Database, config, {
          email,
          role: input.role,
          organization: { name: organizationRow?.name ?? "" },
          inviter: { user: { name: inviterName, email: actor.email } },
        });
      });
      return { id };
    },

    /** The company's pending invitations (owners). */
    async companyInvitations(organizationId: string): Promise<Invitation[]> {
      return pendingInvitations(eq(invitation.organizationId, organizationId));
    },

    /** Revokes a pending invitation of the company: false when there is none with that id. */
    async revoke(organizationId: string, id: string): Promise<boolean> {
      const revoked = await db
        .update(invitation)
        .set({ status: "canceled" })
        .where(
          and(
            eq(invitation.id, id),
            eq(invitation.organizationId, organizationId),
            eq(invitation.status, "pending"),
          ),
        )
        .returning({ id: invitation.id });
      return revoked.length > 0;
    },

    /** GET /v2/invitations: pending, unexpired invitations to the caller's VERIFIED email. */
    async myInvitations(actor: Actor): Promise<Invitation[]> {
      if (!actor.emailVerified) return [];
      return pendingInvitations(sql`lower(${invitation.email}) = ${actor.email}`);
    },

    /** POST /v2/invitations/{id}/accept: joins with the invitation's role and order limit. */
    async accept(actor: Actor, id: string): Promise<CreatedCompany> {
      const held = await heldInvitation(actor, id);
      if (actor.membership) throw alreadyMember();
      try {
        await db.transaction(async (tx) => {
          const taken = await tx
            .update(invitation)
            .set({ status: "accepted" })
            .where(and(eq(invitation.id, held.id), eq(invitation.status, "pending")))
            .returning({ id: invitation.id });
          if (taken.length === 0) throw AppError.notFound(M.invitationNotFound);
          const role = (held.role ?? "viewer") as CompanyRole;
          await tx.insert(member).values({
            id: randomUUID(),
            organizationId: held.organizationId,
            userId: actor.id,
            role,
            createdAt: clock.now(),
            orderLimitCents: role === "buyer" ? held.orderLimitCents : null,
          });
        });
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw alreadyMember();
        throw error;
      }
      const [company] = await db
        .select({ id: organization.id, name: organization.name })
        .from(organization)
        .where(eq(organization.id, held.organizationId));
      if (!company) throw AppError.notFound(M.notFound);
      return company;
    },

    async decline(actor: Actor, id: string): Promise<void> {
      const held = await heldInvitation(actor, id);
      await db
        .update(invitation)
        .set({ status: "rejected" })
        .where(and(eq(invitation.id, held.id), eq(invitation.status, "pending")));
    },

    /** PUT /v2/companies/current/members/{userId} (owners). The last owner keeps the role. */
    async updateMember(
      actorId: string,
      organizationId: string,
      userId: string,
      input: UpdateMemberRequest,
    ): Promise<CompanyMember> {
      await withMembersLocked(actorId, organizationId, userId, async (tx, target, owners) => {
        const role = (input.role ?? target.role) as CompanyRole;
        if (target.role === "owner" && role !== "owner" && !mayLeaveOwnerRole(owners)) {
          throw AppError.conflict(M.lastOwner, "LAST_OWNER");
        }
        const limit =
          input.order_limit === undefined ? target.orderLimitCents : centsOrNull(input.order_limit);
        if (role !== "buyer" && input.order_limit != null) {
          throw AppError.badRequest(M.orderLimitBuyersOnly, [
            { field: "order_limit", message: M.orderLimitBuyersOnly },
          ]);
        }
        await tx
          .update(member)
          .set({ role, orderLimitCents: role === "buyer" ? limit : null })
          .where(eq(member.id, target.id));
      });
      const updated = (await membersOf(organizationId)).find((m) => m.user_id === userId);
      if (!updated) throw AppError.notFound(M.memberNotFound);
      return updated;
    },

    /** DELETE /v2/companies/current/members/{userId} (owners). Not the last owner. */
    async removeMember(actorId: string, organizationId: string, userId: string): Promise<void> {
      await withMembersLocked(actorId, organizationId, userId, async (tx, target, owners) => {
        if (target.role === "owner" && !mayLeaveOwnerRole(owners)) {
          throw AppError.conflict(M.lastOwner, "LAST_OWNER");
        }
        await tx.delete(member).where(eq(member.id, target.id));
      });
    },

    /**
     * POST /v2/companies/current/claim: moves one of the caller's OWN personal orders or quote
     * requests (their user id, or signed out under their verified email) into their company.
     * Anything else, including a row already in a company, is 404.
     */
    async claim(
      actor: Actor,
      organizationId: string,
      input: ClaimRequest,
    ): Promise<{ kind: ClaimRequest["kind"]; id: string; company_id: string }> {
      const mine = personal(actor);
      const notFound = () =>
        AppError.notFound(input.kind === "order" ? "Order not found." : "Quote not found.");
      /** Moves the caller's personal row(s) of `table` whose `key` is the id; false if none. */
      const moveIn = async (table: CompanyOwnedTable, key: AnyPgColumn, email: AnyPgColumn) => {
        const moved = await db
          .update(table)
          .set({ companyId: organizationId })
          .where(
            and(
              eq(key, input.id),
              isNull(table.companyId),
              ownedBy(mine, { userId: table.userId, email }),
            ),
          )
          .returning({ key });
        return moved.length > 0;
      };
      const movedIn =
        input.kind === "order"
          ? await moveIn(orders, orders.id, orders.customerEmail)
          : (await moveIn(rfqRequests, rfqRequests.id, rfqRequests.email)) ||
            (await moveIn(rfqs, rfqs.submissionId, rfqs.email));
      if (!movedIn) throw notFound();
      return { kind: input.kind, id: input.id, company_id: organizationId };
    },

    /** GET /v2/admin/companies: every company with its terms and overdue invoices. */
    async adminList(): Promise<AdminCompanyRow[]> {
      const companies = await db
        .select()
        .from(organization)
        .orderBy(...newestFirst(organization));
      if (companies.length === 0) return [];
      const ids = companies.map((c) => c.id);
      const members = await db
        .select({ organizationId: member.organizationId, role: member.role, email: user.email })
        .from(member)
        .innerJoin(user, eq(user.id, member.userId))
        .where(inArray(member.organizationId, ids))
        .orderBy(asc(member.createdAt));
      // Four queries whatever the number of companies: companies, members, terms, balances.
      const terms = new Map(
        (await db.select().from(companyTerms).where(inArray(companyTerms.organizationId, ids))).map(
          (row) => [row.organizationId, row],
        ),
      );
      const balances = await balancesOf(db, ids, facilityToday(clock.now()));
      return companies.map((company) => {
        const theirs = members.filter((m) => m.organizationId === company.id);
        const balance = balances.get(company.id);
        const granted = terms.get(company.id);
        return {
          id: company.id,
          name: company.name,
          created_at: company.createdAt.toISOString(),
          member_count: theirs.length,
          owners: theirs.filter((m) => m.role === "owner").map((m) => m.email),
          terms: granted ? termsReply(granted, balance?.openCents ?? 0) : null,
          overdue_invoices: balance?.overdue.invoices ?? 0,
          overdue_balance: centsToDollars(balance?.overdue.balanceCents ?? 0),
        };
      });
    },

    /** PUT /v2/admin/companies/{id}/terms: grants or changes a company's terms. */
    async setTerms(
      organizationId: string,
      input: { net_days: number; credit_limit: number },
      adminId: string,
    ): Promise<CompanyTerms> {
      const [company] = await db
        .select({ id: organization.id })
        .from(organization)
        .where(eq(organization.id, organizationId));
      if (!company) throw AppError.notFound(M.notFound);
      const now = clock.now();
      const values = {
        netDays: input.net_days,
        creditLimitCents: dollarsToCents(input.credit_limit),
        grantedBy: adminId,
        updatedAt: now,
      };
      await db
        .insert(companyTerms)
        .values({ organizationId, ...values })
        .onConflictDoUpdate({ target: companyTerms.organizationId, set: values });
      const terms = await termsOf(organizationId);
      if (!terms) throw new Error("the terms were not stored");
      return terms;
    },
  };

  async function displayName(userId: string): Promise<string> {
    const [row] = await db
      .select(userNameColumns)
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.id, userId));
    return row?.fullName || row?.name || "";
  }
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
