import { sendOrderEmailsRequestSchema, sendOrderEmailsResponseSchema } from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assertAdmin } from "../../lib/authorize";
import { ok, okReplies } from "../../lib/envelope";
import { queuePaidOrderEmails } from "./order-emails";

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
        response: okReplies(sendOrderEmailsResponseSchema, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      assertAdmin(request);
      const { orderId, options } = request.body;
      return ok(await queuePaidOrderEmails(app.db, orderId, app.config, options));
    },
  );
};

export default emailRoutes;
