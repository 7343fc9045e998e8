import { MESSAGES } from "@ingot/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";
import type { Member } from "../lib/authorize";

const READ_METHODS = new Set(["GET", "HEAD"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route answers without a session. Every other /api and /v2 route needs one. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, set by the guard; `null` when the route is public and nobody is signed in. */
    user: SessionUser | null;
  }
}

export interface SessionUser {
  id: string;
  email: string;
  role: "customer" | "admin";
  /** Always set by the real resolver (modules/auth/session.ts); optional so a test's fake session
   * can leave them out. A missing `emailVerified` means not verified. */
  name?: string;
  emailVerified?: boolean;
  /** Set when an API key authenticated the request (modules/auth/session.ts): it acts as its
   * owner, and a `read` key only reads. */
  apiKey?: { id: string; scope: "read" | "read_write" };
  /** The account as stored with its company, read by the session check in this same request
   * (lib/authorize.ts `readStoredAccount`), so `actorOf` needs no query of its own. */
  stored?: Member;
}

/**
 * Finds who is asking: Better Auth's session check (cookie or `Authorization: Bearer`), see
 * modules/auth/session.ts. Ownership checks live in lib/authorize.ts.
 */
export type SessionResolver = (request: FastifyRequest) => Promise<SessionUser | null>;

const noSession: SessionResolver = async () => null;

/** Prefixes that are public whatever their route config says (the API reference and its assets). */
const PUBLIC_PREFIXES = ["/api/docs"];

function isGuarded(routeUrl: string): boolean {
  if (PUBLIC_PREFIXES.some((p) => routeUrl === p || routeUrl.startsWith(`${p}/`))) return false;
  return routeUrl.startsWith("/api/") || routeUrl.startsWith("/v2/");
}

export interface AuthGuardOptions {
  resolveSession?: SessionResolver;
}

/**
 * Routes are closed by default: an `onRequest` hook answers 401 for every /api and /v2 route that
 * does not declare `config: { public: true }` and has no signed-in user. Unknown routes are left to
 * the 404 handler; static files and the SPA are not under /api or /v2.
 */
async function authGuard(app: FastifyInstance, options: AuthGuardOptions): Promise<void> {
  const resolveSession = options.resolveSession ?? noSession;
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request) => {
    if (request.is404) return;
    const routeUrl = request.routeOptions.url;
    if (routeUrl === undefined || !isGuarded(routeUrl)) return;
    request.user = await resolveSession(request);
    if (request.user === null && request.routeOptions.config.public !== true) {
      throw AppError.unauthorized();
    }
    // A read key makes GET requests only (issue #20), on every route.
    if (request.user?.apiKey?.scope === "read" && !READ_METHODS.has(request.method)) {
      throw AppError.forbidden(MESSAGES.apiKeys.readOnly);
    }
  });
}

export default fp(authGuard, { name: "auth-guard" });
