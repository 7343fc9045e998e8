import { timingSafeEqual } from "node:crypto";
import { setRoleRequestSchema } from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADMIN_CONTROL_PATH, ADMIN_TOKEN_HEADER } from "../../cli/admin-control";
import { AppError } from "../../lib/app-error";
import { setRoleByEmail } from "./accounts.service";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The admin CLI's way in while the server holds the embedded database (cli/admin-control.ts). Only
 * registered when the server was given a token; only loopback connections (the socket address,
 * never X-Forwarded-For) with that token get through. Not in the API reference.
 */
const adminControlRoutes: FastifyPluginAsyncZod<{ token: string }> = async (app, { token }) => {
  app.post(
    ADMIN_CONTROL_PATH,
    {
      config: { public: true },
      schema: {
        hide: true,
        body: setRoleRequestSchema,
      },
    },
    async (request) => {
      const remote = request.raw.socket.remoteAddress ?? "";
      const given = request.headers[ADMIN_TOKEN_HEADER];
      if (!LOOPBACK.has(remote) || typeof given !== "string" || !sameToken(given, token)) {
        throw AppError.forbidden();
      }
      const found = await setRoleByEmail(app.db, request.body.email, request.body.role);
      if (!found) throw AppError.notFound(`No account with the email ${request.body.email}.`);
      request.log.warn({ email: request.body.email, role: request.body.role }, "role set by CLI");
      return {
        status: "success" as const,
        data: { email: request.body.email, role: request.body.role },
      };
    },
  );
};

export default adminControlRoutes;
