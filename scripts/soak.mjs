#!/usr/bin/env node
// `npm run soak`: the long run of the server's security properties (issue #10). It runs
// apps/server/test/security (the OpenAPI fuzzer, the authorization matrix) and every
// `*.soak.test.ts` with SOAK=1: the fuzzer then takes SOAK_SEED (random unless given) and
// SOAK_RUNS runs per operation (default 50 × CI's). The seed is printed first, so a failing run
// can be replayed exactly: `SOAK_SEED=<seed> npm run soak`. Extra arguments go to Vitest.
//
// The fuzzer measures every request's CPU time on the event loop's thread (issue #21): one under
// the body limit over 100 ms fails the run, and the slowest request of the run is printed at the
// end. It runs on Node 24 (scripts/node24.mjs), whose process.threadCpuUsage reads that thread
// alone; Node 20 could only count the whole process, thread pool and collector included.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const seed = process.env.SOAK_SEED || String(Math.floor(Math.random() * 2 ** 31));
const runs = process.env.SOAK_RUNS ? ` SOAK_RUNS=${process.env.SOAK_RUNS}` : "";
console.log(`soak: SOAK_SEED=${seed}${runs} (set them to replay this run)`);

const reportDir = mkdtempSync(join(tmpdir(), "ingot-soak-"));
const report = join(reportDir, "slowest.jsonl");
const run = spawnSync(
  process.execPath,
  [
    join(import.meta.dirname, "node24.mjs"),
    "node_modules/vitest/vitest.mjs",
    "run",
    "--project",
    "server",
    "test/security/",
    ".soak.test.ts",
    ...process.argv.slice(2),
  ],
  { stdio: "inherit", env: { ...process.env, SOAK: "1", SOAK_SEED: seed, SOAK_REPORT: report } },
);
let slowest;
try {
  for (const line of readFileSync(report, "utf8").split("\n").filter(Boolean)) {
    const entry = JSON.parse(line);
    if (!slowest || entry.cpuMs > slowest.cpuMs) slowest = entry;
  }
} catch {
  // No report: the fuzzer did not run to its end.
}
rmSync(reportDir, { recursive: true, force: true });
if (slowest) {
  console.log(
    `soak: slowest request ${slowest.cpuMs.toFixed(1)} ms of CPU on the ${slowest.thread ?? "process"} (limit 100; ${slowest.processCpuMs?.toFixed(1) ?? "?"} ms in the whole process): ${slowest.where}`,
  );
}
console.log(`soak: SOAK_SEED=${seed}${runs}`);
process.exit(run.status ?? 1);
