import {
  bomReplySchema,
  bomRequestSchema,
  MESSAGES,
  multiLineRequestSchema,
  parseBillOfMaterials,
  quoteHistoryEntrySchema,
} from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { actorOf, assertMayOrder } from "../../lib/authorize";
import { createdReplies, ok, okReplies } from "../../lib/envelope";
import { rfqDepsOf } from "../quotes/quotes.service";
import { createQuoteRequestsService } from "./quote-requests.service";

/** A person submits an RFQ every few minutes at most. */
export const MULTI_LINE_RATE_LIMIT = { max: 20, timeWindow: "1 minute" } as const;

const quoteRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createQuoteRequestsService({
    ...rfqDepsOf(app),
    brandName: app.config.brandName,
    publicUrl: app.config.publicUrl,
  });

  app.post(
    "/v2/quotes/multi-line",
    {
      // Public at the guard so a signed-out visitor gets the spec's own words (spec §6), not the
      // generic 401. A retry with the same Idempotency-Key gets the first reply, not a second RFQ.
      config: { public: true, rateLimit: MULTI_LINE_RATE_LIMIT, idempotent: true },
      schema: {
        tags: ["quotes"],
        summary: "Submit a multi-line RFQ (signed in; one request and its lines, inches)",
        description:
          "Stored as one rfq_requests row and its rfq_items in one statement, status " +
          "`submitted`. The user is the session's; a `user_id` in the body is ignored. A " +
          "company member's request belongs to the company too (its members share it); a " +
          "company's viewer may not request (403).",
        body: multiLineRequestSchema,
        response: createdReplies(quoteHistoryEntrySchema, 400, 401, 403, 429),
      },
      // Runs after the body is parsed and before it is validated: a signed-out caller gets this
      // 401, not the schema's 400.
      preValidation: async (request) => {
        if (!request.user) throw AppError.unauthorized(MESSAGES.quoteForm.signInForDetailedRfq);
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw AppError.unauthorized(MESSAGES.quoteForm.signInForDetailedRfq);
      const actor = await actorOf(app.db, user);
      assertMayOrder(actor);
      const companyId = actor.membership?.organizationId ?? null;
      return reply.code(201).send(ok(await service.submit(request.body, user.id, companyId)));
    },
  );

  app.post(
    "/v2/quotes/bill-of-materials",
    {
      schema: {
        tags: ["quotes"],
        summary: "Read a pasted or uploaded bill of materials (CSV or tab-separated)",
        description:
          "Columns material, spec, length (ft), width, height, quantity, description; a header " +
          "row is optional. Answers the valid rows as items (inches) and each row's problems.",
        body: bomRequestSchema,
        response: okReplies(bomReplySchema, 400, 401),
      },
    },
    async (request) => {
      const result = parseBillOfMaterials(request.body.text);
      if (result.error) {
        throw AppError.badRequest(result.error, [{ field: "text", message: result.error }]);
      }
      return ok({
        items: result.items,
        rows: result.rows.map((row) => ({
          row: row.row,
          valid: row.item !== undefined,
          errors: row.errors,
        })),
        invalid_rows: result.invalidRows,
        has_header: result.hasHeader,
      });
    },
  );
};

export default quoteRequestsRoutes;
