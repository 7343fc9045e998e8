import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from "@fastify/rate-limit";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { prepareStatement } from "../db/prepared";
import { rateLimits } from "../db/schema/index";

/**
 * @fastify/rate-limit's `store` on our own database (table `rate_limits`), so every instance on one
 * PostgreSQL counts against the same limit; on PGlite it is simply the one instance's counter.
 *
 * A hit is one statement: insert the (route, client) row or add one to it, restarting the window in
 * the same statement when it has run out. PostgreSQL serializes concurrent upserts of one row, so
 * two instances can never both see "9 of 10". Times come from the database clock, so instances
 * whose clocks disagree still agree on when a window ends.
 *
 * `continueExceeding`, `exponentialBackoff` and `ban` are not supported (no route uses them).
 */

/** How often one instance deletes windows that ended (and nobody reopened). */
export const SWEEP_INTERVAL_MS = 10 * 60_000;

export interface HitCount {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window restarts. */
  ttl: number;
}

const ttlMs = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetsAt} - now())) * 1000))::integer`;

/**
 * One hit: the upsert, written once and run as a prepared statement (db/prepared.ts): every
 * limited request makes it, so Drizzle building it afresh each time was worth saving.
 */
const hitStatement = prepareStatement<{ hits: number; ttl: number }>(
  "ingot_rate_limit_hit",
  (db) => {
    const expired = sql`${rateLimits.resetsAt} <= now()`;
    const windowMs = sql.placeholder("window_ms");
    return (
      db
        .insert(rateLimits)
        .values({
          route: sql.placeholder("route"),
          clientKey: sql.placeholder("client_key"),
          hits: 1,
          resetsAt: sql`now() + (${windowMs}::integer * interval '1 millisecond')`,
        })
        .onConflictDoUpdate({
          target: [rateLimits.route, rateLimits.clientKey],
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
            resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimits.resetsAt} end`,
          },
        })
        // Named, since the driver's rows are read by column name here.
        .returning({ hits: rateLimits.hits, ttl: ttlMs.as("ttl") })
        .getSQL()
    );
  },
);

/** Counts one hit of `clientKey` on `route` in a window of `timeWindowMs`; one atomic upsert. */
export async function countHit(
  db: Database,
  route: string,
  clientKey: string,
  timeWindowMs: number,
): Promise<HitCount> {
  const [row] = await hitStatement.run(db, {
    route,
    client_key: clientKey,
    window_ms: Math.trunc(timeWindowMs),
  });
  if (!row) throw new Error("rate limit upsert returned no row");
  return { current: row.hits, ttl: row.ttl };
}

/** The current window of `clientKey` on `route` without counting (0 hits when none is open). */
export async function readHits(db: Database, route: string, clientKey: string): Promise<HitCount> {
  const [row] = await db
    .select({ hits: rateLimits.hits, ttl: ttlMs })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.route, route),
        eq(rateLimits.clientKey, clientKey),
        gt(rateLimits.resetsAt, sql`now()`),
      ),
    );
  return row ? { current: row.hits, ttl: row.ttl } : { current: 0, ttl: 0 };
}

/** Deletes windows that have ended; a later hit would restart them anyway. */
export async function sweepExpiredWindows(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lte(rateLimits.resetsAt, sql`now()`))
    .returning({ route: rateLimits.route });
  return deleted.length;
}

/** What @fastify/rate-limit hands `child()`: the merged options plus the route being registered. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** `POST /api/auth/sign-in/email`; limiters made outside a route (`createRateLimit`) share `*`. */
export function routeKey(options: ChildOptions): string {
  const info = options.routeInfo;
  if (!info?.url) return "*";
  const method = Array.isArray(info.method) ? info.method.join(",") : (info.method ?? "");
  return `${method} ${info.url}`;
}

/**
 * The store class @fastify/rate-limit instantiates (`store:` option). The plugin makes one root
 * store, then one `child` per limited route; all of them share this database and sweep schedule.
 */
export function createDatabaseRateLimitStore(
  db: Database,
  options: { sweepIntervalMs?: number } = {},
): FastifyRateLimitStoreCtor {
  const sweepIntervalMs = options.sweepIntervalMs ?? SWEEP_INTERVAL_MS;
  let lastSweepAt = Date.now();

  // Awaited inside the hit that comes due, so no query outlives a request (and the app's close).
  const sweepIfDue = async () => {
    if (Date.now() - lastSweepAt < sweepIntervalMs) return;
    lastSweepAt = Date.now();
    await sweepExpiredWindows(db);
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly route = "*",
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: HitCount) => void,
      timeWindow: number,
    ): void {
      sweepIfDue()
        .then(() => countHit(db, this.route, key, timeWindow))
        .then((result) => callback(null, result), callback);
    }

    /** Non-counting peek, for `createRateLimit(...)(request, { increment: false })`. */
    read(key: string, callback: (error: Error | null, result?: HitCount) => void): void {
      readHits(db, this.route, key).then((result) => callback(null, result), callback);
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new DatabaseRateLimitStore({}, routeKey(routeOptions as ChildOptions));
    }
  }
  return DatabaseRateLimitStore;
}
