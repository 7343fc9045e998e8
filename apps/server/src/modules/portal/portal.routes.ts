import {
  contactRepRequestSchema,
  contactRepResponseSchema,
  portalOrderSchema,
  portalSummarySchema,
  salesRepSchema,
} from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { found } from "../../lib/app-error";
import { assertSignedIn, requireActor } from "../../lib/authorize";
import { createdReplies, ok, okReplies } from "../../lib/envelope";
import { idParams } from "../../lib/route-params";
import { documentsServiceOf } from "../documents/documents.service";
import { createPortalService } from "./portal.service";

/** The customer portal (/profile): dashboard summary, order tracking, the sales rep, contact. */
const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["portal"];
  const service = createPortalService({
    db: app.db,
    config: app.config,
    documents: documentsServiceOf(app),
    clock: app.clock,
  });

  app.get(
    "/v2/portal/summary",
    {
      schema: {
        tags,
        summary:
          "The caller's dashboard: open requests, quotes awaiting them, orders, spend, activity",
        response: okReplies(portalSummarySchema, 401),
      },
    },
    async (request) => ok(await service.summary(await requireActor(request), app.clock.now())),
  );

  app.get(
    "/v2/portal/orders/:id",
    {
      schema: {
        tags,
        summary: "One of the caller's orders with its tracking timeline (404 when not theirs)",
        params: idParams,
        response: okReplies(portalOrderSchema, 401, 404),
      },
    },
    async (request) => {
      const order = await service.order(await requireActor(request), request.params.id);
      return ok(found(order, "Order not found."));
    },
  );

  app.get(
    "/v2/portal/rep",
    {
      schema: {
        tags,
        summary: "The caller's sales rep: name, email, phone, hours",
        response: okReplies(salesRepSchema, 401),
      },
    },
    async () => ok(service.rep()),
  );

  app.post(
    "/v2/portal/contact",
    {
      config: {
        rateLimit: {
          max: 5,
          timeWindow: "1 minute",
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags,
        summary: "Send the sales rep a message (queued in the outbox with the caller's identity)",
        body: contactRepRequestSchema,
        response: createdReplies(contactRepResponseSchema, 400, 401, 429),
      },
    },
    async (request, reply) => {
      const user = assertSignedIn(request);
      return reply.code(201).send(ok(await service.contact(user, request.body)));
    },
  );
};

export default portalRoutes;
