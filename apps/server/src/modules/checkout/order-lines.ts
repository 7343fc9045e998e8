import {
  centsToDollars,
  getMaterial,
  type ItemSpec,
  type LineSplit,
  lineErrorMessage,
  type MaterialPricing,
  type OrderQuoteLine,
  type PricedOrderLineReply,
  priceItem,
  roundWeight,
  unitPriceCents,
} from "@ingot/domain";
import type { OrderLineDimensions } from "../../db/schema/index";
import { AppError, isAppError } from "../../lib/app-error";
import { priceSplitReply } from "../pricing/price-split-reply";
import type { QuotedLine } from "./quoted-line";

/**
 * The lines of a checkout (issue #15), however the request named them: the single `item` (with
 * its optional `quote_line`), `items`, or `quote_lines`. `numbered` says whether a refusal names
 * the line ("Line 3: ..."): always for `items` / `quote_lines`, never for the single `item`, whose
 * messages stay as they were for one-item clients.
 */
export interface RequestedLines {
  lines: { item?: ItemSpec; quoteRef?: OrderQuoteLine }[];
  numbered: boolean;
  /** Field path prefix of line i's errors (`items.2` / `quote_lines.2`), or "" for `item`. */
  field: "items" | "quote_lines" | "";
}

export function requestedLines(input: {
  item?: ItemSpec | undefined;
  quote_line?: OrderQuoteLine | undefined;
  items?: ItemSpec[] | undefined;
  quote_lines?: OrderQuoteLine[] | undefined;
}): RequestedLines {
  if (input.items) {
    return { lines: input.items.map((item) => ({ item })), numbered: true, field: "items" };
  }
  if (input.quote_lines) {
    return {
      lines: input.quote_lines.map((quoteRef) => ({ quoteRef })),
      numbered: true,
      field: "quote_lines",
    };
  }
  if (!input.item) throw AppError.badRequest("Send exactly one of item, items or quote_lines");
  return {
    lines: [{ item: input.item, ...(input.quote_line ? { quoteRef: input.quote_line } : {}) }],
    numbered: false,
    field: "",
  };
}

/** Runs one line's step; a refusal names the line when the request numbers its lines. */
export async function atLine<T>(
  requested: RequestedLines,
  index: number,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!requested.numbered || !isAppError(error)) throw error;
    const prefix = `${requested.field}.${index}`;
    return Promise.reject(
      new AppError(error.statusCode, error.code, lineErrorMessage(index + 1, error.message), {
        errors: (error.errors ?? []).map((e) => ({
          field: e.field ? `${prefix}.${e.field}` : prefix,
          message: lineErrorMessage(index + 1, e.message),
        })),
        cause: error,
      }),
    );
  }
}

/** One line as the server priced it. */
export interface PricedOrderLine {
  position: number;
  item: ItemSpec;
  quoted: QuotedLine | undefined;
  weightPerPieceLbs: number;
  totalWeightLbs: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** How the line total splits (issue #22): the instant price's, or the quote's as stored. */
  split: LineSplit;
}

/**
 * Prices one line: the catalog's figure, or, bought from an accepted quote, its quoted unit price
 * × quantity with the split stored the day it was quoted (the weight is still the catalog's, for
 * shipping).
 */
export function priceLine(
  position: number,
  item: ItemSpec,
  pricing: MaterialPricing,
  quoted: QuotedLine | undefined,
): PricedOrderLine {
  const priced = priceItem(item, pricing);
  const lineTotalCents = quoted ? quoted.unitPriceCents * item.quantity : priced.materialCostCents;
  return {
    position,
    item,
    quoted,
    weightPerPieceLbs: priced.weightPerPieceLbs,
    totalWeightLbs: priced.totalWeightLbs,
    unitPriceCents: quoted ? quoted.unitPriceCents : unitPriceCents(lineTotalCents, item.quantity),
    lineTotalCents,
    split: quoted ? quoted.split : priced,
  };
}

/** A priced line on the wire (`lines` of pricing, `items` of the session reply). */
export function toOrderLine(line: PricedOrderLine): PricedOrderLineReply {
  return {
    position: line.position,
    material: line.item.material,
    product_type: line.item.product_type,
    shape: line.item.shape,
    dimensions: { ...line.item.dimensions } as Record<string, number>,
    quantity: line.item.quantity,
    line_total: centsToDollars(line.lineTotalCents),
    weight_lbs: roundWeight(line.totalWeightLbs),
    ...priceSplitReply(line.split, line.unitPriceCents),
  };
}

/** A line's stored dimensions: every dimension its shape has, in inches (diameter and wall too). */
export function lineDimensions(item: ItemSpec): OrderLineDimensions {
  const d = item.dimensions as Record<string, number | undefined>;
  const out: OrderLineDimensions = { length_inches: d.length ?? 0 };
  if (d.width !== undefined) out.width_inches = d.width;
  if (d.height !== undefined) out.height_inches = d.height;
  if (d.diameter !== undefined) out.diameter_inches = d.diameter;
  if (d.wall !== undefined) out.wall_inches = d.wall;
  return out;
}

/** The material's grades as stored on a line (spec §3 `material_spec`). */
export function materialSpecOf(item: ItemSpec): string | null {
  return getMaterial(item.material)?.grades.join(", ") ?? null;
}
