import {
  createMultiLineRequestSchema,
  type DimensionKey,
  MESSAGES,
  type MultiLineRequest,
  type QuoteHistoryEntry,
  toFieldErrors,
} from "@ingot/domain";
import type { Database } from "../../db/client";
import { rfqItems, rfqRequests } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { quoteLineSpecColumns } from "../../lib/quote-line-columns";
import { multiLineRfqAlert } from "../email/rfq-alerts";
import type { EventBus } from "../events/event-bus";
import { type MaterialsCatalog, perSnapshot } from "../materials/materials-catalog";
import { enqueueEmail } from "../outbox/outbox.service";
import { multiLineEntry } from "../quote-history/quote-history.mappers";

export interface QuoteRequestsDeps {
  db: Database;
  /** Told of every stored request, after the commit (the admin dashboard, modules/events). */
  events: Pick<EventBus, "publish">;
  /** The materials as stored, through the instance's cached copy (`app.materials`). */
  materials: MaterialsCatalog;
  /** Who gets the "new RFQ" alert (decisions §8). */
  salesEmail: string;
  brandName: string;
  publicUrl: string;
}

/**
 * Multi-line RFQs (spec §4 "Submit (/rfq)", decisions §5): one `rfq_requests` row and its
 * `rfq_items`, status `submitted`, plus the sales alert in the outbox, all in one transaction,
 * so either the whole request is stored (and announced) or nothing is; then the live event.
 */
/** The request schema checked against the materials as stored, one per snapshot. */
const storedSchema = perSnapshot(createMultiLineRequestSchema);

export function createQuoteRequestsService(deps: QuoteRequestsDeps) {
  const { db } = deps;
  /** Re-checks the items against the materials as stored (availability, minimums an admin set). */
  async function checkAgainstStoredMaterials(input: MultiLineRequest): Promise<MultiLineRequest> {
    const checked = storedSchema(await deps.materials.snapshot()).safeParse(input);
    if (!checked.success) {
      const errors = toFieldErrors(checked.error.issues);
      throw AppError.badRequest(errors[0]?.message ?? MESSAGES.item.materialNotFound, errors);
    }
    return checked.data;
  }

  return {
    /** `companyId`: the submitter's company (issue #16), whose members share the request. */
    async submit(
      input: MultiLineRequest,
      userId: string,
      companyId: string | null = null,
    ): Promise<QuoteHistoryEntry> {
      const request = await checkAgainstStoredMaterials(input);
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
