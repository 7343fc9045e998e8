import {
  CUT_CHARGE_CENTS,
  centsToDollars,
  DIMENSION_KEYS,
  formatQuoteNumber,
  getMaterial,
  type LineSplit,
  PRODUCT_TYPES,
  type ProductType,
  type QuoteHistoryEntry,
  type QuoteKind,
  type QuoteLine,
  type QuoteStatus,
  SHAPES,
  type Shape,
  splitQuotedLine,
} from "@ingot/domain";
import type { QuotedPricing, RfqItemRow, RfqRequestRow, RfqRow } from "../../db/schema/index";
import { priceSplitReply } from "../pricing/price-split-reply";

/** Turns stored rows into the one reply shape of quote history (domain quoteHistoryEntrySchema). */

const asProductType = (value: string | null): ProductType | null =>
  (PRODUCT_TYPES as readonly string[]).includes(value ?? "") ? (value as ProductType) : null;
const asShape = (value: string | null): Shape | null =>
  (SHAPES as readonly string[]).includes(value ?? "") ? (value as Shape) : null;

/** The dimension map in inches; older rows may only have the length/width/height columns. */
export function dimensionsOf(row: {
  dimensions: Record<string, number> | null;
  length: number | null;
  width: number | null;
  height: number | null;
}): QuoteLine["dimensions"] {
  const source: Record<string, number | null | undefined> = row.dimensions ?? {
    length: row.length,
    width: row.width,
    height: row.height,
  };
  const out: QuoteLine["dimensions"] = {};
  for (const key of DIMENSION_KEYS) {
    const value = source[key];
    if (typeof value === "number" && Number.isFinite(value)) out[key] = value;
  }
  return out;
}

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const latest = (dates: (Date | null)[]) =>
  dates.reduce<Date | null>((max, d) => (d && (!max || d > max) ? d : max), null);

function line(
  row: {
    id: string;
    material: string;
    materialSpec: string | null;
    productType: string | null;
    shape: string | null;
    dimensions: Record<string, number> | null;
    length: number | null;
    width: number | null;
    height: number | null;
    quantity: number;
    description: string | null;
    dfars: boolean;
    quotedUnitPriceCents: number | null;
    quotedPricing: QuotedPricing | null;
  },
  position: number,
  status: QuoteStatus,
): QuoteLine {
  const unit = row.quotedUnitPriceCents;
  return {
    id: row.id,
    position,
    material: row.material,
    material_label: getMaterial(row.material)?.label ?? row.material,
    material_spec: row.materialSpec,
    product_type: asProductType(row.productType),
    shape: asShape(row.shape),
    dimensions: dimensionsOf(row),
    quantity: row.quantity,
    description: row.description,
    dfars: row.dfars,
    status,
    quoted_unit_price: dollars(unit),
    quoted_total: unit === null ? null : centsToDollars(unit * row.quantity),
    quoted_split:
      unit === null
        ? null
        : {
            ...priceSplitReply(
              quotedSplit(unit * row.quantity, row.quantity, row.quotedPricing),
              unit,
            ),
            surcharge_per_lb: centsToDollars(row.quotedPricing?.surcharge_per_lb_cents ?? 0),
            priced_on: row.quotedPricing?.priced_on ?? null,
          },
    bought: false,
  };
}

/** Counts and the quoted total (dollars, once every line is quoted) of a request's sorted rows. */
function totals(
  items: QuoteLine[],
  rows: { quotedUnitPriceCents: number | null; quantity: number }[],
) {
  const lineCents = rows.map((row) =>
    row.quotedUnitPriceCents === null ? null : row.quotedUnitPriceCents * row.quantity,
  );
  const allQuoted = lineCents.length > 0 && lineCents.every((c) => c !== null);
  return {
    item_count: items.length,
    total_pieces: items.reduce((sum, item) => sum + item.quantity, 0),
    quoted_total: allQuoted
      ? centsToDollars(lineCents.reduce<number>((sum, c) => sum + (c ?? 0), 0))
      : null,
  };
}

