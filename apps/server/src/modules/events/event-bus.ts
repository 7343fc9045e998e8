import { EventEmitter } from "node:events";
import type { AdminEventType } from "@ingot/domain";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import type { Database, DatabaseKind } from "../../db/client";

/**
 * The app's event bus (decisions §10). Services publish after their transaction commits; the admin
 * stream (GET /v2/admin/events) subscribes.
 * - PGlite (one process): in-process delivery.
 * - PostgreSQL: `pg_notify` on one channel, and every instance LISTENs on a dedicated connection,
 *   so an event published by one instance reaches the SSE clients of all of them (itself included;
 *   it delivers only what comes back from the database, never twice).
 * Payloads are small (ids and a few display fields; NOTIFY's limit is 8000 bytes).
 *
 * Beside the admin events, the bus carries broadcasts between instances on a second channel of the
 * same LISTEN connection: a topic name, such as "materials.changed" (modules/materials, decision
 * 014), that tells every instance to drop a cached copy. They never reach the SSE stream.
 */
export interface AppEvent {
  type: AdminEventType;
  /** The id of what the event is about (request, order, subscriber). */
  id: string;
  data?: Record<string, string | number | boolean | null>;
  at?: string;
}

export type EventListener = (event: AppEvent & { at: string }) => void;
export type BroadcastListener = (topic: string) => void;

