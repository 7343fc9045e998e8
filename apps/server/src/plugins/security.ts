import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config/env";
import { AppError } from "../lib/app-error";
import { createDatabaseRateLimitStore } from "./rate-limit-store";
import { addSameOriginHook } from "./same-origin";
import { addSecureCookiesHook } from "./secure-cookies";

/** The JavaScript MIME type essences of the HTML standard: a script of any other type is data. */
const JAVASCRIPT_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/**
 * A script element whose type is neither empty, `module` nor a JavaScript MIME type is a data block
 * (the prerendered pages' merged class strings, `type="application/json"`): the browser never runs
 * it, so CSP needs no hash of it.
 */
function isDataBlock(attributes: string): boolean {
  const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*))/i.exec(attributes);
  if (!type) return false;
  const essence = (type[1] ?? type[2] ?? type[3] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return essence !== "" && essence !== "module" && !JAVASCRIPT_TYPES.has(essence);
}

/**
 * `sha256-...` sources of the inline `<script>` blocks (no `src`) of a built page, e.g. the theme
 * script that runs before first paint. Hashing them keeps `script-src` free of 'unsafe-inline'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0 || isDataBlock(attributes)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/**
 * The pages the server sends: the shell and the pages prerendered at build time, whose boot script
 * is inline (apps/web/scripts/prerender.mjs).
 */
const HTML_PAGES = ["index.html", "landing.html", "auth.html", "not-found.html"];

/** The hashes of every inline script of the built pages, each once. */
export function readInlineScriptHashes(webDistDir: string): string[] {
  const hashes = HTML_PAGES.map((page) => join(webDistDir, page))
    .filter((file) => existsSync(file))
    .flatMap((file) => inlineScriptHashes(readFileSync(file, "utf8")));
  return [...new Set(hashes)];
}

/** Google Maps JS (Places autocomplete), allowed only when a browser key is configured. */
export const GOOGLE_MAPS_SOURCES = {
  script: ["https://maps.googleapis.com"],
  connect: ["https://maps.googleapis.com", "https://places.googleapis.com"],
  img: ["https://maps.gstatic.com", "https://maps.googleapis.com"],
} as const;

/** The Content-Security-Policy directives of the app (a Vite-built React SPA). */
export function contentSecurityPolicy(options: {
  scriptHashes: string[];
  https: boolean;
  googleMaps?: boolean;
}) {
  const maps = options.googleMaps === true;
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      scriptSrc: ["'self'", ...options.scriptHashes, ...(maps ? GOOGLE_MAPS_SOURCES.script : [])],
      scriptSrcAttr: ["'none'"],
      // Radix and sonner inject style elements/attributes at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...(maps ? GOOGLE_MAPS_SOURCES.img : [])],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", ...(maps ? GOOGLE_MAPS_SOURCES.connect : [])],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'", "blob:"],
      ...(options.https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * Browser features the app never uses, refused for every page and anything it might embed: a
 * script injected despite the CSP still cannot reach the camera, microphone, location, payment
 * handlers or USB devices.
 */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

/**
 * The headers helmet's middleware sets for `options`, worked out once. Every one of them is the
 * same on every response (no nonces, no per-request directive), so building helmet's middleware
 * per request as @fastify/helmet does (parsing the CSP directives each time: ~3% of a pricing
 * request, docs/decisions/031) buys nothing.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // helmet's middleware is synchronous and reads nothing of the request.
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The API's replies (everything under /v2/: JSON, the quote and invoice PDFs, the CSV export, the
 * event stream) are no page: nothing in them loads a script, a style or an image, and nothing
 * frames them. Their policy says so, as OWASP's REST Security Cheat Sheet advises, instead of the
 * pages' (about 550 bytes of sources a JSON reply has no use for); the frame header agrees with
 * it. Stricter, not looser: a reply a browser were tricked into rendering could run nothing.
 */
export const API_SECURITY_HEADERS = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-frame-options": "DENY",
} as const;

/**
 * The API's replies, which get API_SECURITY_HEADERS instead of the pages' policy. Narrower than
 * errors.ts's `isApiPath`: /api/ also serves pages (the API reference at /api/docs runs scripts).
 */
const isApiRequestUrl = (url: string) => url.startsWith("/v2/");

export const RATE_LIMIT_MESSAGE = "Too many requests. Please wait a minute and try again.";

/**
 * Helmet (CSP, frame, sniffing headers; the API's replies with API_SECURITY_HEADERS), the Permissions-Policy, Secure on every cookie sent over HTTPS (secure-cookies.ts),
 * the same-origin rule of cookie-carrying writes (same-origin.ts) and the rate limiter. The limiter is off by default; public forms opt in per route with
 * `config: { rateLimit: { max, timeWindow } }`. On PostgreSQL the counters live in the database
 * (rate-limit-store.ts), so instances sharing it share every limit; the embedded PGlite serves one
 * instance only, so it keeps the plugin's in-memory counters (docs/decisions/011).
 */
async function securityPlugin(
  app: FastifyInstance,
  options: {
    config: Pick<Config, "publicUrl" | "webDistDir" | "trustedOrigins"> &
      Partial<Pick<Config, "maps">>;
  },
): Promise<void> {
  const https = options.config.publicUrl.startsWith("https://");
  const scriptHashes = readInlineScriptHashes(options.config.webDistDir);
  const pageHeaders = Object.freeze({
    ...helmetHeaders({
      contentSecurityPolicy: contentSecurityPolicy({
        scriptHashes,
        https,
        googleMaps: Boolean(options.config.maps?.googleBrowserKey),
      }),
      hsts: https ? { maxAge: 15552000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
    "permissions-policy": PERMISSIONS_POLICY,
  });
  const apiHeaders = Object.freeze({ ...pageHeaders, ...API_SECURITY_HEADERS });
  // Among the reply's own headers, which Fastify hands to Node's writeHead in one object: set on
  // the raw response one by one, as helmet's middleware does, each was validated and stored in a
  // second map that writeHead then merged Fastify's into (about 3 kB and 6% of the server's CPU
  // per pricing request, docs/decisions/031). A route that writes the socket itself (the admin
  // event stream) passes `reply.getHeaders()` on.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(isApiRequestUrl(request.url) ? apiHeaders : pageHeaders);
    done();
  });
  addSecureCookiesHook(app);
  // Before the auth guard (registered after this plugin), so a forged write never reads a session.
  addSameOriginHook(app, options.config.trustedOrigins);
  await app.register(rateLimit, {
    global: false,
    ...(app.dbKind === "postgres" ? { store: createDatabaseRateLimitStore(app.db) } : {}),
    errorResponseBuilder: () => AppError.tooManyRequests(RATE_LIMIT_MESSAGE),
  });
}

export default fp(securityPlugin, { name: "security" });