/**
 * An entry's head: its id and number, its status and who sent it (a multi-line request, or a
 * quick quote's first row).
 */
const head = (kind: QuoteKind, id: string, status: QuoteStatus, from: RfqRequestRow | RfqRow) => ({
  id,
  kind,
  request_number: formatQuoteNumber(kind, id),
  status,
  user_id: from.userId,
  company_id: from.companyId,
  name: from.name,
  email: from.email,
  phone: from.phone,
  company: from.company,
  notes: from.notes,
});

/**
 * Filled in by the service: the requote links (quote-history.service.ts linkRequotes) and, on the
 * server's clock, what may be done with it now (decideActions).
 */
const DECIDED_BY_SERVICE = {
  requote_of: null,
  requoted_as: null,
  expired: false,
  answerable: false,
  buyable: false,
  requotable: false,
} as const;

export function multiLineEntry(request: RfqRequestRow, itemRows: RfqItemRow[]): QuoteHistoryEntry {
  const sorted = [...itemRows].sort(
    (a, b) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime(),
  );
  const items = sorted.map((row, index) => line(row, index + 1, request.status));
  return {
    ...head("multi-line", request.id, request.status, request),
    dfars: request.dfars || items.some((item) => item.dfars),
    rohs: request.rohs,
    created_at: request.createdAt.toISOString(),
    quoted_at: iso(request.quotedAt),
    valid_until: iso(request.validUntil),
    ...totals(items, sorted),
    items,
    ...DECIDED_BY_SERVICE,
  };
}

/** A quick quote: the `rfqs` rows of one submission (decisions §5), in the order they were sent. */
export function quickQuoteEntry(rows: RfqRow[]): QuoteHistoryEntry {
  const sorted = [...rows].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  const first = sorted[0];
  if (!first) throw new Error("a quick quote has at least one row");
  const items = sorted.map((row, index) => line(row, index + 1, row.status));
  return {
    ...head("single", first.submissionId, first.status, first),
    dfars: sorted.some((row) => row.dfars),
    rohs: sorted.some((row) => row.rohs),
    created_at: first.createdAt.toISOString(),
    quoted_at: iso(latest(sorted.map((row) => row.quotedAt))),
    valid_until: iso(latest(sorted.map((row) => row.validUntil))),
    ...totals(items, sorted),
    items,
    ...DECIDED_BY_SERVICE,
  };
}

/** What a requote shows of the request it replaces: its prices, line by line. */
export function requotedFrom(
  entry: QuoteHistoryEntry,
): NonNullable<QuoteHistoryEntry["requote_of"]> {
  return {
    id: entry.id,
    request_number: entry.request_number,
    quoted_at: entry.quoted_at,
    valid_until: entry.valid_until,
    quoted_total: entry.quoted_total,
    items: entry.items.map((line) => ({
      position: line.position,
      quoted_unit_price: line.quoted_unit_price,
      quoted_total: line.quoted_total,
    })),
  };
}

/**
 * A quoted line's split (issue #22): the one stored when it was quoted; a line quoted before
 * surcharges existed has none, so its total reads as base metal and cut charges.
 */
export function quotedSplit(
  lineTotalCents: number,
  quantity: number,
  stored: QuotedPricing | null,
): LineSplit {
  if (stored) {
    return {
      baseCents: stored.base_cents,
      surchargeCents: stored.surcharge_cents,
      cutCents: stored.cut_cents,
      discountPercent: stored.discount_percent,
      discountCents: stored.discount_cents,
    };
  }
  return splitQuotedLine(lineTotalCents, {
    baseCents: 0,
    surchargeCents: 0,
    cutCents: CUT_CHARGE_CENTS * quantity,
    discountPercent: 0,
    discountCents: 0,
  });
}
