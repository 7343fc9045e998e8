import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type App, type BuildAppOptions, buildApp } from "../src/app";
import { type Config, loadConfig } from "../src/config/env";
import { type OpenedDatabase, openDatabase } from "../src/db/client";
import { fastPasswordHashing } from "./fast-password-hashing";

/** The server database used to create and drop the throwaway test databases. */
const ADMIN_URL = "postgres://postgres@127.0.0.1:5432/test";

export const usingPostgres = (): boolean => process.env.TEST_DATABASE === "postgres";

/** A brand-new PostgreSQL database; `drop()` removes it (forcing out leftover connections). */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `ingot_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      try {
        // pg's Pool.end() resolves before its sockets are closed: give the backends a moment to
        // leave, so `with (force)` does not kill a connection whose client would then throw an
        // uncaught "terminating connection due to administrator command".
        for (let i = 0; i < 40; i++) {
          const { rows } = await c.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = $1",
            [name],
          );
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((done) => setTimeout(done, 50));
        }
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

export interface TestDatabase extends OpenedDatabase {
  /** Closes the connection and, on PostgreSQL, drops the database. */
  destroy: () => Promise<void>;
}

let template: Promise<Blob | undefined> | undefined;

/** The suite's migrated, seeded PGlite dump (test/pglite-template.ts), read once per test file;
 * undefined outside Vitest (the bench), where each database is made from scratch. */
function pgliteTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    let path = "";
    try {
      path = inject("pgliteTemplate");
    } catch {
      return undefined;
    }
    return path ? new Blob([await readFile(path)]) : undefined;
  })();
  return template;
}

/** A fresh, migrated and seeded database: in-memory PGlite, or PostgreSQL with TEST_DATABASE=postgres. */
export async function createTestDatabase(
  options: { maxConnections?: number } = {},
): Promise<TestDatabase> {
  if (!usingPostgres()) {
    const opened = await openDatabase(
      { databaseUrl: "memory://", dataDir: "" },
      { pgliteTemplate: await pgliteTemplate() },
    );
    return { ...opened, destroy: opened.close };
  }
  const created = await createPostgresDatabase();
  let opened: OpenedDatabase;
  try {
    const maxConnections = options.maxConnections ?? 4;
    opened = await openDatabase({ databaseUrl: created.url, dataDir: "" }, { maxConnections });
  } catch (error) {
    await created.drop();
    throw error;
  }
  return {
    ...opened,
    destroy: async () => {
      await opened.close();
      await created.drop();
    },
  };
}

/** One signing secret for every app of this test process, so a second instance (same database)
 * accepts the first one's sessions; random, as a server without BETTER_AUTH_SECRET would be. */
const TEST_AUTH_SECRET = randomBytes(32).toString("base64");

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: "memory://",
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    // A folder without a build, so tests never depend on the web engineer's dist.
    WEB_DIST_DIR: "/nonexistent/ingot-web-dist",
    ...env,
  });
}

/** Per-client auth limit of test apps; pass `authRateLimitMax: undefined` for the real limits. */
export const TEST_AUTH_RATE_LIMIT = 10_000;

export interface TestAppOverrides extends Partial<Omit<BuildAppOptions, "config" | "db">> {
  /** Environment variables on top of `testConfig()`'s. */
  env?: Record<string, string>;
  /** PostgreSQL pool size (default 4; the load test uses 10, db/client.ts's default). */
  maxConnections?: number;
  /** Runs before `app.ready()`, e.g. to add a route for a test. */
  setup?: (app: App) => void | Promise<void>;
}

/**
 * Makes `app.inject` send what the app's own pages send from a browser: a request with a `cookie`
 * header that names neither `origin` nor `sec-fetch-site` gets `origin: PUBLIC_URL`, as every
 * fetch POST of a browser carries its page's Origin (plugins/same-origin.ts refuses a
 * cookie-carrying write without one). A test that names either header sends exactly what it
 * names, and a header named with `undefined` is left out (`origin: undefined`: a client that
 * sends no Origin); the cross-site tests do.
 */
export function injectLikeOwnPages(app: App): void {
  const inject = app.inject.bind(app) as (options?: unknown, callback?: unknown) => unknown;
  const origin = app.config.publicUrl;
  const SITE_HEADERS = ["origin", "sec-fetch-site"];
  const withOrigin = (options: unknown): unknown => {
    if (typeof options !== "object" || options === null) return options;
    const headers = (options as { headers?: Record<string, unknown> }).headers;
    if (!headers) return options;
    const names = Object.keys(headers).map((name) => name.toLowerCase());
    if (!names.includes("cookie")) return options;
    if (!names.some((name) => SITE_HEADERS.includes(name))) {
      return { ...options, headers: { ...headers, origin } };
    }
    const named = Object.entries(headers).filter(
      ([name, value]) => !(SITE_HEADERS.includes(name.toLowerCase()) && value === undefined),
    );
    return { ...options, headers: Object.fromEntries(named) };
  };
  app.inject = ((options?: unknown, callback?: unknown) =>
    options === undefined ? inject() : inject(withOrigin(options), callback)) as App["inject"];
}

/**
 * A fresh app on a fresh database. `await app.close()` closes the app, then the database (and drops
 * it on PostgreSQL).
 */
export async function createTestApp(overrides: TestAppOverrides = {}): Promise<App> {
  const { env, setup, maxConnections, ...rest } = overrides;
  const database = await createTestDatabase(maxConnections === undefined ? {} : { maxConnections });
  try {
    // A high auth rate limit, so only the rate-limit test (which passes its own) meets a 429.
    const app = await buildApp({
      config: testConfig(env),
      db: database,
      authRateLimitMax: TEST_AUTH_RATE_LIMIT,
      passwordHashing: fastPasswordHashing,
      ...rest,
    });
    app.addHook("onClose", async () => {
      await database.destroy();
    });
    injectLikeOwnPages(app);
    await setup?.(app);
    await app.ready();
    return app;
  } catch (error) {
    await database.destroy();
    throw error;
  }
}

/**
 * PostgreSQL only: a second instance of `first`'s app on the same database, with its own pool,
 * LISTEN connection and caches, as a second server process would have. `url` is the database's
 * connection string. Close it before `first` (whose close drops the database); its `onClose`
 * closes its pool.
 */
export async function createSecondInstance(
  first: App,
  env: Record<string, string> = {},
): Promise<{ app: App; url: string }> {
  const url = (first.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
  if (!url) throw new Error("createSecondInstance: the first app is not on PostgreSQL");
  const db = await openDatabase({ databaseUrl: url, dataDir: "" }, { maxConnections: 4 });
  try {
    const app = await buildApp({
      config: testConfig(env),
      db,
      authRateLimitMax: TEST_AUTH_RATE_LIMIT,
      passwordHashing: fastPasswordHashing,
    });
    app.addHook("onClose", async () => {
      await db.close();
    });
    injectLikeOwnPages(app);
    return { app, url };
  } catch (error) {
    await db.close();
    throw error;
  }
}
