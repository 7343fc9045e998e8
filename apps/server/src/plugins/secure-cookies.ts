import type { FastifyInstance } from "fastify";

/**
 * Better Auth marks its cookies Secure from the configured PUBLIC_URL, once, at start. Behind a
 * TLS-terminating proxy with an http PUBLIC_URL (a proxy added in front of an existing install) the
 * browser still talks HTTPS, and a session cookie without Secure could later leak over a plain-http
 * request to the same host. So every cookie of a request that arrived over HTTPS gets Secure here:
 * `request.protocol` is `https` for a TLS socket, or with TRUST_PROXY for `X-Forwarded-Proto:
 * https` (without TRUST_PROXY a client's own X-Forwarded-Proto is ignored). Plain-http development
 * is untouched, since browsers drop Secure cookies sent over http.
 */

const SECURE_ATTRIBUTE = /;\s*secure\s*(;|$)/i;

/** `name=value; Path=/; HttpOnly` -> `name=value; Path=/; HttpOnly; Secure` (once). */
export function withSecure(setCookie: string): string {
  return SECURE_ATTRIBUTE.test(setCookie) ? setCookie : `${setCookie}; Secure`;
}

export function addSecureCookiesHook(app: FastifyInstance): void {
  // A callback hook, not an async one: every reply passes here (decision 031).
  app.addHook("onSend", (request, reply, payload, done) => {
    const current = reply.getHeader("set-cookie");
    if (current === undefined || request.protocol !== "https") return done(null, payload);
    const cookies = (Array.isArray(current) ? current : [current]).map(String);
    // reply.header() appends to set-cookie, so clear it before writing the marked list.
    reply.removeHeader("set-cookie");
    reply.header("set-cookie", cookies.map(withSecure));
    done(null, payload);
  });
}
