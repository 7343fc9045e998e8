import { quoteRequestSchema, singleQuoteSubmissionSchema } from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, assertMayOrder } from "../../lib/authorize";
import { createdReplies } from "../../lib/envelope";
import { createQuotesService, rfqDepsOf } from "./quotes.service";

/** Per client: a person sends a quote every few minutes at most; scripts get a 429. */
export const SINGLE_QUOTE_RATE_LIMIT = { max: 10, timeWindow: "1 minute" } as const;

const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createQuotesService(rfqDepsOf(app));

  app.post(
    "/v2/quotes/single",
    {
      // A retry after a lost reply sends the same Idempotency-Key and gets the first reply again.
      config: { public: true, rateLimit: SINGLE_QUOTE_RATE_LIMIT, idempotent: true },
      schema: {
        tags: ["quotes"],
        summary: "Submit the landing-page or wizard quote request (one or more items, inches)",
        description:
          "Stored as one request line per item sharing `submission_id`. Signed-in requests are " +
          "linked to the session's user and to their company, if any (its members share it; a " +
          "company's viewer may not request: 403); `referral_source` is kept only for signed-out " +
          "visitors.",
        body: quoteRequestSchema,
        response: createdReplies(singleQuoteSubmissionSchema, 400, 403, 429),
      },
    },
    async (request, reply) => {
      const actor = request.user ? await actorOf(app.db, request.user) : undefined;
      if (actor) assertMayOrder(actor);
      const submission = await service.submitSingle(request.body, {
        userId: actor?.id ?? null,
        companyId: actor?.membership?.organizationId ?? null,
      });
      return reply.code(201).send({ status: "success", data: submission });
    },
  );
};

export default quotesRoutes;
