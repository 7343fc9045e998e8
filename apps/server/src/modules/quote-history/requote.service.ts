import { randomUUID } from "node:crypto";
import {
  canRequote,
  dollarsToCents,
  formatQuoteNumber,
  type ItemSpec,
  type QuoteHistoryEntry,
  type QuoteLine,
  quoteValidUntil,
  type RequoteResponse,
} from "@ingot/domain";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { quoteStatusHistory, rfqItems, rfqRequests, rfqs } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { type Actor, assertMayOrder, mayActAsCustomer } from "../../lib/authorize";
import type { Clock } from "../../lib/clock";
import { quoteLineSpecColumns } from "../../lib/quote-line-columns";
import type { EventBus } from "../events/event-bus";
import type { MaterialsCatalog } from "../materials/materials-catalog";
import { createPricingService } from "../pricing/pricing.service";
import { expireDueQuotes } from "./expire-due-quotes";
import { createQuoteHistoryService } from "./quote-history.service";

export const QUOTE_NOT_FOUND = "Quote not found.";
export const QUOTE_STILL_VALID = "This quote is still valid: accept it at its price.";
export const QUOTE_NOT_REQUOTABLE = "Only a quote whose price has expired can be requoted.";
export const QUOTE_ALREADY_REQUOTED = "This quote has already been requoted.";
export const QUOTE_CANNOT_BE_PRICED =
  "This quote cannot be requoted online. Please contact your rep.";

export interface RequoteDeps {
  db: Database;
  /** The materials as stored (`app.materials`): the requote prices through the pricing service. */
  materials: MaterialsCatalog;
  clock: Clock;
  events: Pick<EventBus, "publish">;
}

/** A quote line as the item spec it was quoted for; undefined when it names no shape. */
function specOf(line: QuoteLine): ItemSpec | undefined {
  if (line.product_type === null || line.shape === null) return undefined;
  return {
    material: line.material,
    product_type: line.product_type,
    shape: line.shape,
    dimensions: line.dimensions,
    quantity: line.quantity,
  } as ItemSpec;
}

/** One requote per request: refused once a row of `table` already requotes `id`. */
async function refuseIfRequoted(
  tx: Database,
  table: typeof rfqRequests | typeof rfqs,
  id: string,
): Promise<void> {
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.requoteOf, id))
    .limit(1);
  if (taken) throw AppError.conflict(QUOTE_ALREADY_REQUOTED, "ALREADY_REQUOTED");
}

/**
 * Requote at today's price (issue #22, decision 023): the owner of a request whose price has
 * expired gets a new quoted request of the same lines, each priced by the pricing service's
 * `quote()` (the instant price's own function), valid for the default 30 days, naming the old
 * request in `requote_of`.
 */
