import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { Config } from "../config/env";

/**
 * The OpenAPI 3 document, generated from the routes' zod schemas, at `/api/docs/json`, and the
 * interactive reference at `/api/docs`. Register before the modules so it sees every route.
 */
async function docsPlugin(
  app: FastifyInstance,
  options: { config: Pick<Config, "brandName" | "publicUrl"> },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: `${options.config.brandName} API`,
        description:
          "Instant pricing, requests for quote, checkout and the customer portal. Replies use the " +
          'envelope `{ status: "success", data }` / `{ status: "error", message, errors? }`.',
        version: "2.0.0",
      },
      servers: [{ url: options.config.publicUrl }],
    },
    transform: jsonSchemaTransform,
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
