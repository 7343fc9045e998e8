import { itemSpecSchema, successEnvelope } from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, ok } from "../../lib/envelope";
import { createPricingService } from "./pricing.service";

export const leadTimeSchema = z.object({
  tier: z.enum(["fast", "standard", "extended"]),
  days: z.enum(["3-4", "5-6", "5-7"]),
  label: z.enum(["Fast turnaround", "Standard processing", "Extended processing"]),
});

export const instantQuoteSchema = z.object({
  weight_per_piece_lbs: z.number().describe("lb, 2 decimals"),
  total_weight_lbs: z.number().describe("lb, 2 decimals"),
  material_cost: z
    .number()
    .describe("dollars, 2 decimals: weight x price per lb + $4.00 cut charge a piece"),
  lead_time: leadTimeSchema,
});

const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPricingService(app.db);

  app.post(
    "/v2/pricing/quote",
    {
      config: { public: true, rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags: ["pricing"],
        summary: "Instant price of one item spec (dimensions in inches)",
        body: itemSpecSchema,
        response: { 200: successEnvelope(instantQuoteSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) => ok(await service.quote(request.body)),
  );
};

export default pricingRoutes;
