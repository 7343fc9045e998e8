import {
  createMultiLineRequestSchema,
  type DimensionKey,
  formatDimensions,
  formatQuoteNumber,
  type MaterialCode,
  MESSAGES,
  type MultiLineRequest,
  type QuoteHistoryEntry,
  toFieldErrors,
} from "@ingot/domain";
import type { Database } from "../../db/client";
import { rfqItems, rfqRequests } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import type { MaterialsCatalog } from "../materials/materials-catalog";
import { enqueueEmail } from "../outbox/outbox.service";
import { multiLineEntry } from "../quote-history/quote-history.mappers";

export interface QuoteRequestsServiceOptions {
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
 * so either the whole request is stored (and announced) or nothing is.
 */
export function createQuoteRequestsService(db: Database, options: QuoteRequestsServiceOptions) {
  /** Re-checks the items against the materials as stored (availability, minimums an admin set). */
  async function checkAgainstStoredMaterials(input: MultiLineRequest): Promise<MultiLineRequest> {
    const { byCode } = await options.materials.snapshot();
    const checked = createMultiLineRequestSchema({
      isAvailable: (code: MaterialCode) => byCode.get(code)?.isAvailable === true,
      minimumOrderQuantity: (code: MaterialCode) => byCode.get(code)?.minimumOrderQuantity,
    }).safeParse(input);
    if (!checked.success) {
      const errors = toFieldErrors(checked.error.issues);
      throw AppError.badRequest(errors[0]?.message ?? MESSAGES.item.materialNotFound, errors);
    }
    return checked.data;
  }

  function alertText(entry: QuoteHistoryEntry): string {
    const lines = entry.items.map(
      (item) =>
        `${item.position}. ${item.material_label} ${item.shape ?? ""} ${item.product_type ?? ""}` +
        ` | ${formatDimensions(item.dimensions, { lengthUnit: "ft" })} | ${item.quantity} pcs` +
        `${item.material_spec ? ` | ${item.material_spec}` : ""}${item.dfars ? " | DFARS" : ""}` +
        `${item.description ? ` | ${item.description}` : ""}`,
    );
    return [
      `New multi-line RFQ ${entry.request_number} (${entry.item_count} lines, ${entry.total_pieces} pieces)`,
      "",
      `From: ${entry.name}, ${entry.company}`,
      `Email: ${entry.email}${entry.phone ? `  Phone: ${entry.phone}` : ""}`,
      `DFARS: ${entry.dfars ? "yes" : "no"}  RoHS: ${entry.rohs ? "yes" : "no"}`,
      ...(entry.notes ? ["", `Notes: ${entry.notes}`] : []),
      "",
      ...lines,
      "",
      `${options.publicUrl}/admin`,
    ].join("\n");
  }

  return {
    async submit(input: MultiLineRequest, userId: string): Promise<QuoteHistoryEntry> {
      const request = await checkAgainstStoredMaterials(input);
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(rfqRequests)
          .values({
            userId,
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
              material: item.material,
              materialSpec: item.material_spec ?? null,
              productType: item.product_type,
              shape: item.shape,
              length: item.dimensions.length ?? null,
              width: item.dimensions.width ?? null,
              height: item.dimensions.height ?? null,
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
        await enqueueEmail(tx as unknown as Database, {
          to: options.salesEmail,
          subject: `${options.brandName}: new RFQ ${formatQuoteNumber("multi-line", created.id)} from ${request.company}`,
          text: alertText(entry),
          kind: "rfq-alert",
          dedupeKey: `rfq-alert:${created.id}`,
        });
        return entry;
      });
    },
  };
}

export type QuoteRequestsService = ReturnType<typeof createQuoteRequestsService>;
