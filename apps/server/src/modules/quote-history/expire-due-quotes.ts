import { and, eq, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { quoteStatusHistory, rfqRequests, rfqs } from "../../db/schema/index";

/**
 * Stores `expired` on every quoted request whose validity has passed (decisions §5), with a
 * history row by nobody; answers how many requests it expired. Runs before every read of quotes
 * (admin and customer alike, so nobody sees a lapsed price as quoted), before admin changes, and
 * on a timer in server.ts. Concurrent runs are safe: the status condition is re-checked under each
 * row's lock, so a request expires once.
 */
export async function expireDueQuotes(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const multi = await tx
      .update(rfqRequests)
      .set({ status: "expired", updatedAt: now })
      .where(and(eq(rfqRequests.status, "quoted"), lte(rfqRequests.validUntil, now)))
      .returning({ id: rfqRequests.id });
    const single = await tx
      .update(rfqs)
      .set({ status: "expired", updatedAt: now })
      .where(and(eq(rfqs.status, "quoted"), lte(rfqs.validUntil, now)))
      .returning({ id: rfqs.id });
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
    return multi.length + new Set(single.map((r) => r.id)).size;
  });
}
