import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { assertAdmin } from "../../lib/authorize";

export const ADMIN_PREFIX = "/v2/admin/";

/**
 * Every route under /v2/admin refuses non-admins on the server: anonymous 401 (the auth guard has
 * already answered), customers 403 "You don't have admin permissions." One hook for the whole
 * prefix, so a new admin route cannot forget it. It runs at `onRequest`, after the auth guard and
 * before the body is read, so a customer never learns more than the 403.
 */
async function adminGuard(app: FastifyInstance): Promise<void> {
  // A callback hook, not an async one: every request passes here (decision 031).
  app.addHook("onRequest", (request, _reply, done) => {
    if (request.is404 || !request.routeOptions.url?.startsWith(ADMIN_PREFIX)) return done();
    try {
      assertAdmin(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

export default fp(adminGuard, { name: "admin-guard", dependencies: ["auth-guard"] });
