import {
  adminQuoteDetailSchema,
  quoteAnswerSchema,
  quoteHistoryEntrySchema,
  quoteWorkflowUpdateSchema,
} from "@ingot/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import {
  assertAdmin,
  assertMayOrder,
  mayActAsCustomer,
  mayRead,
  requireActor,
} from "../../lib/authorize";
import { ok, okReplies } from "../../lib/envelope";
import { idParams } from "../../lib/route-params";
import { createQuoteWorkflow, type QuoteWorkflow } from "./quote-workflow.service";

/**
 * The quote workflow's writes (decisions §5): staff move a request with PUT /v2/quotes/{id}/status
 * (spec §7's path); the customer who owns a quoted request accepts or declines it.
 */
const quoteStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const workflow: QuoteWorkflow = createQuoteWorkflow({
    db: app.db,
    materials: app.materials,
    events: app.events,
    clock: app.clock,
    brandName: app.config.brandName,
    publicUrl: app.config.publicUrl,
  });

  app.put(
    "/v2/quotes/:id/status",
    {
      // Staff only, refused before the body is read.
      onRequest: async (request) => {
        assertAdmin(request);
      },
      schema: {
        tags: ["quotes", "admin"],
        summary: "Move a request through the quote workflow (admin)",
        description:
          "submitted → in_review | quoted | declined; in_review → quoted | declined; quoted → " +
          "in_review | accepted | declined; expired → in_review. Anything else is 409. Quoting " +
          "needs a unit price (dollars) for every line not priced yet, and sets `valid_until` " +
          "(default 30 days). Every change is kept with who and when; the customer is emailed " +
          "when their preferences allow.",
        params: idParams,
        body: quoteWorkflowUpdateSchema,
        response: okReplies(adminQuoteDetailSchema, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const admin = assertAdmin(request);
      const result = await workflow.change(request.params.id, request.body, {
        actor: "admin",
        userId: admin.id,
      });
      return ok(result.entry);
    },
  );

  /** The customer's answer: only the owner (decisions §5 reading rule), only while quoted. */
  async function answer(
    request: FastifyRequest,
    id: string,
    to: "accepted" | "declined",
    note?: string,
  ) {
    const actor = await requireActor(request);
    await workflow.expireDue();
    const target = await workflow.detail(id);
    if (!target) throw AppError.notFound("Quote not found.");
    // A company's viewer sees the company's quotes but may not answer them (issue #16).
    if (mayRead(actor, target)) assertMayOrder(actor);
    if (!mayActAsCustomer(actor, target)) throw AppError.forbidden();
    const result = await workflow.change(
      id,
      { status: to, ...(note ? { note } : {}) },
      { actor: "customer", userId: actor.id },
    );
    return ok(result.entry);
  }

  for (const [action, to] of [
    ["accept", "accepted"],
    ["decline", "declined"],
  ] as const) {
    app.post(
      `/v2/quotes/:id/${action}`,
      {
        schema: {
          tags: ["quotes"],
          summary: `${action === "accept" ? "Accept" : "Decline"} a quoted request (its owner)`,
          description:
            "Only while the request is quoted and its price still valid; else 409. An optional " +
            "JSON body `{ note }` is kept in the history.",
          params: idParams,
          response: okReplies(quoteHistoryEntrySchema, 401, 403, 404, 409),
        },
      },
      async (request) => {
        const parsed = quoteAnswerSchema.safeParse(request.body ?? {});
        const note = parsed.success ? parsed.data.note : undefined;
        return answer(request, request.params.id, to, note);
      },
    );
  }
};

export default quoteStatusRoutes;
