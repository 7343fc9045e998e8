import { and, asc, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";

/**
 * The machinery every outbox shares (emails, modules/email/outbox-sender.ts; webhook deliveries,
 * modules/webhooks/webhook-sender.ts): rows that are due by Node's clock are claimed under a lease,
 * failures back off exponentially, and a worker polls and drains. Each outbox keeps only what is
 * its own: how to send one row and what its statuses mean.
 *
 * A claim moves the due rows' `next_attempt_at` a lease ahead, in one transaction with
 * `for update skip locked`, so two instances never take the same row; a sender that dies leaves a
 * row that comes due again when its lease runs out. Due times are stamped and compared with Node's
 * millisecond clock (PostgreSQL's now() carries microseconds; decision in commit 471830d).
 */

/** How long a claimed row is left alone before another sender may take it. */
export const CLAIM_LEASE_MS = 5 * 60_000;

/** `baseMs`, doubled for each failure so far (`attempts` is 1 after the first), capped at `maxMs`. */
export function exponentialBackoffMs(
  attempts: number,
  { baseMs, maxMs }: { baseMs: number; maxMs: number },
): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** What a failed attempt leaves in a row's `last_error`: the error's message, 1000 characters at most. */
export function lastErrorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/**
 * What a failed attempt writes to its row: `failed`, one more attempt (counted by the database, not
 * from the claimed copy), the error's text and when to try again. An outbox adds its own columns
 * (or a status of its own, such as a last attempt's `gave_up`) on top.
 */
export function failedAttempt(
  table: { attempts: AnyPgColumn },
  error: unknown,
  nextAttemptAt: Date,
) {
  return {
    status: "failed" as const,
    attempts: sql`${table.attempts} + 1`,
    lastError: lastErrorText(error),
    nextAttemptAt,
  };
}

/** A table with the columns a claim needs. */
export type QueueTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  nextAttemptAt: AnyPgColumn;
};

export interface ClaimOptions {
  /** The statuses that are waiting to be sent. */
  statuses: readonly string[];
  limit: number;
  now: Date;
  leaseMs?: number;
  /** Narrows the claim (one row's id, for a send right away). */
  where?: SQL | undefined;
}

/** Claims up to `limit` due rows of `table`, oldest due first, and answers them as stored. */
export async function claimDueRows<T extends QueueTable>(
  db: Database,
  table: T,
  options: ClaimOptions,
): Promise<T["$inferSelect"][]> {
  const leaseMs = options.leaseMs ?? CLAIM_LEASE_MS;
  // Drizzle cannot check a generic table's columns; the columns named in QueueTable exist.
  const t = table as unknown as PgTable & QueueTable;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          inArray(t.status, [...options.statuses]),
          lte(t.nextAttemptAt, options.now),
          options.where,
        ),
      )
      .orderBy(asc(t.nextAttemptAt))
      .limit(options.limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const lease = { nextAttemptAt: new Date(options.now.getTime() + leaseMs) };
    return (await tx
      .update(t)
      .set(lease as PgUpdateSetSource<typeof t>)
      .where(
        inArray(
          t.id,
          due.map((d) => d.id),
        ),
      )
      .returning()) as T["$inferSelect"][];
  });
}

/** What one round of a sender did. */
export interface SendResult {
  sent: number;
  failed: number;
}

export interface PollingWorker {
  /** Runs one round now (tests, and a wake-up); joins the round in flight if there is one. */
  tick(): Promise<SendResult>;
  /** Stops polling and waits for the round in flight. */
  stop(): Promise<void>;
}

export interface WorkerLog {
  error: (obj: object, msg: string) => void;
}

/**
 * Calls `round` every `intervalMs`, and again at once while rounds keep sending and nothing fails
 * (a drain in batches); one round at a time per worker. A round that throws is logged, never fatal.
 */
export function startPollingWorker(options: {
  name: string;
  intervalMs: number;
  round: () => Promise<SendResult>;
  log?: WorkerLog | undefined;
}): PollingWorker {
  let running: Promise<SendResult> | undefined;
  let stopped = false;

  const tick = async (): Promise<SendResult> => {
    if (running) return running;
    running = (async () => {
      let total: SendResult = { sent: 0, failed: 0 };
      try {
        for (;;) {
          const round = await options.round();
          total = { sent: total.sent + round.sent, failed: total.failed + round.failed };
          if (round.sent + round.failed === 0 || round.failed > 0 || stopped) break;
        }
      } catch (err) {
        options.log?.error({ err }, `${options.name} round failed`);
      }
      return total;
    })();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  };

  const timer = setInterval(() => {
    if (!stopped) void tick();
  }, options.intervalMs);
  timer.unref();

  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
