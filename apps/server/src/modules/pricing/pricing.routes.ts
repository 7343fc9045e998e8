import { instantQuoteResponseSchema, itemSpecSchema } from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok, okReplies } from "../../lib/envelope";
import { fastSuccessSerializer } from "../../lib/fast-reply";
import { createPricingService } from "./pricing.service";

/** Per client: prices are asked for as a buyer edits a spec, so the limit is generous. */
export const INSTANT_PRICE_RATE_LIMIT = { max: 120, timeWindow: "1 minute" } as const;

const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPricingService({ materials: app.materials, clock: app.clock });

  app.post(
    "/v2/pricing/quote",
    {
      config: { public: true, rateLimit: INSTANT_PRICE_RATE_LIMIT },
      // The reply is under @fastify/compress's 1 kB threshold (a 10-break table just over it), so
      // its per-request hooks would only look; the live price asks on every keystroke.
      compress: false,
      schema: {
        tags: ["pricing"],
        summary: "Instant price of one item spec (dimensions in inches), with its ship date",
        description:
          "`ship_by` and `order_within_minutes` follow the facility's business calendar (Mon-Fri in " +
          "FACILITY_TIME_ZONE without US federal holidays) and its 12:00 cutoff (decision 023).",
        body: itemSpecSchema,
        response: okReplies(instantQuoteResponseSchema, 400, 429),
      },
      // The live price asks on every keystroke: its 200 is written by fast-json-stringify.
      serializerCompiler: fastSuccessSerializer,
    },
    async (request) => {
      // The body has passed `itemSpecSchema` (its schema above).
      const price = await service.quote(request.body, true);
      // Object.assign rather than two spreads: V8's fast path (docs/decisions/031).
      return ok(Object.assign(price, app.shipDates.promise(price.lead_time.days)));
    },
  );
};

export default pricingRoutes;
