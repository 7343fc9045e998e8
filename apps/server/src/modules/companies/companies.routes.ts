import {
  adminCompanyRowSchema,
  claimReplySchema,
  claimRequestSchema,
  companyMemberSchema,
  companyTermsRequestSchema,
  companyTermsSchema,
  createCompanyRequestSchema,
  createdCompanySchema,
  createInvitationRequestSchema,
  currentCompanySchema,
  invitationCreatedReplySchema,
  invitationDeclinedReplySchema,
  invitationRevokedReplySchema,
  invitationSchema,
  MESSAGES,
  memberRemovedReplySchema,
  successEnvelope,
  updateMemberRequestSchema,
} from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import {
  assertAdmin,
  assertCompanyOwner,
  assertMayOrder,
  assertMember,
  requireActor,
} from "../../lib/authorize";
import { createdReplies, errorResponses, ok, okReplies } from "../../lib/envelope";
import { idParams, userIdParams } from "../../lib/route-params";
import { createCompaniesService } from "./companies.service";

/**
 * Companies (issue #16, decisions §14, decision 028): a signed-in customer makes a company and is
 * its owner; owners invite by email (accepted by the holder of that verified email), change roles
 * and order limits, and remove members, never the last owner; members share the company's history
 * (lib/authorize.ts); a supplier admin grants payment terms. The company's order and quote lists
 * are the orders and quote-history modules' (GET /v2/companies/current/orders and /quotes).
 */

const M = MESSAGES.companies;
const tags = ["companies"];

