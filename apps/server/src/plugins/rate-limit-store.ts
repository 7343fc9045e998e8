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
 * A hit is an upsert: insert the (route, client) row or add one to it, restarting the window in
 * the same statement when it has run out; hits that arrive together share one statement. PostgreSQL serializes concurrent upserts of one row, so
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
 * Hits, one statement for many: insert each (route, client) row or add its hits to it, restarting
 * the window in the same statement when it has run out. The rows come as arrays (`unnest`), so the
 * text is the same for any number of them: written once and run as a prepared statement
 * (db/prepared.ts).
 */
const hitsStatement = prepareStatement<{
  route: string;
  client_key: string;
  hits: number;
  ttl: number;
}>("ingot_rate_limit_hits", () => {
  const expired = sql`${rateLimits.resetsAt} <= now()`;
  return sql`insert into ${rateLimits} (route, client_key, hits, resets_at)
    select hit.route, hit.client_key, hit.hits, now() + hit.window_ms * interval '1 millisecond'
    from unnest(${sql.placeholder("routes")}::text[], ${sql.placeholder("client_keys")}::text[],
      ${sql.placeholder("hits")}::integer[], ${sql.placeholder("window_ms")}::integer[])
      as hit(route, client_key, hits, window_ms)
    on conflict (route, client_key) do update set
      hits = case when ${expired} then excluded.hits else ${rateLimits.hits} + excluded.hits end,
      resets_at = case when ${expired} then excluded.resets_at else ${rateLimits.resetsAt} end
    returning ${rateLimits.route} as route, ${rateLimits.clientKey} as client_key,
      ${rateLimits.hits} as hits, ${ttlMs} as ttl`;
});

interface PendingHit {
  route: string;
  clientKey: string;
  windowMs: number;
  resolve: (count: HitCount) => void;
  reject: (error: unknown) => void;
}

/** At most this many hits go out in one statement. */
const MAX_HITS_PER_STATEMENT = 500;

/**
 * Counts hits, coalesced: the hits of one turn of the event loop (the requests whose bytes arrived
 * together) leave together in one statement at its end, without waiting for any statement already
 * out (decision 031: under load every limited request made a round trip of its own before its real
 * work). Each caller still gets its own count, as if the hits had come one by one in the order they
 * arrived: a row hit n times in one statement answers its new total, and its callers get the n
 * counts up to it. The rows of a statement are sorted, so two statements (of this instance or
 * another) take their row locks in the same order and cannot deadlock.
 */
function createHitCounter(db: Database) {
  let waiting: PendingHit[] = [];
  let scheduled = false;

  async function send(batch: PendingHit[]) {
    const byRow = new Map<string, PendingHit[]>();
    for (const hit of batch) {
      const row = `${hit.route}\u0000${hit.clientKey}`;
      const hits = byRow.get(row);
      if (hits) hits.push(hit);
      else byRow.set(row, [hit]);
    }
    const rows = [...byRow.values()].sort((a, b) => {
      const [x, y] = [a[0] as PendingHit, b[0] as PendingHit];
      return x.route < y.route
        ? -1
        : x.route > y.route
          ? 1
          : x.clientKey < y.clientKey
            ? -1
            : x.clientKey > y.clientKey
              ? 1
              : 0;
    });
    try {
      const stored = await hitsStatement.run(db, {
        routes: rows.map((hits) => (hits[0] as PendingHit).route),
        client_keys: rows.map((hits) => (hits[0] as PendingHit).clientKey),
        hits: rows.map((hits) => hits.length),
        window_ms: rows.map((hits) => Math.trunc((hits[0] as PendingHit).windowMs)),
      });
      for (const row of stored) {
        const hits = byRow.get(`${row.route}\u0000${row.client_key}`) ?? [];
        byRow.delete(`${row.route}\u0000${row.client_key}`);
        hits.forEach((hit, index) => {
          hit.resolve({ current: row.hits - hits.length + index + 1, ttl: row.ttl });
        });
      }
      for (const hits of byRow.values()) {
        for (const hit of hits) hit.reject(new Error("rate limit upsert returned no row"));
      }
    } catch (error) {
      for (const hit of batch) hit.reject(error);
    }
  }

  function flush() {
    scheduled = false;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, MAX_HITS_PER_STATEMENT);
      waiting = waiting.slice(batch.length);
      void send(batch);
    }
  }

  return (route: string, clientKey: string, windowMs: number) =>
    new Promise<HitCount>((resolve, reject) => {
      waiting.push({ route, clientKey, windowMs, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}

const hitCounters = new WeakMap<Database, ReturnType<typeof createHitCounter>>();

/** Counts one hit of `clientKey` on `route` in a window of `timeWindowMs`, atomically. */
export function countHit(
  db: Database,
  route: string,
  clientKey: string,
  timeWindowMs: number,
): Promise<HitCount> {
  let counter = hitCounters.get(db);
  if (!counter) {
    counter = createHitCounter(db);
    hitCounters.set(db, counter);
  }
  return counter(route, clientKey, timeWindowMs);
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
