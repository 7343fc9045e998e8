import {
  DIMENSION_KEYS,
  itemSpecFields,
  stockLengthsEntrySchema,
  successEnvelope,
} from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, ok } from "../../lib/envelope";
import { createMaterialsService } from "./materials.service";

const nullableInches = z.number().nullable();

export const materialListingSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  grades: z.array(z.string()),
  forms: z.array(z.string()),
  product_types: z.array(itemSpecFields.product_type),
  is_available: z.boolean(),
  minimum_order_quantity: z.number().int(),
  density_lb_per_in3: z.number().describe("lb per cubic inch"),
  price_per_lb: z.number().describe("dollars per lb"),
  min_length_in: nullableInches,
  max_length_in: nullableInches,
  min_width_in: nullableInches,
  max_width_in: nullableInches,
  min_height_in: nullableInches,
  max_height_in: nullableInches,
  stock_lengths: z
    .array(stockLengthsEntrySchema)
    .describe("Bar and Tube shapes with the lengths they are stocked in (inches)"),
});

export const dimensionsRequestSchema = z.object({
  material: itemSpecFields.material,
  product_type: itemSpecFields.product_type,
  shape: itemSpecFields.shape,
});

export const dimensionConstraintSchema = z.object({
  key: z.enum(DIMENSION_KEYS),
  label: z.string(),
  min: z.number(),
  max: z.number(),
  step: z.number(),
  unit: z.literal("in"),
});

const materialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMaterialsService({ db: app.db, materials: app.materials });

  app.get(
    "/v2/materials",
    {
      config: { public: true },
      schema: {
        tags: ["materials"],
        summary: "Available materials, by category then name, with catalog ranges (inches)",
        response: { 200: successEnvelope(z.object({ materials: z.array(materialListingSchema) })) },
      },
    },
    async () => ok({ materials: await service.listAvailable() }),
  );

  app.post(
    "/v2/materials/dimensions",
    {
      config: { public: true },
      schema: {
        tags: ["materials"],
        summary: "Dimension inputs (inches) of a material in a product type and shape",
        body: dimensionsRequestSchema,
        response: {
          200: successEnvelope(z.object({ constraints: z.array(dimensionConstraintSchema) })),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const { material, product_type, shape } = request.body;
      return ok({ constraints: await service.dimensionConstraints(material, product_type, shape) });
    },
  );
};

export default materialsRoutes;
