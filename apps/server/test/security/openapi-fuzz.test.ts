import { appendFileSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextClient } from "../admin-fixtures";
import { PLATE } from "../checkout-fixtures";
import { type KnownValues, requestArbitrary } from "./arbitraries";
import {
  type Caller,
  createSecurityApp,
  createWorld,
  headersOf,
  knownValues,
  WORLD_TIMEOUT_MS,
  type World,
} from "./fixtures";
import { fillPath, listOperations, type Operation } from "./openapi";
import { envelopeProblem, send } from "./replies";

/**
 * Issue #10, item 2: every operation of the OpenAPI document, fed by fast-check with params,
 * query strings and bodies built from its own schemas, both well-shaped (with the fixtures' real
 * ids, so requests get past "not found") and hostile (huge strings, 1000-deep JSON, lone
 * surrogates, RTL and NUL, edge numbers, SQL and HTML fragments, prototype-pollution keys).
 * Each request goes as anonymous and as signed-in customer A, and as the admin for admin routes.
 *
 * Every reply: no 5xx, the envelope (replies.ts), and Object.prototype untouched. Afterwards the
 * server still answers /healthz, prices a plate and knows A's session.
 *
 * Every request's CPU time is measured; the slowest is printed, and under `npm run soak` one over
 * 100 ms fails the run (issue #21).
 *
 * CI runs a fixed seed. `npm run soak` (scripts/soak.mjs) runs the same properties with SOAK=1, a
 * random seed or SOAK_SEED, and SOAK_RUNS runs per operation (default 50 × CI's), printing the
 * seed; a failure prints fast-check's counterexample and the seed and path to replay it.
 */

const SOAK = process.env.SOAK === "1";
const CI_SEED = 20_251_121;
const CI_RUNS = 12;
const SEED =
  SOAK && process.env.SOAK_SEED
    ? Number(process.env.SOAK_SEED)
    : SOAK
      ? Date.now() % 2 ** 31
      : CI_SEED;
const RUNS = SOAK ? Number(process.env.SOAK_RUNS ?? CI_RUNS * 50) : CI_RUNS;

/**
 * Issue #21: no request under the body limit may take more than 100 ms of CPU on the event loop's
 * thread, the one whose blocking freezes every other request (`/healthz` included): the server's
 * work and PGlite's, which runs on that thread too. On Node 24 that is `process.threadCpuUsage`;
 * Node 20 has only the whole process's figure, which also counts the thread pool (a sign-in's
 * password hash, which is meant to be slow and blocks nothing) and the collector's threads, so
 * `npm run soak` runs on Node 24. The soak fails on one over the limit; every run reports the
 * slowest (`npm run soak` prints it at the end, from SOAK_REPORT), with the whole process's figure
 * beside it. A request over the limit is sent once more and judged by the lower figure, so a
 * one-time warm-up (a dataset loaded on first use, code compiled on its first call) does not count.
 */
const CPU_LIMIT_MS = 100;
const BODY_LIMIT_BYTES = 1024 * 1024;
let slowest = { cpuMs: 0, processCpuMs: 0, thread: "", where: "none" };
const threadCpuUsage = (
  process as { threadCpuUsage?: (previous?: NodeJS.CpuUsage) => NodeJS.CpuUsage }
).threadCpuUsage?.bind(process);
const THREAD = threadCpuUsage ? "event-loop thread" : "whole process (Node 20)";
interface CpuStart {
  thread: NodeJS.CpuUsage;
  process: NodeJS.CpuUsage;
}
const cpuStart = (): CpuStart => ({
  thread: threadCpuUsage ? threadCpuUsage() : process.cpuUsage(),
  process: process.cpuUsage(),
});
const ms = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000;
const cpuMsOf = (start: CpuStart) => ({
  thread: ms(threadCpuUsage ? threadCpuUsage(start.thread) : process.cpuUsage(start.thread)),
  process: ms(process.cpuUsage(start.process)),
});

// The operations are read from the running app's document, so the app is built at load time.
const { app, removeFiles } = await createSecurityApp();
const operations = listOperations(app);
let w: World;
let known: KnownValues;
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

/** The polluted keys the hostile bodies try to plant. */
function pollution(): string | undefined {
  const probes: [string, object][] = [
    ["Object.prototype", Object.prototype],
    ["Array.prototype", Array.prototype],
    ["Function.prototype", Function.prototype],
    ["String.prototype", String.prototype],
  ];
  for (const [name, proto] of probes) {
    if (Object.hasOwn(proto, "polluted")) return `${name}.polluted was set`;
  }
  const now = Object.getOwnPropertyNames(Object.prototype).sort();
  if (now.join() !== prototypeBefore.join()) return `Object.prototype now has ${now.join(", ")}`;
  if (({} as Record<string, unknown>).polluted !== undefined) return "({}).polluted is set";
  return undefined;
}

