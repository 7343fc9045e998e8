import { existsSync } from "node:fs";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
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

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (isApiPath(request.url)) return false;
  const accept = request.headers.accept ?? "";
  return accept.includes("text/html");
}

/**
 * Serves the built React app (apps/web/dist), brotli or gzip when the build left a compressed copy and
 * the browser accepts it: hashed files under /assets are immutable, index.html is
 * revalidated every time. Unknown non-API GETs that accept HTML get index.html (client-side routing,
 * including the SPA's own 404 page); unknown API paths get a 404 envelope.
 */
async function webPlugin(
  app: FastifyInstance,
  options: { config: Pick<Config, "webDistDir"> },
): Promise<void> {
  const root = options.config.webDistDir;
  const built = existsSync(join(root, "index.html"));

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
  } else {
    app.log.warn(
      { webDistDir: root },
      "web app not built: serving the API only (run `npm run build` to build apps/web)",
    );
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsHtml(request)) return sendNotFound(request, reply);
    if (!built) return reply.code(503).type("text/html; charset=utf-8").send(MISSING_BUILD_PAGE);
    return reply.header("cache-control", NO_CACHE).sendFile("index.html");
  });
}

export default fp(webPlugin, { name: "web" });
