import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema/index";
import type { EmailTransport } from "../../providers/email/email-transport";

/**
 * The sending side of the outbox (decisions §8). A claim moves a due row's `next_attempt_at` a
 * lease ahead (rows locked with `for update skip locked`, so two senders never take the same row);
 * a send that succeeds marks the row `sent`, one that fails marks it `failed` with the error, one
 * more attempt and an exponential backoff. Nothing is ever dropped: a row whose sender died comes
 * due again when its lease runs out.
 */

export const CLAIM_LEASE_MS = 5 * 60_000;
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_MAX_MS = 6 * 60 * 60_000;

/** 30 s, 1 min, 2 min, ... capped at 6 h. `attempts` counts failures so far (1 after the first). */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export type OutboxRow = typeof emailOutbox.$inferSelect;

export async function claimDueEmails(db: Database, limit: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.status, ["pending", "failed"]),
          lte(emailOutbox.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(
        inArray(
          emailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export interface SendResult {
  sent: number;
  failed: number;
}

/** Claims due rows and sends them; returns how many went out and how many failed. */
export async function sendDueEmails(
  db: Database,
  transport: EmailTransport,
  from: string,
  options: {
    limit?: number;
    now?: () => Date;
    onError?: (error: unknown, row: OutboxRow) => void;
  } = {},
): Promise<SendResult> {
  const now = options.now ?? (() => new Date());
  const rows = await claimDueEmails(db, options.limit ?? 20, now());
  const result: SendResult = { sent: 0, failed: 0 };
  for (const row of rows) {
    try {
      await transport.send({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        outboxId: row.id,
      });
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: now(), lastError: null })
        .where(eq(emailOutbox.id, row.id));
      result.sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      await db
        .update(emailOutbox)
        .set({
          status: "failed",
          attempts: sql`${emailOutbox.attempts} + 1`,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
          nextAttemptAt: new Date(now().getTime() + backoffMs(attempts)),
        })
        .where(eq(emailOutbox.id, row.id));
      result.failed += 1;
      options.onError?.(error, row);
    }
  }
  return result;
}

export interface OutboxWorker {
  /** Runs one round now (tests, and the wake-up after a new email). */
  tick(): Promise<SendResult>;
  stop(): Promise<void>;
}

/**
 * Polls the outbox every `intervalMs` and sends what is due. Started by server.ts when SMTP_URL is
 * set; without it emails stay in the outbox for an admin to read.
 */
export function startOutboxWorker(options: {
  db: Database;
  transport: EmailTransport;
  from: string;
  intervalMs?: number;
  log?: { error: (obj: object, msg: string) => void; info?: (obj: object, msg: string) => void };
}): OutboxWorker {
  const intervalMs = options.intervalMs ?? 5_000;
  let running: Promise<SendResult> | undefined;
  let stopped = false;

  const tick = async (): Promise<SendResult> => {
    if (running) return running;
    running = (async () => {
      let total: SendResult = { sent: 0, failed: 0 };
      try {
        // Drain what is due in batches; stop at the first round that sends nothing new.
        for (;;) {
          const round = await sendDueEmails(options.db, options.transport, options.from, {
            onError: (err, row) =>
              options.log?.error({ err, outboxId: row.id, kind: row.kind }, "email send failed"),
          });
          total = { sent: total.sent + round.sent, failed: total.failed + round.failed };
          if (round.sent + round.failed === 0 || round.failed > 0 || stopped) break;
        }
      } catch (err) {
        options.log?.error({ err }, "outbox round failed");
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
  }, intervalMs);
  timer.unref();

  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      // The transport is the caller's (app.providers.email, closed with the app).
      await running;
    },
  };
}
