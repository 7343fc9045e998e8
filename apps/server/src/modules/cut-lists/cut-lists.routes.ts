import { cutListRequestSchema, cutListResponseSchema, successEnvelope } from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, ok } from "../../lib/envelope";
import { INSTANT_PRICE_RATE_LIMIT } from "../pricing/pricing.routes";
import { createCutListsService } from "./cut-lists.service";

const cutListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCutListsService({ materials: app.materials, clock: app.clock });

  app.post(
    "/v2/cut-lists/optimize",
    {
      // Public and limited like the instant price it stands beside.
      config: { public: true, rateLimit: INSTANT_PRICE_RATE_LIMIT },
      schema: {
        tags: ["pricing"],
        summary: "Plan the cuts of a list of pieces from stock lengths, with both prices",
        description:
          "Lengths in inches. Bars hold k pieces in the sum of their lengths plus k - 1 kerfs. " +
          "`stock_lengths` may only narrow the material's stock. More than 2,000 pieces, a piece " +
          "longer than every allowed stock length, or stock the material is not sold in answers " +
          "400 with field messages. Deterministic: the same request gives the same plan.",
        body: cutListRequestSchema,
        response: { 200: successEnvelope(cutListResponseSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) => ok(await service.optimize(request.body)),
  );
};

export default cutListsRoutes;
