#!/usr/bin/env node
// `npm run soak`: the long run of the server's security properties (issue #10). It runs
// apps/server/test/security (the OpenAPI fuzzer, the authorization matrix) and every
// `*.soak.test.ts` with SOAK=1: the fuzzer then takes SOAK_SEED (random unless given) and
// SOAK_RUNS runs per operation (default 50 × CI's). The seed is printed first, so a failing run
// can be replayed exactly: `SOAK_SEED=<seed> npm run soak`. Extra arguments go to Vitest.
import { spawnSync } from "node:child_process";

const seed = process.env.SOAK_SEED || String(Math.floor(Math.random() * 2 ** 31));
const runs = process.env.SOAK_RUNS ? ` SOAK_RUNS=${process.env.SOAK_RUNS}` : "";
console.log(`soak: SOAK_SEED=${seed}${runs} (set them to replay this run)`);

const run = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "--project",
    "server",
    "test/security/",
    ".soak.test.ts",
    ...process.argv.slice(2),
  ],
  { stdio: "inherit", env: { ...process.env, SOAK: "1", SOAK_SEED: seed } },
);
console.log(`soak: SOAK_SEED=${seed}${runs}`);
process.exit(run.status ?? 1);
