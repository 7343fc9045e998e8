import { mailingListSchema, subscriberSchema } from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createdReplies, ok } from "../../lib/envelope";
import { createMailingListService } from "./mailing-list.service";

const mailingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMailingListService({ db: app.db, events: app.events });

  app.post(
    "/v2/mailing-list",
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["mailing list"],
        summary: "Join the mailing list",
        body: mailingListSchema,
        response: createdReplies(subscriberSchema, 400, 409, 429),
      },
    },
    async (request, reply) => {
      return reply.code(201).send(ok(await service.subscribe(request.body.email)));
    },
  );
};

export default mailingListRoutes;