function callersOf(operation: Operation): Caller[] {
  return operation.tags.includes("admin") ? ["anonymous", "A", "admin"] : ["anonymous", "A"];
}

beforeAll(async () => {
  w = await createWorld(app);
  known = knownValues(w);

  if (SOAK) console.log(`openapi fuzz: SOAK_SEED=${SEED}, ${RUNS} runs per operation and kind`);
}, WORLD_TIMEOUT_MS);
afterAll(async () => {
  await app.close();
  removeFiles();
  const line = `slowest request: ${slowest.cpuMs.toFixed(1)} ms of CPU on the ${slowest.thread} (${slowest.processCpuMs.toFixed(1)} ms in the whole process), ${slowest.where}`;
  console.log(`openapi fuzz: ${line}`);
  if (process.env.SOAK_REPORT) {
    appendFileSync(process.env.SOAK_REPORT, `${JSON.stringify(slowest)}\n`);
  }
});

describe(`fuzzing every operation of the OpenAPI document (seed ${SEED}, ${RUNS} runs each)`, () => {
  describe.each([
    ["well-shaped", false],
    ["hostile", true],
  ] as const)(
    "%s requests: never a 5xx, always the envelope, no prototype pollution",
    (_, hostile) => {
      it.each(operations.map((op) => [op.key, op] as const))(
        "%s",
        async (_key, operation) => {
          const request = requestArbitrary(operation, fillPath, { hostile, known });
          const caller = fc.constantFrom(...callersOf(operation));
          await fc.assert(
            fc.asyncProperty(request, caller, async (req, who) => {
              const sendOnce = async () => {
                const start = cpuStart();
                const reply = await send(
                  app,
                  {
                    method: operation.method,
                    url: req.url,
                    remoteAddress: nextClient(),
                    headers: {
                      ...headersOf(w, who),
                      ...(req.contentType ? { "content-type": req.contentType } : {}),
                    },
                    ...(req.payload === undefined ? {} : { payload: req.payload }),
                  },
                  { stream: operation.produces.includes("text/event-stream") },
                );
                const used = cpuMsOf(start);
                return { reply, cpuMs: used.thread, processCpuMs: used.process };
              };
              let { reply, cpuMs, processCpuMs } = await sendOnce();
              if (cpuMs > CPU_LIMIT_MS) {
                const again = await sendOnce();
                if (again.cpuMs < cpuMs) ({ reply, cpuMs, processCpuMs } = again);
              }
              const where = `${operation.key} as ${who}: ${operation.method} ${req.url.slice(0, 300)}`;
              const bodyBytes = req.payload === undefined ? 0 : Buffer.byteLength(req.payload);
              if (bodyBytes <= BODY_LIMIT_BYTES && cpuMs > slowest.cpuMs) {
                slowest = {
                  cpuMs,
                  processCpuMs,
                  thread: THREAD,
                  where: `${where} (body ${bodyBytes} bytes)`,
                };
              }
              if (SOAK && bodyBytes <= BODY_LIMIT_BYTES && cpuMs > CPU_LIMIT_MS) {
                throw new Error(
                  `${where} took ${cpuMs.toFixed(1)} ms of CPU (limit ${CPU_LIMIT_MS})`,
                );
              }
              if (reply.statusCode >= 500) {
                throw new Error(
                  `${where} answered ${reply.statusCode}: ${reply.body.slice(0, 300)}`,
                );
              }
              const problem = envelopeProblem(reply, operation.path);
              if (problem) throw new Error(`${where} answered ${reply.statusCode} with ${problem}`);
              const polluted = pollution();
              if (polluted) throw new Error(`${where}: ${polluted}`);
            }),
            { seed: SEED, numRuns: RUNS },
          );
        },
        SOAK ? RUNS * 2_000 : 30_000,
      );
    },
  );

  it("leaves the server healthy: /healthz, a price, A's session", async () => {
    const health = await app.inject({ method: "GET", url: "/healthz" });
    expect(health.statusCode).toBe(200);
    expect(health.json().data.ok).toBe(true);
    // The admin's fuzzing may have switched materials off: switch the plate's back on first.
    const on = await app.inject({
      method: "PUT",
      url: `/v2/admin/materials/${PLATE.material}`,
      headers: headersOf(w, "admin"),
      payload: { is_available: true, minimum_order_quantity: 1 },
    });
    expect(on.statusCode, on.body).toBe(200);
    const price = await app.inject({
      method: "POST",
      url: "/v2/pricing/quote",
      remoteAddress: nextClient(),
      payload: PLATE,
    });
    expect(price.statusCode, price.body).toBe(200);
    const me = await app.inject({ method: "GET", url: "/v2/me", headers: headersOf(w, "A") });
    expect(me.json().data.user?.id).toBe(w.a.userId);
    expect(pollution()).toBeUndefined();
  });
});