export interface EventBus {
  /** Never throws: a lost live update must not fail the request that caused it. */
  publish(event: AppEvent): Promise<void>;
  /**
   * PostgreSQL: `event` as the arguments of a `pg_notify` that a write sends inside its own
   * statement (`notifyColumn`), so it leaves with the commit, never without it, and takes no round
   * trip of its own (decision 031). Absent where delivery is in process (PGlite, tests): such a
   * write publishes after its commit instead.
   */
  notificationOf?(event: AppEvent): StatementNotification;
  subscribe(listener: EventListener): () => void;
  /**
   * Tells every instance (this one included) that `topic` changed, e.g. "drop your copy". Never
   * throws; a lost broadcast must be bounded by the receiver (a cache's TTL).
   */
  broadcast(topic: string): Promise<void>;
  onBroadcast(listener: BroadcastListener): () => void;
  /**
   * Called whenever this instance may have missed broadcasts: its LISTEN connection was lost, or
   * was (re)established. Never on PGlite, where nothing can be missed.
   */
  onResync(listener: () => void): () => void;
  /** Resolves once the bus is listening (on PostgreSQL: LISTEN has run). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** A `pg_notify` call's arguments. */
export interface StatementNotification {
  channel: string;
  payload: string;
}

/**
 * A select-list column that sends a notification from inside the statement, for a statement
 * prepared with placeholders (db/prepared.ts); `bindNotification` fills them in. Its value (void)
 * is of no use. In a statement of one result row it runs once.
 */
export const notifyColumn = () =>
  sql`pg_notify(${sql.placeholder("notify_channel")}, ${sql.placeholder("notify_payload")}) as notified`;

export function bindNotification(
  values: Record<string, unknown>,
  notification: StatementNotification,
): void {
  values.notify_channel = notification.channel;
  values.notify_payload = notification.payload;
}

export const EVENTS_CHANNEL = "ingot_events";
/** Broadcasts between instances (cache invalidation), never shown to admins. */
export const BROADCAST_CHANNEL = "ingot_broadcast";
const MAX_TOPIC_LENGTH = 200;
const MAX_PAYLOAD = 7_900;

type Logger = Pick<FastifyBaseLogger, "warn" | "error" | "debug">;

function parse(payload: string | undefined): (AppEvent & { at: string }) | undefined {
  if (!payload) return undefined;
  try {
    const event = JSON.parse(payload) as AppEvent & { at: string };
    return typeof event.type === "string" && typeof event.id === "string" ? event : undefined;
  } catch {
    return undefined;
  }
}

function encode(event: AppEvent): string {
  const full = JSON.stringify({ ...event, at: event.at ?? new Date().toISOString() });
  if (Buffer.byteLength(full) <= MAX_PAYLOAD) return full;
  return JSON.stringify({
    type: event.type,
    id: event.id,
    at: event.at ?? new Date().toISOString(),
  });
}

/** Calls every listener of `name`; one that throws is logged and does not stop the others. */
function emitSafely(emitter: EventEmitter, name: string, args: unknown[], log?: Logger) {
  for (const listener of emitter.listeners(name)) {
    try {
      (listener as (...a: unknown[]) => void)(...args);
    } catch (error) {
      log?.warn({ err: error, name }, "an event bus listener failed");
    }
  }
}

/** In-process delivery only (PGlite, or tests). */
export function createLocalEventBus(log?: Logger): EventBus & {
  /** Delivery of broadcasts and resyncs, for the PostgreSQL bus built over this one. */
  deliverBroadcast(topic: string): void;
  deliverResync(): void;
} {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const on = (name: "broadcast" | "resync", listener: BroadcastListener | (() => void)) => {
    emitter.on(name, listener);
    return () => {
      emitter.off(name, listener);
    };
  };
  const deliverBroadcast = (topic: string) => emitSafely(emitter, "broadcast", [topic], log);
  return {
    async publish(event) {
      const parsed = parse(encode(event));
      if (!parsed) return;
      try {
        emitter.emit("event", parsed);
      } catch (error) {
        log?.warn({ err: error }, "an event listener failed");
      }
    },
    subscribe(listener) {
      emitter.on("event", listener);
      return () => emitter.off("event", listener);
    },
    async broadcast(topic) {
      deliverBroadcast(topic);
    },
    onBroadcast: (listener) => on("broadcast", listener),
    onResync: (listener) => on("resync", listener),
    deliverBroadcast,
    deliverResync: () => emitSafely(emitter, "resync", [], log),
    ready: async () => {},
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/** The `pg` Pool under a Drizzle node-postgres database. */
function poolOf(db: Database): pg.Pool {
  const client = (db as unknown as { $client?: pg.Pool }).$client;
  if (!client || typeof client.connect !== "function") {
    throw new Error("the PostgreSQL event bus needs a node-postgres database");
  }
  return client;
}

interface Notification {
  channel: string;
  payload: string;
  done: (error?: unknown) => void;
}

/** At most this many notifications go out in one statement (two parameters each). */
const MAX_NOTIFICATIONS_PER_STATEMENT = 200;

/**
 * `pg_notify` through the pool, coalesced: while one statement is out, the notifications that
 * arrive wait and then leave together in one `select pg_notify(..), pg_notify(..)`. Each caller
 * still learns when its own went out, in the order they came. Under load every write announces
 * itself after its commit, and each announcement used to take a pool connection and a round trip
 * of its own (decision 031).
 */
export function createNotifier(pool: Pick<pg.Pool, "query">) {
  let waiting: Notification[] = [];
  let sending = false;
  async function drain() {
    sending = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, MAX_NOTIFICATIONS_PER_STATEMENT);
      waiting = waiting.slice(batch.length);
      const calls = batch.map((_, i) => `pg_notify($${2 * i + 1}, $${2 * i + 2})`);
      try {
        await pool.query(
          `select ${calls.join(", ")}`,
          batch.flatMap((n) => [n.channel, n.payload]),
        );
        for (const n of batch) n.done();
      } catch (error) {
        for (const n of batch) n.done(error);
      }
    }
    sending = false;
  }
  return {
    notify(channel: string, payload: string): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        waiting.push({
          channel,
          payload,
          done: (error) => (error === undefined ? resolve() : reject(error)),
        });
        if (!sending) void drain();
      });
    },
  };
}

