import { writeFileSync } from "node:fs";
import { buildApp } from "../app";
import { loadConfig } from "../config/env";
import { openDatabase } from "../db/client";

/**
 * Entry of `npm run openapi -w @ingot/server -- FILE`: writes the OpenAPI document (the one served
 * at /api/docs/json) to FILE, built from an app on an in-memory database, so CI can lint it
 * (Redocly) and generate the example client's types from it without starting a server.
 */
const file = process.argv[2];
if (!file) {
  console.error("usage: openapi FILE");
  process.exit(2);
}
const db = await openDatabase({ databaseUrl: "memory://", dataDir: "" });
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: "memory://",
    PUBLIC_URL: process.env.PUBLIC_URL ?? "https://ingot.example",
    BETTER_AUTH_SECRET: "openapi-document-only-not-a-server-secret-0000",
    WEB_DIST_DIR: "/nonexistent/ingot-web-dist",
  }),
  db,
});
await app.ready();
writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await db.close();
