import {
  canTransitionQuote,
  dollarsToCents,
  type FieldError,
  type ItemSpec,
  isUuid,
  priceItem,
  QUOTE_STATUS_LABELS,
  type QuoteActor,
  type QuoteStatus,
  type QuoteWorkflowUpdate,
  quoteValidUntil,
  splitQuotedLine,
} from "@ingot/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  type QuotedPricing,
  quoteStatusHistory,
  type RfqItemRow,
  type RfqRequestRow,
  type RfqRow,
  rfqItems,
  rfqRequests,
  rfqs,
  user,
} from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { notifyCustomer } from "../email/notify-customer";
import { quoteStatusEmailText } from "../email/status-emails";
import type { EventBus } from "../events/event-bus";
import type { MaterialsCatalog } from "../materials/materials-catalog";
import { createPricingService } from "../pricing/pricing.service";
import { expireDueQuotes } from "../quote-history/expire-due-quotes";
import { dimensionsOf } from "../quote-history/quote-history.mappers";
import { createQuoteHistoryService } from "../quote-history/quote-history.service";
import { quoteEventData } from "../webhooks/quote-event";
import { enqueueWebhookEvent } from "../webhooks/webhook-events";

/** A table with a status and timestamps, keyed by `id`. */
type StatusTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn };
/** A table of quoted lines, keyed by `id`. */
type LineTable = PgTable & { id: AnyPgColumn };

/**
 * Where each kind of request keeps its status (`header`, the rows whose `key` is the request id)
 * and its quoted prices (`lines`, whose `lineKey` is the request id). A quick quote's rows are both.
 */
const REQUEST_STORAGE: Record<
  "multi_line" | "single",
  { header: StatusTable; key: AnyPgColumn; lines: LineTable; lineKey: AnyPgColumn }
> = {
  multi_line: {
    header: rfqRequests,
    key: rfqRequests.id,
    lines: rfqItems,
    lineKey: rfqItems.rfqRequestId,
  },
  single: { header: rfqs, key: rfqs.submissionId, lines: rfqs, lineKey: rfqs.submissionId },
};

/**
 * The quote workflow (decisions §5): status changes by staff, the customer's answer, and expiry.
 * A change is one conditional update (`where status = <from>`), so two admins clicking at once
 * make one change; the history row and the customer's email are written in the same transaction.
 */

type Target =
  | {
      kind: "multi_line";
      id: string;
      status: QuoteStatus;
      request: RfqRequestRow;
      items: RfqItemRow[];
    }
  | { kind: "single"; id: string; status: QuoteStatus; rows: RfqRow[] };

export interface StatusChange {
  id: string;
  from_status: QuoteStatus | null;
  to_status: QuoteStatus;
  changed_by: { id: string; name: string; email: string } | null;
  note: string | null;
  created_at: string;
}

export interface Changer {
  actor: QuoteActor;
  userId: string | null;
}

export interface QuoteWorkflowDeps {
  db: Database;
  /** Told of every status change, after the commit (the admin dashboard, modules/events). */
  events: Pick<EventBus, "publish">;
  brandName: string;
  publicUrl: string;
  /** "Now" for quoting, validity and expiry (`app.clock`, lib/clock.ts). */
  clock: Clock;
  /** The materials as stored (`app.materials`): a quoted line keeps that day's split (issue #22). */
  materials: MaterialsCatalog;
}

