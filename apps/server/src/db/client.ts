import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Config } from "../config/env";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";
import * as schema from "./schema/index";
import { seedMaterials } from "./seed";

export type Schema = typeof schema;

/** A Drizzle database on either driver; services take this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = "pglite" | "postgres";

export interface OpenedDatabase {
  db: Database;
  kind: DatabaseKind;
  /** Closes the connection(s), then releases the data-folder lock. Safe to call twice. */
  close: () => Promise<void>;
}

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), "migrations");
/** The embedded database lives in this sub-folder of DATA_DIR (files and the lock sit beside it). */
export const PGLITE_SUBDIR = "pglite";

export interface OpenDatabaseOptions {
  /** Skip the materials seed (tests of the seed itself). */
  seed?: boolean;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * In-memory PGlite only: start from this dump of an already migrated and seeded database
   * (`dumpDataDir`) instead of running initdb, which takes seconds of WebAssembly. The suite's
   * global setup makes one per run (apps/server/test/pglite-template.ts); the migrations and the
   * seed still run on top and find nothing to do.
   */
  pgliteTemplate?: Blob;
  /**
   * PostgreSQL only: told when the database ends an idle pooled connection (a restart, an
   * administrator's `pg_terminate_backend`). The pool drops that connection and opens another on
   * the next query; without a listener, Node would end the whole process on that error.
   */
  onConnectionLost?: (error: Error) => void;
}

/**
 * Opens the database named by the config, applies the checked-in migrations and seeds missing
 * materials:
 * - `DATABASE_URL` unset: PGlite in `DATA_DIR/pglite`, with `DATA_DIR` locked to this process;
 * - `DATABASE_URL=memory://`: a throwaway in-memory PGlite (tests);
 * - `DATABASE_URL=postgres://...`: a `pg` Pool; migrations under an advisory lock, so several
 *   instances may start at once.
 */
export async function openDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir">,
  options: OpenDatabaseOptions = {},
): Promise<OpenedDatabase> {
  const url = config.databaseUrl;
  const opened =
    url === undefined || url === "memory://"
      ? await openPglite(url === undefined ? config.dataDir : undefined, options.pgliteTemplate)
      : await openPostgres(url, options.maxConnections, options.onConnectionLost);
  try {
    if (options.seed !== false) await seedMaterials(opened.db);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

/** The opened database; `close` runs `teardown` once, however often it is called. */
function openedDatabase(
  db: unknown,
  kind: OpenedDatabase["kind"],
  teardown: () => Promise<void>,
): OpenedDatabase {
  let closed = false;
  return {
    db: db as Database,
    kind,
    close: async () => {
      if (closed) return;
      closed = true;
      await teardown();
    },
  };
}

async function openPglite(
  dataDir: string | undefined,
  template: Blob | undefined,
): Promise<OpenedDatabase> {
  // Lock before PGlite touches the folder; a live owner makes this throw with nothing opened.
  const lock: DataDirLock | undefined = dataDir ? acquireDataDirLock(dataDir) : undefined;
  let client: PGlite | undefined;
  try {
    client = dataDir
      ? await PGlite.create(join(dataDir, PGLITE_SUBDIR))
      : await PGlite.create(template ? { loadDataDir: template } : {});
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const pgliteClient = client;
    return openedDatabase(db, "pglite", async () => {
      try {
        await pgliteClient.close();
      } finally {
        lock?.release();
      }
    });
  } catch (error) {
    await client?.close().catch(() => {});
    lock?.release();
    throw error;
  }
}

/** Key of the PostgreSQL advisory lock that migrations run under (any fixed number of ours). */
export const MIGRATION_LOCK_KEY = 4_606_746_510;

/**
 * Applies the migrations while holding a session advisory lock, so instances starting together on
 * one database take turns: Drizzle's migrator takes no lock, and two of them on an empty database
 * both create the schema and fail on duplicate catalog rows. The next one in finds the migrations
 * recorded and applies nothing.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection that failed mid-way is destroyed, which also frees a lock it may still hold.
    client.release(failure);
  }
}

async function openPostgres(
  url: string,
  max = 10,
  onConnectionLost: (error: Error) => void = () => {},
): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on("error", onConnectionLost);
  try {
    const db = drizzlePg({ client: pool, schema });
    await migrateUnderLock(pool);
    return openedDatabase(db, "postgres", () => pool.end());
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
}
