import { and, eq, lte } from "drizzle-orm";
import type { AnyPgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { quoteStatusHistory, rfqRequests, rfqs } from "../../db/schema/index";
import { quoteEventData } from "../webhooks/quote-event";
import { enqueueWebhookEvent } from "../webhooks/webhook-events";

/** The columns both quote tables expire by. */
type QuotedTable = PgTable & { status: AnyPgColumn; validUntil: AnyPgColumn };

/** Sets `expired` on the rows of `table` quoted until `now` or before; answers `fields` of each. */
function expireQuoted<F extends SelectedFields>(
  db: Pick<Database, "update">,
  table: QuotedTable,
  now: Date,
  fields: F,
) {
  return db
    .update(table)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(table.status, "quoted"), lte(table.validUntil, now)))
    .returning(fields);
}

/**
 * Stores `expired` on every quoted request whose validity has passed (decisions §5), with a
 * history row by nobody; answers how many requests it expired. Runs before every read of quotes
 * (admin and customer alike, so nobody sees a lapsed price as quoted), before admin changes, and
 * on a timer in server.ts. Each expired request queues `quote.status_changed` for its owner's
 * webhooks. Concurrent runs are safe: the status condition is re-checked under each
 * row's lock, so a request expires once.
 */
export async function expireDueQuotes(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const multi = await expireQuoted(tx, rfqRequests, now, {
      id: rfqRequests.id,
      userId: rfqRequests.userId,
      email: rfqRequests.email,
      validUntil: rfqRequests.validUntil,
    });
    const single = await expireQuoted(tx, rfqs, now, {
      id: rfqs.id,
      submissionId: rfqs.submissionId,
      userId: rfqs.userId,
      email: rfqs.email,
      validUntil: rfqs.validUntil,
    });
    const historyRows = [
      ...multi.map((r) => ({ requestKind: "multi_line" as const, requestId: r.id })),
      ...single.map((r) => ({ requestKind: "single" as const, requestId: r.id })),
    ].map((r) => ({
      ...r,
      fromStatus: "quoted" as const,
      toStatus: "expired" as const,
      changedBy: null,
      note: "The quoted price passed its validity.",
      createdAt: now,
    }));
    if (historyRows.length > 0) await tx.insert(quoteStatusHistory).values(historyRows);
    // The owners' webhooks hear of it in the same transaction: once per request (a quick quote's
    // rows share their submission).
    const expired = new Map<
      string,
      { kind: "single" | "multi_line"; row: (typeof multi)[number] }
    >();
    for (const row of multi) expired.set(row.id, { kind: "multi_line", row });
    for (const row of single) {
      if (!expired.has(row.submissionId)) {
        expired.set(row.submissionId, { kind: "single", row: { ...row, id: row.submissionId } });
      }
    }
    for (const { kind, row } of expired.values()) {
      await enqueueWebhookEvent(tx as unknown as Database, {
        owner: { userId: row.userId, email: row.email },
        type: "quote.status_changed",
        data: quoteEventData(kind, row.id, "quoted", "expired", row.validUntil),
        now,
      });
    }
    return multi.length + new Set(single.map((r) => r.id)).size;
  });
}
