import {
  sendOrderEmailsRequestSchema,
  sendOrderEmailsResponseSchema,
  successEnvelope,
} from "@ingot/domain";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { orders } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { assertAdmin } from "../../lib/authorize";
import { errorResponses, ok } from "../../lib/envelope";
import { queueOrderEmails } from "./order-emails";

/**
 * POST /api/email/send-from-database (spec §7). The paid transition already calls the same service;
 * this endpoint lets an admin queue them by hand (e.g. after fixing an address). Each email is
 * queued at most once per order, so calling it again adds nothing.
 */
const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/email/send-from-database",
    {
      schema: {
        tags: ["admin"],
        summary: "Queue the order confirmation and sales alert of a paid order (admin)",
        body: sendOrderEmailsRequestSchema,
        response: {
          200: successEnvelope(sendOrderEmailsResponseSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      assertAdmin(request);
      const { orderId, options } = request.body;
      const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!order) throw AppError.notFound("Order not found.");
      if (order.paymentStatus !== "paid") throw AppError.conflict("The order is not paid.");
      return ok(await queueOrderEmails(app.db, order, app.config, options));
    },
  );
};

export default emailRoutes;
