import { ordersQuerySchema, ordersResponseSchema } from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { orders } from "../../db/schema/index";
import { assertMember, ofCompany, ordersOfEmailFor, requireActor } from "../../lib/authorize";
import { ok, okReplies } from "../../lib/envelope";
import { createOrdersService } from "./orders.service";

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOrdersService({
    db: app.db,
    orderPrefix: app.config.orderPrefix,
    clock: app.clock,
  });

  app.get(
    "/v2/orders/user/:email",
    {
      schema: {
        tags: ["orders"],
        summary: "Orders of one email, for its signed-in owner or an admin",
        description:
          "The owner sees the orders placed under their account, and the orders placed signed out " +
          "under their email once it is verified (docs/ARCHITECTURE.md, 'Who may see what'). A " +
          "customer asking about another email gets 403.",
        params: z.object({ email: z.string().trim().min(3).max(254) }),
        querystring: ordersQuerySchema,
        response: okReplies(ordersResponseSchema, 400, 401, 403),
      },
    },
    async (request) => {
      // Owner or admin only; a stranger learns nothing, not even whether the email has orders.
      const which = await ordersOfEmailFor(request, request.params.email);
      return ok(await service.list(which, request.query));
    },
  );

  app.get(
    "/v2/companies/current/orders",
    {
      schema: {
        tags: ["companies"],
        summary: "The caller's company's orders, whoever placed them (members)",
        description:
          "Paginated, filtered and sorted exactly like GET /v2/orders/user/{email}; " +
          "`status=pending_approval` lists the orders waiting for an owner. 404 without a company.",
        querystring: ordersQuerySchema,
        response: okReplies(ordersResponseSchema, 400, 401, 404),
      },
    },
    async (request) => {
      // Read fresh: a removed member gets 404 at once.
      const membership = assertMember(await requireActor(request));
      return ok(
        await service.list(ofCompany(membership.organizationId, orders.companyId), request.query),
      );
    },
  );
};

export default ordersRoutes;
