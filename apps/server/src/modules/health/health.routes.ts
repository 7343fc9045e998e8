import { healthSchema } from "@ingot/domain";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok, okReplies } from "../../lib/envelope";

/** Liveness and database check for load balancers and `npm start` smoke tests. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/healthz",
    {
      config: { public: true },
      schema: {
        tags: ["system"],
        summary: "Health check: the server is up and the database answers `select 1`",
        response: okReplies(healthSchema, 503),
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        return reply.code(503).send({ status: "error", message: "The database is not reachable." });
      }
      return ok({ ok: true as const, database: app.dbKind });
    },
  );
};

export default healthRoutes;
