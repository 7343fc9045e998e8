/**
 * `BENCH_ONLY=load npm run bench`: load without loss (issue #10 item 3), measured.
 *
 * For PGlite, then PostgreSQL (when 127.0.0.1:5432 answers; otherwise reported as skipped):
 * 1. the real server (production mode, fresh database, TRUST_PROXY with one client address per
 *    request, as the CI test runs it) takes 1,000 quick quotes and 200 multi-line RFQs from 50
 *    concurrent clients (apps/server/test/resilience/load-run.ts, shared with the CI test);
 * 2. the ceiling: the same inserts (same tables, rows and transaction shape) sent straight through
 *    the driver at the same concurrency, on a fresh database of the same kind
 *    (apps/server/test/resilience/raw-inserts.ts): PGlite's own client on a data folder, and the
 *    `pg` client with a pool of 50 on PostgreSQL (the server gets the same: DATABASE_POOL_SIZE=50).
 * The measured rounds (ROUNDS below) follow a warm-up run of the same plan, on the server and on the
 * ceiling alike:
 * the first thousand requests of a fresh process pay for compiling its hot code (server and load
 * client), opening the pool's connections and preparing each statement on each of them, and a
 * production server runs warm (measured on this machine: the server's first full run reached about
 * two thirds of the rate of the runs after it). Answers throughput and p50/p99 per endpoint
 * beside the ceiling's, and both ratios to the ceiling: acknowledged per second (the share of the
 * driver's rate the server reaches) and p99.
 *
 * `BENCH_LOAD_DB=postgres` (or `pglite`) measures one database only, for a quicker comparison.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { tsImport } from "tsx/esm/api";

/** The warm-up is the measured plan itself (issue #10's load: 1,000 quotes and 200 RFQs). */
const warmupOf = (m) => m.ISSUE_10_LOAD;

const load = (path) => tsImport(path, import.meta.url);

async function modules() {
  const [server, loadRun, client, raw, db, helper] = await Promise.all([
    load("@ingot/test-support"),
    load("../apps/server/test/resilience/load-run.ts"),
    load("../apps/server/test/resilience/load-client.ts"),
    load("../apps/server/test/resilience/raw-inserts.ts"),
    load("../apps/server/src/db/client.ts"),
    load("../apps/server/test/helper.ts"),
  ]);
  return { ...server, ...loadRun, ...client, ...raw, ...db, ...helper };
}

/**
 * Each side runs the plan this many times after its warm-up, and its figures are taken over all of
 * them: acknowledged per second over the rounds' summed time, p50 and p99 over every request of
 * every round. One round of 1,200 requests lasts about a second, and on a shared two-core host one
 * such second moved a side's rate by a tenth and its RFQ p99 (the second-slowest of 200) by a third
 * between back-to-back runs of the same code; five rounds give the percentiles five times the
 * requests. The server and the ceiling are measured alike. With three rounds, one full bench in
 * four still missed a write bar on a quiet host (a burst of slow requests on one side: 0.58, or
 * an RFQ p99 of 124 ms, where the runs around it read 0.61-0.67 and 62-83 ms); five rounds
 * (about ten seconds more) read 0.62-0.69 in three runs (docs/decisions/031, seventh pass).
 */
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 5);

/** Runs `round` ROUNDS times; what they say together, without the per-request records. */
async function measuredRounds(m, round) {
  const sent = [];
  let elapsedS = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const run = await round();
    sent.push(...run.sent);
    elapsedS += run.elapsed_s;
  }
  return {
    rounds: ROUNDS,
    elapsed_s: Math.round(elapsedS * 100) / 100,
    ...m.figuresOf(sent, elapsedS),
  };
}

/**
 * The real server as production runs it (no web build needed), on a fresh data folder, with `env`
 * added: the one way every benchmark starts it. `startServer` is test-support's.
 */
export function startBenchServer(startServer, env = {}) {
  return startServer({
    nodeEnv: "production",
    requireWebBuild: false,
    env: {
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      // Production refuses to start without a session secret; a throwaway one suits a benchmark.
      BETTER_AUTH_SECRET: randomBytes(32).toString("base64"),
      // The test checkout pays the load's orders; production on PostgreSQL needs it said on purpose.
      TEST_PAYMENTS: "true",
      ...env,
    },
  });
}

async function measureServer(m, env) {
  const server = await startBenchServer(m.startServer, env);
  try {
    const http = m.createHttpClient(server.baseUrl);
    await m.runLoad(http, warmupOf(m));
    return await measuredRounds(m, () => m.runLoad(http, m.ISSUE_10_LOAD));
  } finally {
    await server.stop();
  }
}

