import {
  createMultiLineRequestSchema,
  type DimensionKey,
  type MultiLineRequest,
  type QuoteHistoryEntry,
} from "@ingot/domain";
import { sql } from "drizzle-orm";
import { bindValues, placeholdersFor, statementNamed } from "../../db/prepared";
import { type RfqItemRow, type RfqRequestRow, rfqItems, rfqRequests } from "../../db/schema/index";
import { quoteLineSpecColumns } from "../../lib/quote-line-columns";
import { multiLineRfqAlert } from "../email/rfq-alerts";
import { bindNotification, notifyColumn } from "../events/event-bus";
import { storedMaterialsCheck } from "../materials/materials-catalog";
import { outboxInsert, outboxRow } from "../outbox/outbox.service";
import { multiLineEntry } from "../quote-history/quote-history.mappers";
import type { QuotesDeps } from "../quotes/quotes.service";

/** The quick quotes' deps, plus what the confirmation's links need. */
export interface QuoteRequestsDeps extends QuotesDeps {
  brandName: string;
  publicUrl: string;
}

const checkAgainstStoredMaterials = storedMaterialsCheck(createMultiLineRequestSchema);

/** What the request's and the items' inserts write: every column but the database's defaults. */
type RequestInsert = Omit<RfqRequestRow, "createdAt" | "updatedAt">;
type ItemInsert = Omit<RfqItemRow, "createdAt">;

/**
 * A request, its items and its sales alert, one statement (a data-modifying CTE), written once per
 * item count and run as a prepared statement (db/prepared.ts), as the quick quote's is: one round
 * trip instead of begin, three inserts and commit (docs/decisions/031). All or nothing, like the
 * transaction it replaces. Answers the request's created_at (the statement's now(), which every
 * row shares) in milliseconds, and how many items were stored. On PostgreSQL it also sends the
 * admin dashboard's event (`notifyColumn`), delivered with the commit.
 */
function multiLineStatement(
  request: RequestInsert,
  items: readonly ItemInsert[],
  alertRow: ReturnType<typeof outboxRow>,
  notifies: boolean,
) {
  const name = `ingot_multi_line_${items.length}${notifies ? "_notify" : ""}`;
  return statementNamed<{ created_ms: number | null; n: number }>(name, (db) => {
    const stored = db
      .insert(rfqRequests)
      .values(placeholdersFor(request, "_request"))
      .returning({ createdAt: rfqRequests.createdAt });
    const lines = db
      .insert(rfqItems)
      .values(items.map((item, index) => placeholdersFor(item, `_${index}`)))
      .returning({ id: rfqItems.id });
    const alert = outboxInsert(db, placeholdersFor(alertRow, "_alert"));
    // getSQL(): a builder put straight into sql`` gets parentheses, which WITH does not take.
    return sql`with stored as (${stored.getSQL()}), lines as (${lines.getSQL()}),
        alert as (${alert.getSQL()})
        select floor(extract(epoch from created_at) * 1000)::float8 as created_ms,
          (select count(*)::integer from lines) as n${notifies ? sql`, ${notifyColumn()}` : sql``}
        from stored`;
  });
}

/**
 * Multi-line RFQs (spec §4 "Submit (/rfq)", decisions §5): one `rfq_requests` row and its
 * `rfq_items`, status `submitted`, plus the sales alert in the outbox, all in one statement, so
 * either the whole request is stored (and announced) or nothing is; then the live event.
 */
export function createQuoteRequestsService(deps: QuoteRequestsDeps) {
  const { db } = deps;
  return {
    /** `companyId`: the submitter's company (issue #16), whose members share the request. */
    async submit(
      input: MultiLineRequest,
      userId: string,
      companyId: string | null = null,
    ): Promise<QuoteHistoryEntry> {
      const request = await checkAgainstStoredMaterials(deps.materials, input);
      // Ids are made here, so the entry and its alert are built from the values sent, before the
      // one statement that stores them; only the creation time comes back from the database.
      const created: RequestInsert = {
        id: crypto.randomUUID(),
        userId,
        companyId,
        name: request.name,
        email: request.email,
        phone: request.phone ?? null,
        company: request.company,
        notes: request.notes ?? null,
        dfars: request.dfars || request.items.some((item) => item.dfars),
        rohs: request.rohs,
        requoteOf: null,
        status: "submitted",
        quotedAt: null,
        validUntil: null,
      };
      const items: ItemInsert[] = request.items.map((item, position) => ({
        id: crypto.randomUUID(),
        rfqRequestId: created.id,
        position,
        ...quoteLineSpecColumns(item),
        dimensions: Object.fromEntries(
          Object.entries(item.dimensions).filter(
            (entry): entry is [DimensionKey, number] => typeof entry[1] === "number",
          ),
        ),
        quantity: item.quantity,
        description: item.description ?? null,
        dfars: item.dfars,
        quotedUnitPriceCents: null,
        quotedPricing: null,
      }));
      // The alert reads no time; the entry's created_at is set from the stored row below.
      const sent = new Date();
      const entry = multiLineEntry(
        { ...created, createdAt: sent, updatedAt: sent },
        items.map((item) => ({ ...item, createdAt: sent })),
      );
      const alertRow = outboxRow(
        multiLineRfqAlert(
          { to: deps.salesEmail, brandName: deps.brandName, publicUrl: deps.publicUrl },
          entry,
        ),
      );
      const event = {
        type: "request.created" as const,
        id: entry.id,
        data: { kind: "multi-line", company: entry.company, items: entry.item_count },
      };
      const notification = deps.events.notificationOf?.(event);
      const values: Record<string, unknown> = {};
      bindValues(values, created, "_request");
      items.forEach((item, index) => {
        bindValues(values, item, `_${index}`);
      });
      bindValues(values, alertRow, "_alert");
      if (notification) bindNotification(values, notification);
      const statement = multiLineStatement(created, items, alertRow, notification !== undefined);
      const [row] = await statement.run(db, values);
      if (!row || row.created_ms === null || row.n !== items.length) {
        throw new Error("inserting the RFQ returned nothing");
      }
      entry.created_at = new Date(row.created_ms).toISOString();
      // After the commit, where the statement did not announce it: the admin dashboard shows it
      // live (modules/events).
      if (!notification) await deps.events.publish(event);
      return entry;
    },
  };
}

export type QuoteRequestsService = ReturnType<typeof createQuoteRequestsService>;
