import {
  dimensionConstraintsSchema,
  dimensionsRequestSchema,
  materialsListSchema,
} from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok, okReplies } from "../../lib/envelope";
import { createMaterialsService } from "./materials.service";

const materialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMaterialsService({
    db: app.db,
    materials: app.materials,
    clock: app.clock,
  });

  app.get(
    "/v2/materials",
    {
      config: { public: true },
      schema: {
        tags: ["materials"],
        summary: "Available materials, by category then name, with catalog ranges (inches)",
        response: okReplies(materialsListSchema),
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
        response: okReplies(dimensionConstraintsSchema, 400, 404),
      },
    },
    async (request) => {
      const { material, product_type, shape } = request.body;
      return ok({ constraints: await service.dimensionConstraints(material, product_type, shape) });
    },
  );
};

export default materialsRoutes;