/**
 * LISTEN/NOTIFY across instances. One pool connection is held for LISTEN; when it drops, it is
 * replaced with a backoff (1 s doubling to 30 s). Publishing uses the ordinary pool.
 */
export function createPostgresEventBus(db: Database, log?: Logger): EventBus {
  const pool = poolOf(db);
  const notifier = createNotifier(pool);
  const local = createLocalEventBus(log);
  const localPublish = local.publish;
  let listener: pg.PoolClient | undefined;
  let closed = false;
  let retryMs = 1_000;
  let retryTimer: NodeJS.Timeout | undefined;
  let readyResolve: () => void = () => {};
  const readyPromise = new Promise<void>((resolve) => {
    readyResolve = resolve;
  });

  const onNotification = (message: pg.Notification) => {
    if (message.channel === BROADCAST_CHANNEL) {
      if (message.payload) local.deliverBroadcast(message.payload);
      return;
    }
    if (message.channel !== EVENTS_CHANNEL) return;
    const event = parse(message.payload);
    if (event) void localPublish(event);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    let client: pg.PoolClient | undefined;
    try {
      client = await pool.connect();
      const held = client;
      held.on("notification", onNotification);
      held.on("error", (error) => {
        log?.warn({ err: error }, "event bus connection lost; reconnecting");
        drop(held, error);
      });
      await held.query(`LISTEN ${EVENTS_CHANNEL}`);
      await held.query(`LISTEN ${BROADCAST_CHANNEL}`);
      if (closed) {
        held.release();
        return;
      }
      listener = held;
      retryMs = 1_000;
      // Whatever was broadcast before this LISTEN (at start, or while the connection was down)
      // never reached this instance: its caches start over.
      local.deliverResync();
      readyResolve();
    } catch (error) {
      if (client) drop(client, error as Error);
      else schedule();
      if (!closed) log?.warn({ err: error }, "event bus could not LISTEN; retrying");
    }
  }

  function drop(client: pg.PoolClient, error: Error) {
    client.removeListener("notification", onNotification);
    if (listener === client) {
      listener = undefined;
      if (!closed) local.deliverResync();
    }
    try {
      client.release(error);
    } catch {
      // already released
    }
    schedule();
  }

  function schedule() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connecting = connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  }

  let connecting: Promise<void> | undefined = connect();

  return {
    notificationOf: (event) => ({ channel: EVENTS_CHANNEL, payload: encode(event) }),
    async publish(event) {
      try {
        await notifier.notify(EVENTS_CHANNEL, encode(event));
      } catch (error) {
        log?.warn({ err: error, type: event.type }, "could not publish an event");
      }
    },
    subscribe: local.subscribe,
    async broadcast(topic) {
      if (topic.length === 0 || topic.length > MAX_TOPIC_LENGTH) return;
      try {
        await notifier.notify(BROADCAST_CHANNEL, topic);
      } catch (error) {
        log?.warn({ err: error, topic }, "could not broadcast");
      }
    },
    onBroadcast: local.onBroadcast,
    onResync: local.onResync,
    ready: () => readyPromise,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      // A LISTEN connection still being opened is released by connect() itself; wait for it so
      // the pool can end right after.
      await connecting?.catch(() => {});
      connecting = undefined;
      const held = listener;
      listener = undefined;
      readyResolve();
      if (held) {
        held.removeListener("notification", onNotification);
        await held.query("UNLISTEN *").catch(() => {});
        held.release();
      }
      await local.close();
    },
  };
}

export function createEventBus(db: Database, kind: DatabaseKind, log?: Logger): EventBus {
  if (kind !== "postgres") return createLocalEventBus(log);
  try {
    return createPostgresEventBus(db, log);
  } catch (error) {
    // A database object without a pg Pool (a test double): live events stay in this process.
    log?.warn({ err: error }, "LISTEN/NOTIFY unavailable; events stay in this process");
    return createLocalEventBus(log);
  }
}