export function createQuoteWorkflow(deps: QuoteWorkflowDeps) {
  const { db } = deps;
  const history = createQuoteHistoryService({ db, clock: deps.clock });
  const pricing = createPricingService({ materials: deps.materials, clock: deps.clock });

  /**
   * The split a quoted line keeps (issue #22, decision 022): today's instant price of its spec
   * (surcharge in force, breaks), with the base metal taking any difference from the quoted total.
   * Null for a line the catalog cannot price today (no form, a material withdrawn): its quote then
   * reads as base metal and cuts.
   */
  async function quotedPricing(
    row: RfqItemRow | RfqRow,
    unitPriceCents: number,
  ): Promise<QuotedPricing | null> {
    if (!row.productType || !row.shape) return null;
    try {
      const spec = {
        material: row.material,
        product_type: row.productType,
        shape: row.shape,
        dimensions: dimensionsOf(row),
        quantity: row.quantity,
      } as ItemSpec;
      const resolved = await pricing.resolve(spec);
      const instant = priceItem(resolved.item, resolved.pricing);
      const split = splitQuotedLine(unitPriceCents * row.quantity, instant);
      return {
        priced_on: resolved.date,
        surcharge_per_lb_cents: resolved.pricing.surchargePerLbCents,
        base_cents: split.baseCents,
        surcharge_cents: split.surchargeCents,
        cut_cents: split.cutCents,
        discount_percent: split.discountPercent,
        discount_cents: split.discountCents,
      };
    } catch {
      return null;
    }
  }

  async function load(id: string): Promise<Target | undefined> {
    if (!isUuid(id)) return undefined;
    const [request] = await db.select().from(rfqRequests).where(eq(rfqRequests.id, id));
    if (request) {
      const items = await db.select().from(rfqItems).where(eq(rfqItems.rfqRequestId, id));
      return { kind: "multi_line", id, status: request.status, request, items };
    }
    let rows = await db.select().from(rfqs).where(eq(rfqs.submissionId, id));
    if (rows.length === 0) {
      const [row] = await db.select().from(rfqs).where(eq(rfqs.id, id));
      if (row) rows = await db.select().from(rfqs).where(eq(rfqs.submissionId, row.submissionId));
    }
    const first = rows[0];
    if (!first) return undefined;
    return { kind: "single", id: first.submissionId, status: first.status, rows };
  }

  function lineIds(target: Target): string[] {
    return target.kind === "multi_line"
      ? target.items.map((i) => i.id)
      : target.rows.map((r) => r.id);
  }

  function lineRow(target: Target, lineId: string): RfqItemRow | RfqRow | undefined {
    return target.kind === "multi_line"
      ? target.items.find((i) => i.id === lineId)
      : target.rows.find((r) => r.id === lineId);
  }

  function storedPrice(target: Target, lineId: string): number | null {
    return lineRow(target, lineId)?.quotedUnitPriceCents ?? null;
  }

  function recipientOf(target: Target) {
    return target.kind === "multi_line"
      ? { userId: target.request.userId, email: target.request.email }
      : { userId: target.rows[0]?.userId ?? null, email: target.rows[0]?.email ?? "" };
  }

  async function readHistory(target: Target): Promise<StatusChange[]> {
    const ids = target.kind === "multi_line" ? [target.id] : target.rows.map((r) => r.id);
    const rows = await db
      .select({
        id: quoteStatusHistory.id,
        from: quoteStatusHistory.fromStatus,
        to: quoteStatusHistory.toStatus,
        note: quoteStatusHistory.note,
        createdAt: quoteStatusHistory.createdAt,
        userId: user.id,
        name: user.name,
        email: user.email,
      })
      .from(quoteStatusHistory)
      .leftJoin(user, eq(user.id, quoteStatusHistory.changedBy))
      .where(
        and(
          eq(quoteStatusHistory.requestKind, target.kind),
          inArray(quoteStatusHistory.requestId, ids),
        ),
      )
      .orderBy(quoteStatusHistory.createdAt, quoteStatusHistory.id);
    // A quick quote's change is stored once per line: show it once.
    const seen = new Set<string>();
    const changes: StatusChange[] = [];
    for (const row of rows) {
      const key = `${row.createdAt.getTime()}|${row.from}|${row.to}|${row.userId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      changes.push({
        id: row.id,
        from_status: row.from,
        to_status: row.to,
        changed_by: row.userId
          ? { id: row.userId, name: row.name ?? "", email: row.email ?? "" }
          : null,
        note: row.note,
        created_at: row.createdAt.toISOString(),
      });
    }
    return changes;
  }

  /** Marks quotes past their validity expired (quote-history/expire-due-quotes.ts). */
  async function expireDue(now = deps.clock.now()): Promise<number> {
    return expireDueQuotes(db, now);
  }

  async function detail(id: string) {
    await expireDue();
    const target = await load(id);
    if (!target) return undefined;
    const entry = await history.get(target.id);
    if (!entry) return undefined;
    return { ...entry, history: await readHistory(target) };
  }

  return {
    load,
    expireDue,
    detail,

    /** Moves a request; 404 unknown, 409 a move the table (or the actor) does not allow. */
    async change(id: string, body: QuoteWorkflowUpdate, changer: Changer) {
      await expireDue();
      const target = await load(id);
      if (!target) throw AppError.notFound("Quote not found.");
      const from = target.status;
      const to = body.status;
      if (!canTransitionQuote(from, to, changer.actor)) {
        throw AppError.conflict(
          `A request that is ${QUOTE_STATUS_LABELS[from].toLowerCase()} cannot become ${QUOTE_STATUS_LABELS[to].toLowerCase()}.`,
          "INVALID_TRANSITION",
        );
      }

      const now = deps.clock.now();
      const prices = new Map<string, number>();
      let validUntil: Date | null = null;
      if (to === "quoted") {
        const ids = lineIds(target);
        const errors: FieldError[] = [];
        (body.lines ?? []).forEach((line, index) => {
          if (!ids.includes(line.item_id)) {
            errors.push({ field: `lines.${index}.item_id`, message: "Not a line of this request" });
          } else prices.set(line.item_id, dollarsToCents(line.unit_price));
        });
        ids.forEach((lineId, index) => {
          if (!prices.has(lineId) && storedPrice(target, lineId) === null) {
            errors.push({
              field: `lines.${index}.unit_price`,
              message: "Enter a price for every line",
            });
          }
        });
        if (body.valid_until) {
          validUntil = new Date(body.valid_until);
          if (validUntil.getTime() <= now.getTime()) {
            errors.push({ field: "valid_until", message: "Valid until must be in the future" });
          }
        } else validUntil = quoteValidUntil(now, body.valid_days);
        if (errors.length > 0)
          throw AppError.badRequest(errors[0]?.message ?? "Invalid quote", errors);
      } else if (body.lines?.length) {
        throw AppError.badRequest("Prices are entered when quoting", [
          { field: "lines", message: "Prices are entered when quoting" },
        ]);
      }

      const quoting = to === "quoted";
      const lineSet = quoting ? { quotedAt: now, validUntil } : {};
      // Each quoted line's price and the split of the day, fixed now (issue #22).
      const quotedLines = new Map<string, { cents: number; pricing: QuotedPricing | null }>();
      if (quoting) {
        for (const lineId of lineIds(target)) {
          const row = lineRow(target, lineId);
          const cents = prices.get(lineId) ?? storedPrice(target, lineId);
          if (row && cents !== null) {
            quotedLines.set(lineId, { cents, pricing: await quotedPricing(row, cents) });
          }
        }
      }
      await db.transaction(async (tx) => {
        const { header, key, lines, lineKey } = REQUEST_STORAGE[target.kind];
        const updated = await tx
          .update(header)
          .set({ status: to, updatedAt: now, ...lineSet })
          .where(and(eq(key, target.id), eq(header.status, from)))
          .returning({ id: header.id });
        const changedIds = updated.map((r) => r.id as string);
        if (changedIds.length > 0) {
          for (const [lineId, line] of quotedLines) {
            await tx
              .update(lines)
              .set({ quotedUnitPriceCents: line.cents, quotedPricing: line.pricing })
              .where(and(eq(lines.id, lineId), eq(lineKey, target.id)));
          }
        }
        if (changedIds.length === 0) {
          throw AppError.conflict("The request changed meanwhile; reload it.", "STALE_STATUS");
        }
        const [first] = await tx
          .insert(quoteStatusHistory)
          .values(
            changedIds.map((requestId) => ({
              requestKind: target.kind,
              requestId,
              fromStatus: from,
              toStatus: to,
              changedBy: changer.userId,
              note: body.note ?? null,
              createdAt: now,
            })),
          )
          .returning({ id: quoteStatusHistory.id });
        const entry = await createQuoteHistoryService({
          db: tx as unknown as Database,
          clock: deps.clock,
        }).get(target.id);
        // The owner's webhooks hear of every change, their own answer included (modules/webhooks).
        if (entry) {
          await enqueueWebhookEvent(tx as unknown as Database, {
            owner: recipientOf(target),
            type: "quote.status_changed",
            data: quoteEventData(target.kind, target.id, from, to, entry.valid_until),
          });
        }
        // The customer hears of every change but their own answer.
        if (entry && first && changer.actor !== "customer") {
          await notifyCustomer(tx as unknown as Database, {
            recipient: recipientOf(target),
            preference: "quote_updates",
            subject: `${deps.brandName}: ${entry.request_number} ${QUOTE_STATUS_LABELS[to].toLowerCase()}`,
            text: quoteStatusEmailText(deps, entry, to, body.note),
            kind: `quote-${to.replaceAll("_", "-")}`,
            dedupeKey: `quote-status:${target.id}:${first.id}`,
          });
        }
      });
      const result = await detail(target.id);
      if (!result) throw AppError.notFound("Quote not found.");
      await deps.events.publish({
        type: "quote.status_changed",
        id: result.id,
        data: { from, to, kind: target.kind },
      });
      return { entry: result, from, to, kind: target.kind };
    },
  };
}

export type QuoteWorkflow = ReturnType<typeof createQuoteWorkflow>;
