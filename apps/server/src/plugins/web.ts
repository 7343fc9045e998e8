import { existsSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import { RESET_TOKEN_PARAM } from "@ingot/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config/env";
import { isApiPath, sendNotFound } from "./errors";

const IMMUTABLE = "public, max-age=31536000, immutable";
const NO_CACHE = "no-cache";

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>The web app has not been built</h1>
<p>The API is running, but <code>apps/web/dist</code> does not exist yet.</p>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first), or use
<code>npm run dev -w @ingot/web</code> for Vite's dev server. The API reference is at
<a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

/**
 * Whether /auth's query asks for the view dist/auth.html holds: the sign-in form (no `mode`, or
 * `mode=signin`, and no emailed `reset_token`). The sign-up, reset and new-password views get the
 * empty shell instead: a prerendered sign-in form would show until the scripts replace it.
 * apps/web/src/main.tsx applies the same rule before hydrating.
 */
export function isSignInView(url: string): boolean {
  const query = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
  const params = new URLSearchParams(query);
  const mode = params.get("mode");
  return !params.get(RESET_TOKEN_PARAM) && (!mode || mode === "signin");
}

/**
 * Whether the web app has a screen for a path, given its router's path patterns
 * (dist/app-paths.json, written by apps/web/scripts/prerender.mjs). Matched as React Router
 * does: case-insensitive, a `:param` segment for any one segment, a trailing slash ignored.
 */
export function isAppPath(patterns: readonly string[], url: string): boolean {
  const end = url.search(/[?#]/);
  let pathname = end === -1 ? url : url.slice(0, end);
  try {
    pathname = decodeURI(pathname);
  } catch {
    // Left as sent: a malformed escape matches no pattern but a `:param` segment.
  }
  const have = pathname.split("/").filter(Boolean);
  return patterns.some((pattern) => {
    const want = pattern.split("/").filter(Boolean);
    return (
      want.length === have.length &&
      want.every((part, i) => part.startsWith(":") || part.toLowerCase() === have[i]?.toLowerCase())
    );
  });
}

/** The router's path patterns when the build wrote them and the 404 page beside them. */
function readAppPaths(root: string): string[] | undefined {
  const file = join(root, "app-paths.json");
  if (!existsSync(file) || !existsSync(join(root, "not-found.html"))) return undefined;
  const patterns: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!Array.isArray(patterns) || !patterns.every((p) => typeof p === "string")) {
    throw new Error(`${file} is not a list of paths`);
  }
  return patterns;
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (isApiPath(request.url)) return false;
  const accept = request.headers.accept ?? "";
  return accept.includes("text/html");
}

/**
 * Serves the built React app (apps/web/dist), brotli or gzip when the build left a compressed copy and
 * the browser accepts it: hashed files under /assets are immutable, index.html is
 * revalidated every time. "/" and "/auth" (its sign-in view) get the pages prerendered at build
 * time (apps/web/scripts/prerender.mjs) when the build made them. Other non-API GETs that accept
 * HTML get index.html (client-side routing) when the app has a screen for the path, and the
 * prerendered 404 page with a 404 status when it has none (the build's dist/app-paths.json lists
 * its paths; a build without it gets index.html for every path, whose app shows its 404 page);
 * unknown API paths get a 404 envelope.
 */
async function webPlugin(
  app: FastifyInstance,
  options: { config: Pick<Config, "webDistDir"> },
): Promise<void> {
  const root = options.config.webDistDir;
  const built = existsSync(join(root, "index.html"));
  const authPrerendered = built && existsSync(join(root, "auth.html"));
  const appPaths = built ? readAppPaths(root) : undefined;

  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: "/",
      wildcard: true,
      // "/" is the landing page prerendered at build time (apps/web/src/prerender.tsx) when the
      // build made one; every other path gets the empty shell below.
      index: ["landing.html", "index.html"],
      cacheControl: false,
      // The web build writes .br and .gz beside its assets (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (res, sentPath) => {
        const assets = `${sep}assets${sep}`;
        // With preCompressed the path is the .br/.gz copy: judge the page by the file it stands for.
        const path = sentPath.replace(/\.(br|gz)$/, "");
        // The same URL is sent as brotli, gzip or plain by the request's Accept-Encoding: a
        // shared cache must keep them apart (assets are public and immutable).
        res.setHeader("vary", "accept-encoding");
        res.setHeader(
          "cache-control",
          path.includes(assets)
            ? IMMUTABLE
            : path.endsWith(".html")
              ? NO_CACHE
              : "public, max-age=3600",
        );
      },
    });
    // /auth's sign-in view, prerendered like the landing page; the same no-cache header.
    app.get("/auth", { schema: { hide: true } }, (request, reply) =>
      reply
        .header("cache-control", NO_CACHE)
        .sendFile(authPrerendered && isSignInView(request.url) ? "auth.html" : "index.html"),
    );
  } else {
    app.log.warn(
      { webDistDir: root },
      "web app not built: serving the API only (run `npm run build` to build apps/web)",
    );
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsHtml(request)) return sendNotFound(request, reply);
    if (!built) return reply.code(503).type("text/html; charset=utf-8").send(MISSING_BUILD_PAGE);
    reply.header("cache-control", NO_CACHE);
    if (appPaths && !isAppPath(appPaths, request.url)) {
      return reply.code(404).sendFile("not-found.html");
    }
    return reply.sendFile("index.html");
  });
}

export default fp(webPlugin, { name: "web" });
