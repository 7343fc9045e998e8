import {
  quoteHistoryEntrySchema,
  quoteHistoryQuerySchema,
  quoteHistorySchema,
  requoteResponseSchema,
} from "@ingot/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import {
  assertMayRead,
  assertMember,
  assertOwnerOrAdmin,
  loadOwner,
  ofCompany,
  personal,
  requireActor,
} from "../../lib/authorize";
import { createdReplies, errorResponses, ok, okReplies } from "../../lib/envelope";
import { idParams, userIdParams } from "../../lib/route-params";
import { expireDueQuotes } from "./expire-due-quotes";
import { createQuoteHistoryService, type QuoteHistoryService } from "./quote-history.service";
import { quoteShipPromise } from "./quote-ship-promise";
import { renderQuotePdf } from "./render-quote-pdf";
import { createRequoteService } from "./requote.service";

const NOT_FOUND = "Quote not found.";

/** The entry `id` names, if the signed-in user may read it: 401, 403 or 404 otherwise. */
async function readableEntry(request: FastifyRequest, service: QuoteHistoryService, id: string) {
  const actor = await requireActor(request);
  await expireDueQuotes(request.server.db, request.server.clock.now());
  const entry = await service.get(id);
  if (!entry) throw AppError.notFound(NOT_FOUND);
  assertMayRead(actor, entry);
  return entry;
}

const quoteHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createQuoteHistoryService({ db: app.db, clock: app.clock });
  const requotes = createRequoteService({
    db: app.db,
    materials: app.materials,
    clock: app.clock,
    events: app.events,
  });

  app.get(
    "/v2/quotes/user/:userId",
    {
      schema: {
        tags: ["quotes"],
        summary: "A customer's quote history: quick quotes and multi-line RFQs, newest first",
        description:
          "Rows with the user's id, plus rows submitted signed out under the account email once " +
          "that email is verified (decisions §5). Owner or admin only.",
        params: userIdParams,
        querystring: quoteHistoryQuerySchema,
        response: okReplies(quoteHistorySchema, 400, 401, 403, 404),
      },
    },
    async (request) => {
      await assertOwnerOrAdmin(request, { userId: request.params.userId });
      const owner = await loadOwner(app.db, request.params.userId);
      if (!owner) throw AppError.notFound("No account found.");
      await expireDueQuotes(app.db, app.clock.now());
      return ok(await service.list(owner, request.query));
    },
  );

  app.get(
    "/v2/companies/current/quotes",
    {
      schema: {
        tags: ["companies"],
        summary: "The caller's company's quote requests, whoever made them (members)",
        description:
          "Paginated and filtered exactly like GET /v2/quotes/user/{userId}; the summary's email " +
          "is the caller's. 404 without a company.",
        querystring: quoteHistoryQuerySchema,
        response: okReplies(quoteHistorySchema, 400, 401, 404),
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      const membership = assertMember(actor);
      await expireDueQuotes(app.db, app.clock.now());
      return ok(
        await service.list(personal(actor), request.query, (table) =>
          ofCompany(membership.organizationId, table.companyId),
        ),
      );
    },
  );

  app.get(
    "/v2/quotes/:id",
    {
      schema: {
        tags: ["quotes"],
        summary: "One quote request (multi-line RFQ id, or a quick quote's submission id)",
        params: idParams,
        response: okReplies(quoteHistoryEntrySchema, 401, 403, 404),
      },
    },
    async (request) => ok(await readableEntry(request, service, request.params.id)),
  );

  app.post(
    "/v2/quotes/:id/requote",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags: ["quotes"],
        summary: "Requote an expired quote at today's prices (its owner)",
        description:
          "Prices the same lines with the instant price (POST /v2/pricing/quote's own function) " +
          "and creates a new quoted request of the same kind, valid 30 days, whose `requote_of` " +
          "names this one; answers 201 with its id. 409 while the quote is still valid, for one " +
          "never priced or declined, one already requoted, or a line that cannot be priced " +
          "online. Someone else's quote is 404 (issue #22, decision 023).",
        params: idParams,
        response: createdReplies(requoteResponseSchema, 401, 404, 409, 429),
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      const created = await requotes.requote(actor, request.params.id);
      return reply.code(201).send(ok(created));
    },
  );

  app.get(
    "/v2/quotes/:id/pdf",
    {
      schema: {
        tags: ["quotes"],
        summary: "The quote request as a PDF (owner or admin)",
        produces: ["application/pdf"],
        params: idParams,
        response: {
          200: z.custom<Buffer>().describe("The PDF (application/pdf)"),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const entry = await readableEntry(request, service, request.params.id);
      const pdf = await renderQuotePdf(entry, {
        brandName: app.config.brandName,
        salesEmail: app.config.email.salesEmail,
        shipPromise: quoteShipPromise(entry, app.shipDates),
      });
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${entry.request_number}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};

export default quoteHistoryRoutes;