async function measureRaw(m, driver) {
  try {
    await m.runRawLoad(driver, warmupOf(m));
    const measured = await measuredRounds(m, () => m.runRawLoad(driver, m.ISSUE_10_LOAD));
    return { driver: driver.name, ...measured };
  } finally {
    await driver.close();
  }
}

async function rawPglite(m) {
  const dataDir = await mkdtemp(join(tmpdir(), "ingot-bench-raw-"));
  const opened = await m.openDatabase({ databaseUrl: undefined, dataDir });
  try {
    return await measureRaw(m, m.pgliteDriver(opened.db.$client));
  } finally {
    await opened.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function rawPostgres(m) {
  const database = await m.createPostgresDatabase();
  try {
    // Migrated and seeded by the app's own code, then written to by `pg` alone.
    const opened = await m.openDatabase({ databaseUrl: database.url, dataDir: "" });
    await opened.close();
    return await measureRaw(m, m.pgDriver(database.url, m.ISSUE_10_LOAD.concurrency));
  } finally {
    await database.drop();
  }
}

/** server / ceiling of one figure per endpoint (two decimals; null when either is missing). */
function ratios(server, raw, figure) {
  const ratio = (kind) => {
    const s = server[kind] && figure(server[kind]);
    const r = raw[kind] && figure(raw[kind]);
    return s && r ? Math.round((s / r) * 100) / 100 : null;
  };
  return { quote: ratio("quote"), rfq: ratio("rfq") };
}

/** Both ratios to the ceiling: acknowledged per second, and p99. */
function ceilingRatios(server, raw) {
  return {
    acked_ratio: ratios(server, raw, (kind) => kind.acknowledged_per_s),
    p99_ratio: ratios(server, raw, (kind) => kind.latency.p99_ms),
  };
}

async function benchPglite(m) {
  console.log("load: PGlite, real server…");
  const server = await measureServer(m, {});
  console.log("load: PGlite, raw client…");
  const raw = await rawPglite(m);
  return { server, raw, ...ceilingRatios(server, raw) };
}

async function benchPostgres(m) {
  let database;
  try {
    database = await m.createPostgresDatabase();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { skipped: `PostgreSQL on 127.0.0.1:5432 is not reachable (${reason})` };
  }
  let server;
  try {
    console.log("load: PostgreSQL, real server…");
    // The same connection budget as the ceiling's `pg` pool (one per concurrent client): with the
    // default 20, thirty of the fifty clients queue for a connection the ceiling never waits for.
    server = await measureServer(m, {
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: String(m.ISSUE_10_LOAD.concurrency),
    });
  } finally {
    await database.drop();
  }
  console.log("load: PostgreSQL, raw pg client…");
  const raw = await rawPostgres(m);
  return { server, raw, ...ceilingRatios(server, raw) };
}

export async function benchLoad() {
  const m = await modules();
  const only = process.env.BENCH_LOAD_DB;
  const skipped = { skipped: `BENCH_LOAD_DB=${only}` };
  return {
    plan: m.ISSUE_10_LOAD,
    warmup: warmupOf(m),
    pglite: only && only !== "pglite" ? skipped : await benchPglite(m),
    postgres: only && only !== "postgres" ? skipped : await benchPostgres(m),
  };
}

/** One row per database, side and endpoint, for console.table. */
export function loadTable(load) {
  const rows = {};
  for (const [database, result] of Object.entries({
    PGlite: load.pglite,
    PostgreSQL: load.postgres,
  })) {
    if (!result || result.skipped || result.error) {
      rows[database] = { skipped: result?.skipped ?? result?.error ?? "not run" };
      continue;
    }
    for (const [side, run] of [
      ["server", result.server],
      [`ceiling: ${result.raw.driver}`, result.raw],
    ]) {
      for (const kind of ["quote", "rfq"]) {
        const figures = run[kind];
        if (!figures) continue;
        const isServer = run === result.server;
        const acked = isServer ? result.acked_ratio?.[kind] : null;
        const p99 = isServer ? result.p99_ratio?.[kind] : null;
        rows[`${database} ${side} ${kind === "quote" ? "quotes" : "RFQs"}`] = {
          "acked/s": figures.acknowledged_per_s,
          "acked/s / ceiling": acked == null ? "" : acked,
          "p50 ms": figures.latency.p50_ms,
          "p99 ms": figures.latency.p99_ms,
          "p99 / ceiling": p99 == null ? "" : `x${p99}`,
          "non-2xx": figures.sent - (figures.statuses["2xx"] ?? 0),
        };
      }
    }
  }
  return rows;
}
