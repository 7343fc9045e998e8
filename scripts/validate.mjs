#!/usr/bin/env node
// `npm test`: every check a reviewer would run, in order. Each step runs even when an earlier one
// failed, so one red suite never hides the state of the others; the exit code is non-zero if any
// step failed. Each step is also an npm script of its own (see package.json).
import { spawnSync } from "node:child_process";

const steps = [
  "typecheck",
  "lint",
  "check:api",
  "test:unit",
  "test:unit:node24",
  "test:web",
  "test:server:node24",
  "test:server:pg",
  "test:e2e",
];

const results = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n==> npm run ${step}`);
  const run = spawnSync("npm", ["run", "--silent", step], { stdio: "inherit" });
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ step, ok: run.status === 0, seconds });
}

console.log("\nvalidate:");
for (const { step, ok, seconds } of results) {
  console.log(`  ${ok ? "ok  " : "FAIL"}  ${step} (${seconds} s)`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
