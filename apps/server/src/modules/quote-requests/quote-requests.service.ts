import {
  createMultiLineRequestSchema,
  type DimensionKey,
  type MultiLineRequest,
  type QuoteHistoryEntry,
} from "@ingot/domain";
import type { Database } from "../../db/client";
import { rfqItems, rfqRequests } from "../../db/schema/index";
import { quoteLineSpecColumns } from "../../lib/quote-line-columns";
import { multiLineRfqAlert } from "../email/rfq-alerts";
import { storedMaterialsCheck } from "../materials/materials-catalog";
import { enqueueEmail } from "../outbox/outbox.service";
import { multiLineEntry } from "../quote-history/quote-history.mappers";
import type { QuotesDeps } from "../quotes/quotes.service";

/** The quick quotes' deps, plus what the confirmation's links need. */
export interface QuoteRequestsDeps extends QuotesDeps {
  brandName: string;
  publicUrl: string;
}

const checkAgainstStoredMaterials = storedMaterialsCheck(createMultiLineRequestSchema);

/**
 * Multi-line RFQs (spec §4 "Submit (/rfq)", decisions §5): one `rfq_requests` row and its
 * `rfq_items`, status `submitted`, plus the sales alert in the outbox, all in one transaction,
 * so either the whole request is stored (and announced) or nothing is; then the live event.
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
      const stored = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(rfqRequests)
          .values({
            userId,
            companyId,
            name: request.name,
            email: request.email,
            phone: request.phone ?? null,
            company: request.company,
            notes: request.notes ?? null,
            dfars: request.dfars || request.items.some((item) => item.dfars),
            rohs: request.rohs,
            status: "submitted",
          })
          .returning();
        if (!created) throw new Error("inserting the RFQ returned nothing");
        const items = await tx
          .insert(rfqItems)
          .values(
            request.items.map((item, position) => ({
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
            })),
          )
          .returning();
        const entry = multiLineEntry(created, items);
        await enqueueEmail(
          tx as unknown as Database,
          multiLineRfqAlert(
            { to: deps.salesEmail, brandName: deps.brandName, publicUrl: deps.publicUrl },
            entry,
          ),
        );
        return entry;
      });
      // After the commit: the admin dashboard shows it live (modules/events).
      await deps.events.publish({
        type: "request.created",
        id: stored.id,
        data: { kind: "multi-line", company: stored.company, items: stored.item_count },
      });
      return stored;
    },
  };
}

export type QuoteRequestsService = ReturnType<typeof createQuoteRequestsService>;
