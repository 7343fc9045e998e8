#!/usr/bin/env node
// `npm run check:api` (a step of `npm test`, issue #20): the OpenAPI document a buyer's developer
// reads at /api/docs must be one that tools accept and that a client can be generated from.
//  1. write the document the server serves (apps/server/src/cli/openapi.ts) to build/openapi.json;
//  2. lint it with Redocly (redocly.yaml; the ignore file lists the four public GETs without a 4xx);
//  3. generate TypeScript types from it with openapi-typescript into examples/erp-sync/api.d.ts;
//  4. type-check the example client against them, so a breaking API change fails here.
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";

const run = (command, args, options = {}) => {
  console.log(`$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

mkdirSync("build", { recursive: true });
run("npm", ["run", "--silent", "openapi", "-w", "@ingot/server", "--", "../../build/openapi.json"]);
run("npx", ["redocly", "lint", "build/openapi.json", "--format=summary"], {
  env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
});
run("npx", [
  "openapi-typescript",
  "build/openapi.json",
  "--redocly",
  "examples/erp-sync/redocly.yaml",
  "-o",
  "examples/erp-sync/api.d.ts",
]);
run("npx", ["tsc", "-p", "examples/erp-sync"]);
