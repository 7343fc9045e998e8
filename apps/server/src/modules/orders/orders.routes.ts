import { ordersQuerySchema, ordersResponseSchema, successEnvelope } from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { assertSignedIn } from "../../lib/authorize";
import { errorResponses, ok } from "../../lib/envelope";
import { createOrdersService } from "./orders.service";

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOrdersService(app.db, app.config.orderPrefix);

  app.get(
    "/v2/orders/user/:email",
    {
      schema: {
        tags: ["orders"],
        summary: "Orders of one email, for its signed-in owner or an admin",
        params: z.object({ email: z.string().trim().min(3).max(254) }),
        querystring: ordersQuerySchema,
        response: { 200: successEnvelope(ordersResponseSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const asker = assertSignedIn(request);
      const email = request.params.email.toLowerCase();
      // Owner or admin only; a stranger learns nothing, not even whether the email has orders.
      if (asker.email.toLowerCase() !== email && asker.role !== "admin") {
        throw AppError.forbidden();
      }
      return ok(await service.listByEmail(email, asker, request.query));
    },
  );
};

export default ordersRoutes;
