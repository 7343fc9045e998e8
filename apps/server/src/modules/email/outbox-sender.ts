import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema/index";
import type { EmailTransport } from "../../providers/email/email-transport";
import {
  CLAIM_LEASE_MS,
  claimDueRows,
  exponentialBackoffMs,
  failedAttempt,
  type PollingWorker,
  type SendResult,
  startPollingWorker,
} from "../outbox/due-rows";

/**
 * The sending side of the email outbox (decisions §8), on the shared outbox machinery
 * (modules/outbox/due-rows.ts: claims under a lease with `for update skip locked`, backoff, the
 * polling worker). A send that succeeds marks the row `sent`, one that fails marks it `failed`
 * with the error, one more attempt and an exponential backoff. Nothing is ever dropped: a row
 * whose sender died comes due again when its lease runs out.
 */

export { CLAIM_LEASE_MS, type SendResult };
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_MAX_MS = 6 * 60 * 60_000;

/** 30 s, 1 min, 2 min, ... capped at 6 h. `attempts` counts failures so far (1 after the first). */
export function backoffMs(attempts: number): number {
  return exponentialBackoffMs(attempts, { baseMs: BACKOFF_BASE_MS, maxMs: BACKOFF_MAX_MS });
}

export type OutboxRow = typeof emailOutbox.$inferSelect;

export async function claimDueEmails(db: Database, limit: number, now = new Date()) {
  return claimDueRows(db, emailOutbox, { statuses: ["pending", "failed"], limit, now });
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
      const nextAttemptAt = new Date(now().getTime() + backoffMs(row.attempts + 1));
      await db
        .update(emailOutbox)
        .set(failedAttempt(emailOutbox, error, nextAttemptAt))
        .where(eq(emailOutbox.id, row.id));
      result.failed += 1;
      options.onError?.(error, row);
    }
  }
  return result;
}

export type OutboxWorker = PollingWorker;

/**
 * Polls the outbox every `intervalMs` and sends what is due. Started by server.ts when SMTP_URL is
 * set; without it emails stay in the outbox for an admin to read. The transport is the caller's
 * (app.providers.email, closed with the app).
 */
export function startOutboxWorker(options: {
  db: Database;
  transport: EmailTransport;
  from: string;
  intervalMs?: number;
  log?: { error: (obj: object, msg: string) => void; info?: (obj: object, msg: string) => void };
}): OutboxWorker {
  return startPollingWorker({
    name: "outbox",
    intervalMs: options.intervalMs ?? 5_000,
    log: options.log,
    round: () =>
      sendDueEmails(options.db, options.transport, options.from, {
        onError: (err, row) =>
          options.log?.error({ err, outboxId: row.id, kind: row.kind }, "email send failed"),
      }),
  });
}
