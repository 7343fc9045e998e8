import {
  type CutListPrices,
  type CutListRequest,
  type CutPlan,
  centsToDollars,
  getMaterial,
  type ItemSpec,
  LINE_CHOICE_MESSAGE,
  type LineSplit,
  lineErrorMessage,
  type MaterialPricing,
  type OrderCutPlan,
  type OrderQuoteLine,
  type PricedOrderLineReply,
  priceItem,
  roundWeight,
  unitPriceCents,
} from "@ingot/domain";
import type { OrderLineDimensions } from "../../db/schema/index";
import { AppError, isAppError } from "../../lib/app-error";
import { barsReply } from "../cut-lists/cut-lists.service";
import { priceSplitReply } from "../pricing/price-split-reply";
import type { QuotedLine } from "./quoted-line";

/**
 * The lines of a checkout (issue #15), however the request named them: the single `item` (with
 * its optional `quote_line`), `items`, or `quote_lines`. `numbered` says whether a refusal names
 * the line ("Line 3: ..."): always for `items` / `quote_lines`, never for the single `item`, whose
 * messages stay as they were for one-item clients. A `cut_list` (issue #17) is one line whose
 * refusals keep the optimize endpoint's messages, their fields under `cut_list.`.
 */
export interface RequestedLines {
  lines: { item?: ItemSpec; quoteRef?: OrderQuoteLine; cutList?: CutListRequest }[];
  numbered: boolean;
  /**
   * Field path prefix of line i's errors (`items.2` / `quote_lines.2`), `cut_list` for the cut
   * list, or "" for `item`.
   */
  field: "items" | "quote_lines" | "cut_list" | "";
}

export function requestedLines(input: {
  item?: ItemSpec | undefined;
  quote_line?: OrderQuoteLine | undefined;
  items?: ItemSpec[] | undefined;
  quote_lines?: OrderQuoteLine[] | undefined;
  cut_list?: CutListRequest | undefined;
}): RequestedLines {
  if (input.cut_list) {
    return { lines: [{ cutList: input.cut_list }], numbered: false, field: "cut_list" };
  }
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
  if (!input.item) throw AppError.badRequest(LINE_CHOICE_MESSAGE);
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
    if (!isAppError(error) || requested.field === "") throw error;
    const prefix = requested.numbered ? `${requested.field}.${index}` : requested.field;
    const name = (message: string) =>
      requested.numbered ? lineErrorMessage(index + 1, message) : message;
    return Promise.reject(
      new AppError(error.statusCode, error.code, name(error.message), {
        errors: (error.errors ?? []).map((e) => ({
          field: e.field ? `${prefix}.${e.field}` : prefix,
          message: name(e.message),
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
  /** A "Full lengths, cut by us" line (issue #17): the plan the bars are cut to. */
  cutPlan?: OrderCutPlan;
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

/**
 * "Full lengths, cut by us" as one line (issue #17): the whole bars (quantity; the item's length
 * is the longest stock length used) at the plan's full-lengths price, which is exactly what
 * POST /v2/cut-lists/optimize answers as `cost_full_lengths` for the same list.
 */
export function priceCutListLine(
  position: number,
  request: CutListRequest,
  plan: CutPlan,
  prices: Pick<CutListPrices, "fullLengthsCents" | "fullLengthsSplit" | "barsWeightLbs">,
): PricedOrderLine {
  const bars = plan.stockCount;
  const item = {
    material: request.material,
    product_type: request.product_type,
    shape: request.shape,
    dimensions: { ...request.dimensions, length: plan.stockCounts[0]?.stockLength ?? 0 },
    quantity: bars,
  } as ItemSpec;
  return {
    position,
    item,
    quoted: undefined,
    weightPerPieceLbs: bars > 0 ? prices.barsWeightLbs / bars : 0,
    totalWeightLbs: prices.barsWeightLbs,
    unitPriceCents: unitPriceCents(prices.fullLengthsCents, bars),
    lineTotalCents: prices.fullLengthsCents,
    split: prices.fullLengthsSplit,
    cutPlan: {
      stock: plan.stockCounts.map(({ stockLength, count }) => ({
        stock_length: stockLength,
        count,
      })),
      piece_count: request.pieces.reduce((sum, piece) => sum + piece.quantity, 0),
      cut_count: plan.cutCount,
      kerf: request.kerf,
      min_drop: request.min_drop,
      pieces: request.pieces.map((piece) => ({
        length: piece.length,
        quantity: piece.quantity,
        label: piece.label || null,
      })),
      bars: barsReply(plan),
    },
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
    ...(line.cutPlan ? { cut_plan: line.cutPlan } : {}),
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
