import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { Config } from "../config/env";

type Security = Record<string, string[]>[];
const SESSION: Security = [{ sessionCookie: [] }, { bearer: [] }];

/** The security requirement of one operation (`{}`: no credentials needed). */
export function securityOf(url: string, config: { public?: boolean } | undefined): Security {
  if (url === "/api/stripe/webhook") return []; // Stripe's signature, no caller identity
  if (url.startsWith("/v2/api-keys")) return SESSION;
  const signedIn: Security = [...SESSION, { apiKey: [] }];
  return config?.public === true ? [{}, ...signedIn] : signedIn;
}

/**
 * A stable, unique name for an operation that a client generator turns into a method name: the
 * method and the path's words, `v2` and `api` left out, each `{param}` as `By<Param>`
 * (`GET /v2/quotes/{id}/pdf` is `getQuotesByIdPdf`). A route may name itself with
 * `schema.operationId` instead.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split("/")
    .filter((part) => part !== "" && part !== "v2" && part !== "api")
    .flatMap((part) => {
      const param = /^[{:](\w+)\}?$/.exec(part);
      const word = param ? `by-${param[1]}` : part;
      return word.split(/[^a-zA-Z0-9]+/).filter(Boolean);
    });
  const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return method.toLowerCase() + words.map(capital).join("");
}

/**
 * The OpenAPI 3 document, generated from the routes' zod schemas, at `/api/docs/json`, and the
 * interactive reference at `/api/docs`. Register before the modules so it sees every route.
 */
async function docsPlugin(
  app: FastifyInstance,
  options: { config: Pick<Config, "brandName" | "publicUrl"> },
): Promise<void> {
  const https = options.config.publicUrl.startsWith("https://");
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: `${options.config.brandName} API`,
        description:
          "Instant pricing, requests for quote, checkout and the customer portal. Replies use the " +
          'envelope `{ status: "success", data }` / `{ status: "error", message, errors? }`.\n\n' +
          "A signed-in caller is known by the session cookie (`sessionCookie`, set by " +
          "`POST /api/auth/sign-in/email`), by `Authorization: Bearer` with a session token " +
          "(`bearer`), or by `Authorization: Bearer` with an API key (`apiKey`, made at " +
          "`POST /v2/api-keys`: a `read` key makes GET requests only). A request " +
          "that carries the session cookie and changes something (POST, PUT, PATCH, DELETE) must " +
          "come from the site's own pages: its `Origin` is the site's, or without an Origin its " +
          "`Sec-Fetch-Site` is `same-origin`; otherwise it answers 403. Bearer requests are not " +
          "subject to that rule.",
        version: "2.0.0",
      },
      servers: [{ url: options.config.publicUrl }],
      components: {
        securitySchemes: {
          sessionCookie: {
            type: "apiKey",
            in: "cookie",
            name: `${https ? "__Secure-" : ""}better-auth.session_token`,
            description:
              "The browser session. Writes must come from the site's own origin (403 otherwise).",
          },
          bearer: {
            type: "http",
            scheme: "bearer",
            description:
              "A session token (the sign-in reply's `token`, or its `set-auth-token` header).",
          },
          apiKey: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "ingot_…",
            description:
              "An API key from `POST /v2/api-keys`: acts as its owner within its scope (`read`: GET only, else 403); revoked or unknown 401; 120 requests a minute per key, then 429.",
          },
        },
      },
    },
    // Each operation states who may call it (issue #20): public routes anyone (`{}`), key
    // management a session only, everything else a session or an API key.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const config = (input.route as { config?: { public?: boolean } }).config;
      const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method;
      return {
        ...out,
        schema: {
          operationId: operationIdOf(String(method), input.url),
          ...out.schema,
          security: securityOf(input.url, config),
        },
      };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    // swagger-ui's own policy also upgrades to https, which breaks plain-http deployments.
    transformStaticCSP: (header) =>
      options.config.publicUrl.startsWith("https://")
        ? header
        : header.replace(/\s*upgrade-insecure-requests;?/, ""),
  });
}

export default fp(docsPlugin, { name: "docs" });