export function createRequoteService(deps: RequoteDeps) {
  const { db, clock } = deps;
  const pricing = createPricingService({ materials: deps.materials, clock });
  const history = createQuoteHistoryService({ db, clock });

  /** Today's unit price of every line, in cents; refuses the whole requote if one cannot be priced. */
  async function priceLines(entry: QuoteHistoryEntry): Promise<number[]> {
    const cents: number[] = [];
    for (const line of entry.items) {
      const spec = specOf(line);
      if (!spec) throw AppError.conflict(QUOTE_CANNOT_BE_PRICED, "QUOTE_NOT_REQUOTABLE");
      let materialCost: number;
      try {
        materialCost = (await pricing.quote(spec)).material_cost;
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 400) {
          throw AppError.conflict(QUOTE_CANNOT_BE_PRICED, "QUOTE_NOT_REQUOTABLE");
        }
        throw error;
      }
      cents.push(Math.round(dollarsToCents(materialCost) / line.quantity));
    }
    return cents;
  }

  return {
    async requote(actor: Actor, id: string): Promise<RequoteResponse> {
      const now = clock.now();
      await expireDueQuotes(db, now);
      const entry = await history.get(id);
      // Someone else's quote is answered as if it did not exist.
      if (!entry || !mayActAsCustomer(actor, entry)) throw AppError.notFound(QUOTE_NOT_FOUND);
      // A company's viewer reads the company's quotes but cannot requote them (issue #16).
      assertMayOrder(actor);
      if (entry.requoted_as) throw AppError.conflict(QUOTE_ALREADY_REQUOTED, "ALREADY_REQUOTED");
      if (!canRequote(entry.status, entry.valid_until, now)) {
        const stillValid = entry.valid_until !== null && new Date(entry.valid_until) > now;
        throw stillValid
          ? AppError.conflict(QUOTE_STILL_VALID, "QUOTE_STILL_VALID")
          : AppError.conflict(QUOTE_NOT_REQUOTABLE, "QUOTE_NOT_REQUOTABLE");
      }
      const unitCents = await priceLines(entry);
      const validUntil = quoteValidUntil(now);
      const newId = randomUUID();
      const kind = entry.kind === "multi-line" ? ("multi_line" as const) : ("single" as const);
      const note = `Requote of ${entry.request_number} at today's prices`;

      await db.transaction(async (tx) => {
        // One requote per request, even when two clicks race: the old rows are locked first.
        if (kind === "multi_line") {
          await tx.execute(sql`select id from rfq_requests where id = ${entry.id} for update`);
          await refuseIfRequoted(tx, rfqRequests, entry.id);
          await tx.insert(rfqRequests).values({
            id: newId,
            userId: actor.id,
            companyId: entry.company_id ?? null,
            name: entry.name,
            email: entry.email,
            phone: entry.phone,
            company: entry.company,
            notes: entry.notes,
            dfars: entry.dfars,
            rohs: entry.rohs,
            requoteOf: entry.id,
            status: "quoted",
            quotedAt: now,
            validUntil,
          });
          await tx.insert(rfqItems).values(
            entry.items.map((line, index) => ({
              rfqRequestId: newId,
              position: index,
              ...quoteLineSpecColumns(line),
              dimensions: { ...line.dimensions },
              quantity: line.quantity,
              description: line.description,
              dfars: line.dfars,
              quotedUnitPriceCents: unitCents[index] ?? null,
            })),
          );
          await tx.insert(quoteStatusHistory).values({
            requestKind: kind,
            requestId: newId,
            fromStatus: null,
            toStatus: "quoted",
            changedBy: actor.id,
            note,
            createdAt: now,
          });
        } else {
          await tx.execute(sql`select id from rfqs where submission_id = ${entry.id} for update`);
          await refuseIfRequoted(tx, rfqs, entry.id);
          // Rows of one submission keep the order they were sent in (created_at, then id); a
          // record time, so the database's clock, not the pricing clock.
          const base = Date.now();
          const inserted = await tx
            .insert(rfqs)
            .values(
              entry.items.map((line, index) => ({
                submissionId: newId,
                userId: actor.id,
                companyId: entry.company_id ?? null,
                name: entry.name,
                company: entry.company,
                email: entry.email,
                phone: entry.phone,
                ...quoteLineSpecColumns(line),
                quantity: line.quantity,
                dimensions: { ...line.dimensions },
                description: line.description,
                dfars: line.dfars,
                rohs: entry.rohs,
                notes: entry.notes,
                requoteOf: entry.id,
                status: "quoted" as const,
                quotedUnitPriceCents: unitCents[index] ?? null,
                quotedAt: now,
                validUntil,
                createdAt: new Date(base + index),
              })),
            )
            .returning({ id: rfqs.id });
          await tx.insert(quoteStatusHistory).values(
            inserted.map((row) => ({
              requestKind: kind,
              requestId: row.id,
              fromStatus: null,
              toStatus: "quoted" as const,
              changedBy: actor.id,
              note,
              createdAt: now,
            })),
          );
        }
      });
      await deps.events.publish({
        type: "request.created",
        id: newId,
        data: {
          kind: entry.kind,
          company: entry.company,
          items: entry.items.length,
          requote_of: entry.id,
        },
      });
      return {
        id: newId,
        request_number: formatQuoteNumber(entry.kind, newId),
        requote_of: entry.id,
      };
    },
  };
}
