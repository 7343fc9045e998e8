import { instantQuoteResponseSchema, itemSpecSchema, successEnvelope } from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, ok } from "../../lib/envelope";
import { createPricingService } from "./pricing.service";

const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPricingService({ materials: app.materials });

  app.post(
    "/v2/pricing/quote",
    {
      config: { public: true, rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags: ["pricing"],
        summary: "Instant price of one item spec (dimensions in inches)",
        body: itemSpecSchema,
        response: { 200: successEnvelope(instantQuoteResponseSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) => ok(await service.quote(request.body)),
  );
};

export default pricingRoutes;
