import type { ItemSpec, LineSplit, OrderQuoteLine } from "@ingot/domain";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rfqItems, rfqRequests, rfqs } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { assertMayOrder, loadMember, mayActAsCustomer } from "../../lib/authorize";
import { dimensionsOf, quotedSplit } from "../quote-history/quote-history.mappers";

/** An accepted, still-valid quote line as checkout buys it. */
export interface QuotedLine {
  /** The spec as quoted: checkout buys this, whatever item the client sent. */
  item: ItemSpec;
  unitPriceCents: number;
  /** How the quoted total splits, as stored the day it was quoted (issue #22). */
  split: LineSplit;
  /** rfq_requests.id for a multi-line request; the rfqs row id for a quick quote. */
  sourceRfqId: string;
  /** rfq_items.id for a multi-line request; null for a quick quote (its row is the line). */
  sourceRfqItemId: string | null;
  /** `multi-line:<rfq_items.id>` or `single:<rfqs.id>`: how order lines name the quote line. */
  key: string;
}

/** The key order lines store for a quote line (`order_lines.quote_line_key`). */
export function quoteLineKey(line: { sourceRfqId: string; sourceRfqItemId: string | null }) {
  return line.sourceRfqItemId ? `multi-line:${line.sourceRfqItemId}` : `single:${line.sourceRfqId}`;
}

export const QUOTE_EXPIRED = "This quote has expired. Request a new quote.";
export const QUOTE_NOT_ACCEPTED = "Only an accepted quote can be bought. Accept it first.";
const NOT_FOUND = "Quote not found.";

/**
 * Loads the quote line a checkout names and checks it may be bought at its quoted price: the
 * caller is signed in and owns it (lib/authorize.ts `mayActAsCustomer`: their user id, or
 * signed-out rows under their verified email; admins get no exception), the request is accepted,
 * the line has a price, and `valid_until` is still ahead. 401, 404, 403 or 409 otherwise.
 */
export async function loadQuotedLine(
  db: Database,
  ref: OrderQuoteLine,
  userId: string | null,
  now: Date,
): Promise<QuotedLine> {
  if (!userId) throw AppError.unauthorized("Please sign in to buy a quoted line.");
  // The contract's { quote_id, line_id } names no kind: a multi-line request's line, else a quick quote.
  const kind = "kind" in ref ? ref.kind : undefined;
  const line =
    kind === "multi-line"
      ? await multiLine(db, ref)
      : kind === "single"
        ? await single(db, ref)
        : ((await multiLine(db, ref)) ?? (await single(db, ref)));
  if (!line) throw AppError.notFound(NOT_FOUND);
  const owner = await loadMember(db, userId);
  if (!owner || !mayActAsCustomer(owner, line.owner)) {
    // Someone else's quote is answered as if it did not exist (issue #15: 404, never a hint it is there).
    throw AppError.notFound(NOT_FOUND);
  }
  // A company's viewer reads its quotes but cannot buy them (issue #16).
  assertMayOrder(owner);
  if (line.status !== "accepted") throw AppError.conflict(QUOTE_NOT_ACCEPTED, "QUOTE_NOT_ACCEPTED");
  if (!line.validUntil || line.validUntil.getTime() <= now.getTime()) {
    throw AppError.conflict(QUOTE_EXPIRED, "QUOTE_EXPIRED");
  }
  const row = line.row;
  if (row.quotedUnitPriceCents === null || row.productType === null || row.shape === null) {
    throw AppError.conflict(
      "This quote line cannot be bought online. Please contact your rep.",
      "QUOTE_LINE_NOT_BUYABLE",
    );
  }
  return {
    item: {
      material: row.material,
      product_type: row.productType,
      shape: row.shape,
      dimensions: dimensionsOf(row),
      quantity: row.quantity,
    } as ItemSpec,
    unitPriceCents: row.quotedUnitPriceCents,
    split: quotedSplit(row.quotedUnitPriceCents * row.quantity, row.quantity, row.quotedPricing),
    sourceRfqId: line.sourceRfqId,
    sourceRfqItemId: line.sourceRfqItemId,
    key: quoteLineKey(line),
  };
}

async function multiLine(db: Database, ref: { request_id: string; item_id: string }) {
  const [found] = await db
    .select({ item: rfqItems, request: rfqRequests })
    .from(rfqItems)
    .innerJoin(rfqRequests, eq(rfqRequests.id, rfqItems.rfqRequestId))
    .where(and(eq(rfqItems.id, ref.item_id), eq(rfqItems.rfqRequestId, ref.request_id)));
  if (!found) return undefined;
  return {
    row: found.item,
    owner: {
      user_id: found.request.userId,
      email: found.request.email,
      company_id: found.request.companyId,
    },
    status: found.request.status,
    validUntil: found.request.validUntil,
    sourceRfqId: found.request.id,
    sourceRfqItemId: found.item.id,
  };
}

async function single(db: Database, ref: { request_id: string; item_id: string }) {
  const [row] = await db
    .select()
    .from(rfqs)
    .where(and(eq(rfqs.id, ref.item_id), eq(rfqs.submissionId, ref.request_id)));
  if (!row) return undefined;
  return {
    row,
    owner: { user_id: row.userId, email: row.email, company_id: row.companyId },
    status: row.status,
    validUntil: row.validUntil,
    sourceRfqId: row.id,
    sourceRfqItemId: null,
  };
}
