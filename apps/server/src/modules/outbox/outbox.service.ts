import { and, desc, eq, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";

/**
 * The email outbox (decisions §8): every email is a row here first. Sending over SMTP is a later
 * issue; until then rows stay `pending` and an admin can read them (GET /v2/admin/outbox).
 */

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** What the email is, e.g. `verify-email`, `reset-password`, `order-confirmation`. */
  kind: string;
  /** Makes "send once" idempotent: a second email with the same key is not queued. */
  dedupeKey?: string | undefined;
}

/**
 * The insert that queues `email`, not yet run: `enqueueEmail` runs it alone, and a service may run it
 * as one part of a bigger statement (a data-modifying CTE, e.g. quick quotes), so the email is
 * stored if and only if the rest of that statement is, without a transaction of its own.
 */
export function queueEmailInsert(db: Database, email: OutboxEmail) {
  return outboxInsert(db, outboxRow(email));
}

/** The outbox row of `email`, as `queueEmailInsert` stores it. */
export function outboxRow(email: OutboxEmail) {
  return {
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html ?? null,
    kind: email.kind,
    dedupeKey: email.dedupeKey ?? null,
    // The sender compares due times with Node's millisecond clock; PostgreSQL's now() carries
    // microseconds, so a row stamped by the database could look due a moment "in the future".
    nextAttemptAt: new Date(),
  };
}

/**
 * The insert of an outbox row (or of placeholders for one, in a prepared statement: db/prepared.ts);
 * a second email with the same dedupe key is not queued.
 */
export function outboxInsert(db: Database, row: PgInsertValue<typeof emailOutbox>) {
  return db
    .insert(emailOutbox)
    .values(row)
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
}

/** Queues an email. Returns false when an email with the same `dedupeKey` is already queued. */
export async function enqueueEmail(db: Database, email: OutboxEmail): Promise<boolean> {
  const inserted = await queueEmailInsert(db, email);
  return inserted.length > 0;
}

export interface ListOutboxOptions {
  to?: string | undefined;
  kind?: string | undefined;
  status?: "pending" | "sent" | "failed" | undefined;
  limit: number;
}

/** Newest first, optionally for one address (case-insensitive) or one kind. */
async function listOutbox(db: Database, options: ListOutboxOptions) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(
      and(
        options.to ? sql`lower(${emailOutbox.to}) = ${options.to.toLowerCase()}` : undefined,
        options.kind ? eq(emailOutbox.kind, options.kind) : undefined,
        options.status ? eq(emailOutbox.status, options.status) : undefined,
      ),
    )
    .orderBy(desc(emailOutbox.createdAt))
    .limit(options.limit);
  return rows;
}

/** Queues a failed email again now; 404 unknown, 409 one that has not failed. */
async function resendEmail(db: Database, id: string): Promise<{ id: string }> {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: "pending", nextAttemptAt: new Date() })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
    .returning({ id: emailOutbox.id });
  if (row) return row;
  const [existing] = await db
    .select({ status: emailOutbox.status })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  if (!existing) throw AppError.notFound("Email not found.");
  throw AppError.conflict(`Only a failed email can be resent; this one is ${existing.status}.`);
}

export interface OutboxDeps {
  db: Database;
}

/**
 * Reading and resending the outbox. Queuing is `enqueueEmail(db | tx, email)` above, a function so
 * that every service can queue inside its own transaction.
 */
export function createOutboxService({ db }: OutboxDeps) {
  return {
    list: (options: ListOutboxOptions) => listOutbox(db, options),
    resend: (id: string) => resendEmail(db, id),
  };
}
