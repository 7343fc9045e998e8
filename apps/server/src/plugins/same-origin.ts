import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error";

/**
 * Cross-site request forgery (issue #20). The session cookie is SameSite=Lax, which keeps it off
 * cross-site POSTs from other sites, but not from a sibling subdomain or an older browser, and
 * Better Auth checks the origin of its own /api/auth routes only. So every request that changes
 * something (POST, PUT, PATCH, DELETE) and carries the session cookie must come from the app's
 * own pages: its `Origin` is one of `config.trustedOrigins`, or, when a browser sent no Origin,
 * `Sec-Fetch-Site: same-origin`. Anything else answers 403 before the session is even read.
 *
 * Not checked, because a cross-site page cannot forge them: requests without the session cookie
 * (public forms, which have rate limits instead), requests with `Authorization: Bearer` (a
 * header a cross-site page cannot set without a CORS preflight, which this server never grants),
 * and Stripe's webhook, authenticated by its signature.
 */

export const CROSS_SITE_MESSAGE =
  "This request did not come from this site's own pages, so it was refused.";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Routes that authenticate by something else than the session (a signature). */
const EXEMPT_ROUTES = new Set(["/api/stripe/webhook"]);

/** Better Auth's session cookie, with its `__Secure-` prefix over https. */
const SESSION_COOKIE = /^(__Secure-)?better-auth\.session_token$/;

/** Whether a Cookie header carries the session cookie (with a value). */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  for (const pair of cookieHeader.split(";")) {
    const at = pair.indexOf("=");
    if (at <= 0) continue;
    if (SESSION_COOKIE.test(pair.slice(0, at).trim()) && pair.slice(at + 1).trim() !== "") {
      return true;
    }
  }
  return false;
}

function hasBearer(request: FastifyRequest): boolean {
  return /^bearer\s+\S/i.test(request.headers.authorization ?? "");
}

/** Whether a state-changing request may go on: see the file's comment. */
export function isSameOriginWrite(request: FastifyRequest, trustedOrigins: readonly string[]) {
  const origin = request.headers.origin;
  if (origin !== undefined) return trustedOrigins.includes(origin);
  return request.headers["sec-fetch-site"] === "same-origin";
}

export function addSameOriginHook(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  // Synchronous (a callback hook, not an async one): every request passes here (decision 031).
  app.addHook("onRequest", (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method) || request.is404) return done();
    if (EXEMPT_ROUTES.has(request.routeOptions.url ?? "")) return done();
    if (!carriesSessionCookie(request.headers.cookie) || hasBearer(request)) return done();
    if (!isSameOriginWrite(request, trustedOrigins)) {
      return done(new AppError(403, "CROSS_SITE_REQUEST", CROSS_SITE_MESSAGE));
    }
    done();
  });
}
