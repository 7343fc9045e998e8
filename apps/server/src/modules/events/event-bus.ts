import { EventEmitter } from "node:events";
import type { AdminEventType } from "@ingot/domain";
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
 */
export interface AppEvent {
  type: AdminEventType;
  /** The id of what the event is about (request, order, subscriber). */
  id: string;
  data?: Record<string, string | number | boolean | null>;
  at?: string;
}

export type EventListener = (event: AppEvent & { at: string }) => void;

export interface EventBus {
  /** Never throws: a lost live update must not fail the request that caused it. */
  publish(event: AppEvent): Promise<void>;
  subscribe(listener: EventListener): () => void;
  /** Resolves once the bus is listening (on PostgreSQL: LISTEN has run). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export const EVENTS_CHANNEL = "ingot_events";
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

/** In-process delivery only (PGlite, or tests). */
export function createLocalEventBus(log?: Logger): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
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

/**
 * LISTEN/NOTIFY across instances. One pool connection is held for LISTEN; when it drops, it is
 * replaced with a backoff (1 s doubling to 30 s). Publishing uses the ordinary pool.
 */
export function createPostgresEventBus(db: Database, log?: Logger): EventBus {
  const pool = poolOf(db);
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
      if (closed) {
        held.release();
        return;
      }
      listener = held;
      retryMs = 1_000;
      readyResolve();
    } catch (error) {
      if (client) drop(client, error as Error);
      else schedule();
      if (!closed) log?.warn({ err: error }, "event bus could not LISTEN; retrying");
    }
  }

  function drop(client: pg.PoolClient, error: Error) {
    client.removeListener("notification", onNotification);
    if (listener === client) listener = undefined;
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
    async publish(event) {
      try {
        await pool.query("select pg_notify($1, $2)", [EVENTS_CHANNEL, encode(event)]);
      } catch (error) {
        log?.warn({ err: error, type: event.type }, "could not publish an event");
      }
    },
    subscribe: local.subscribe,
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
        await held.query(`UNLISTEN ${EVENTS_CHANNEL}`).catch(() => {});
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