const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCompaniesService(app);

  app.post(
    "/v2/companies",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "Create a company; the caller is its owner",
        description:
          "A user belongs to at most one company: 409 when the caller already belongs to one.",
        body: createCompanyRequestSchema,
        response: createdReplies(createdCompanySchema, 400, 401, 409, 429),
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      return reply.code(201).send(ok(await service.create(actor, request.body.name)));
    },
  );

  app.get(
    "/v2/companies/current",
    {
      schema: {
        tags,
        summary: "The caller's company: members, roles, order limits and payment terms",
        description:
          "`terms` is null until a supplier admin grants terms; `open_balance` is what the " +
          "company's open invoices still owe, `available_credit` the limit less it. 404 when the " +
          "caller belongs to no company.",
        response: okReplies(currentCompanySchema, 401, 404),
      },
    },
    async (request) => ok(await service.current(await requireActor(request))),
  );

  app.get(
    "/v2/companies/mine",
    {
      schema: {
        tags,
        summary: "The caller's company, or null when they belong to none",
        description:
          "The same reply as GET /v2/companies/current, with `null` (200) instead of a 404 for " +
          "a caller without a company: the web app asks it on every signed-in checkout and " +
          "order history, where having no company is the usual answer, not an error.",
        response: okReplies(currentCompanySchema.nullable(), 401),
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return ok(actor.membership ? await service.current(actor) : null);
    },
  );

  app.post(
    "/v2/companies/current/invitations",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "Invite someone by email with a role (owners only)",
        description:
          "The invitation is emailed with a link to the portal's Company section and expires " +
          "after 7 days. Only a buyer has an order limit (dollars). 409 when the email is already " +
          "a member or has a pending invitation.",
        body: createInvitationRequestSchema,
        response: createdReplies(invitationCreatedReplySchema, 400, 401, 403, 404, 409, 429),
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      assertMayOrder(actor);
      const membership = assertCompanyOwner(actor);
      const created = await service.invite(actor, membership.organizationId, request.body);
      return reply.code(201).send(ok(created));
    },
  );

  app.get(
    "/v2/companies/current/invitations",
    {
      schema: {
        tags,
        summary: "The company's pending invitations (owners only)",
        response: okReplies(z.array(invitationSchema), 401, 403, 404),
      },
    },
    async (request) => {
      const membership = assertCompanyOwner(await requireActor(request));
      return ok(await service.companyInvitations(membership.organizationId));
    },
  );

  app.delete(
    "/v2/companies/current/invitations/:id",
    {
      schema: {
        tags,
        summary: "Revoke a pending invitation (owners only)",
        params: idParams,
        response: okReplies(invitationRevokedReplySchema, 401, 403, 404),
      },
    },
    async (request) => {
      const membership = assertCompanyOwner(await requireActor(request));
      const revoked = await service.revoke(membership.organizationId, request.params.id);
      if (!revoked) throw AppError.notFound(M.invitationNotFound);
      return ok({ id: request.params.id, revoked: true as const });
    },
  );

  app.put(
    "/v2/companies/current/members/:userId",
    {
      schema: {
        tags,
        summary: "Change a member's role or order limit (owners only)",
        description:
          "`order_limit` in dollars, buyers only; null removes the limit. The last owner cannot " +
          "be demoted (409).",
        params: userIdParams,
        body: updateMemberRequestSchema,
        response: okReplies(companyMemberSchema, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      const membership = assertCompanyOwner(actor);
      return ok(
        await service.updateMember(
          actor.id,
          membership.organizationId,
          request.params.userId,
          request.body,
        ),
      );
    },
  );

  app.delete(
    "/v2/companies/current/members/:userId",
    {
      schema: {
        tags,
        summary: "Remove a member (owners only); they lose access at once",
        description: "The last owner cannot be removed (409).",
        params: userIdParams,
        response: okReplies(memberRemovedReplySchema, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      const membership = assertCompanyOwner(actor);
      await service.removeMember(actor.id, membership.organizationId, request.params.userId);
      return ok({ user_id: request.params.userId, removed: true as const });
    },
  );

  app.post(
    "/v2/companies/current/claim",
    {
      schema: {
        tags,
        summary: "Move one of your own personal orders or quote requests into your company",
        description:
          "Work done before joining stays personal until its owner moves it. `id`: an order id, " +
          "a multi-line request id or a quick quote's submission id. 404 for anything that is not " +
          "the caller's own personal row.",
        body: claimRequestSchema,
        response: {
          200: successEnvelope(claimReplySchema),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      const membership = assertMember(actor);
      return ok(await service.claim(actor, membership.organizationId, request.body));
    },
  );

  app.get(
    "/v2/invitations",
    {
      schema: {
        tags,
        summary: "Your pending invitations, matched by your verified email",
        description: "Empty while your email is unverified. Expired invitations are left out.",
        response: okReplies(z.array(invitationSchema), 401),
      },
    },
    async (request) => ok(await service.myInvitations(await requireActor(request))),
  );

  app.post(
    "/v2/invitations/:id/accept",
    {
      schema: {
        tags,
        summary: "Accept an invitation: join the company with its role and order limit",
        description:
          "Only the holder of the invited email, once verified (else 403). 404 for anyone " +
          "else's or an unknown one, 409 when expired or when you already belong to a company.",
        params: idParams,
        response: okReplies(createdCompanySchema, 401, 403, 404, 409),
      },
    },
    async (request) => ok(await service.accept(await requireActor(request), request.params.id)),
  );

  app.post(
    "/v2/invitations/:id/decline",
    {
      schema: {
        tags,
        summary: "Decline an invitation (its invitee)",
        params: idParams,
        response: okReplies(invitationDeclinedReplySchema, 401, 403, 404, 409),
      },
    },
    async (request) => {
      await service.decline(await requireActor(request), request.params.id);
      return ok({ id: request.params.id, declined: true as const });
    },
  );

  app.get(
    "/v2/admin/companies",
    {
      schema: {
        tags: ["admin"],
        summary: "Every company with its terms, balance and overdue invoices (admins)",
        response: okReplies(z.array(adminCompanyRowSchema), 401, 403),
      },
    },
    async () => ok(await service.adminList()),
  );

  app.put(
    "/v2/admin/companies/:id/terms",
    {
      schema: {
        tags: ["admin"],
        summary: "Grant or change a company's payment terms (admins)",
        description: "`net_days` 30, 45 or 60; `credit_limit` in dollars.",
        params: idParams,
        body: companyTermsRequestSchema,
        response: okReplies(companyTermsSchema, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const admin = assertAdmin(request);
      return ok(await service.setTerms(request.params.id, request.body, admin.id));
    },
  );
};

export default companiesRoutes;
