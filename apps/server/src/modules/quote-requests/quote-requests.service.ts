import {
  createMultiLineRequestSchema,
  type DimensionKey,
  type MultiLineRequest,
  type QuoteHistoryEntry,
} from "@ingot/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bindValues, placeholdersFor } from "../../db/prepared";
import { type RfqItemRow, type RfqRequestRow, rfqItems, rfqRequests } from "../../db/schema/index";
import { quoteLineSpecColumns } from "../../lib/quote-line-columns";
import { multiLineRfqAlert } from "../email/rfq-alerts";
import { storedMaterialsCheck } from "../materials/materials-catalog";
import { outboxRow } from "../outbox/outbox.service";
import { multiLineEntry } from "../quote-history/quote-history.mappers";
import type { QuotesDeps } from "../quotes/quotes.service";
import { type AlertParts, storeWithAlert } from "../quotes/stored-with-alert";

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
 * The statement of a request, its items and its sales alert (quotes/stored-with-alert.ts), as the
 * quick quote's is.
 */
function multiLineStatement(request: RequestInsert, items: readonly ItemInsert[]) {
  return (db: Database, { alert, notify }: AlertParts) => {
    const stored = db
      .insert(rfqRequests)
      .values(placeholdersFor(request, "_request"))
      .returning({ createdAt: rfqRequests.createdAt });
    const lines = db
      .insert(rfqItems)
      .values(items.map((item, index) => placeholdersFor(item, `_${index}`)))
      .returning({ id: rfqItems.id });
    // getSQL(): a builder put straight into sql`` gets parentheses, which WITH does not take.
    return sql`with stored as (${stored.getSQL()}), lines as (${lines.getSQL()}),
        alert as (${alert})
        select floor(extract(epoch from created_at) * 1000)::float8 as created_ms,
          (select count(*)::integer from lines) as n${notify}
        from stored`;
  };
}

/**
 * Multi-line RFQs (spec §4 "Submit (/rfq)", decisions §5): one `rfq_requests` row and its
 * `rfq_items`, status `submitted`, plus the sales alert in the outbox, all in one statement, so
 * either the whole request is stored (and announced) or nothing is; then the live event.
 */
export function createQuoteRequestsService(deps: QuoteRequestsDeps) {
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
      const values: Record<string, unknown> = {};
      bindValues(values, created, "_request");
      items.forEach((item, index) => {
        bindValues(values, item, `_${index}`);
      });
      const createdMs = await storeWithAlert(deps, {
        shape: `ingot_multi_line_${items.length}`,
        values,
        alertRow,
        event,
        rows: items.length,
        what: "the RFQ",
        build: multiLineStatement(created, items),
      });
      entry.created_at = new Date(createdMs).toISOString();
      return entry;
    },
  };
}

export type QuoteRequestsService = ReturnType<typeof createQuoteRequestsService>;
