import { z } from "zod";
import { LENGTH_MAX_IN, LENGTH_MIN_IN } from "../catalog/catalog";
import { formatLength } from "../cut-list/format-length";
import { findOversizePieces } from "../cut-list/plan-cut-list";
import { STOCK_LENGTHS_MAX, STOCK_PRODUCT_TYPES } from "../cut-list/stock-lengths";
import { MESSAGES } from "../messages";
import type { FieldError } from "./envelope";
import { dimensionsSchema, itemSpecFields, refineItemSpec } from "./item-spec";

/** Most pieces (sum of quantities) one cut list may hold (issue #17). */
export const CUT_LIST_PIECES_MAX = 2_000;
/** Most piece lines of one cut list. */
export const CUT_LIST_LINES_MAX = 200;
export const CUT_LIST_LABEL_MAX = 60;
/** Inches: the planner's defaults (issue #17). */
export const DEFAULT_KERF_IN = 0.125;
export const DEFAULT_MIN_DROP_IN = 12;
export const KERF_MAX_IN = 1;
/** Inches: the shortest piece the planner takes. */
export const CUT_LIST_PIECE_MIN_IN = 1 / 16;

const pieceLength = z
  .number({ error: MESSAGES.cutList.pieceLengthNotANumber })
  .min(CUT_LIST_PIECE_MIN_IN, { error: MESSAGES.cutList.pieceLengthMin })
  .max(10_000, { error: MESSAGES.cutList.pieceLengthNotANumber })
  .describe("inches");

export const cutListPieceSchema = z.object({
  length: pieceLength,
  quantity: z
    .number({ error: MESSAGES.item.quantityNotANumber })
    .int({ error: MESSAGES.item.quantityWhole })
    .min(1, { error: MESSAGES.item.quantityPositive })
    .max(CUT_LIST_PIECES_MAX, { error: MESSAGES.item.quantityMaximum(CUT_LIST_PIECES_MAX) }),
  label: z
    .string()
    .trim()
    .max(CUT_LIST_LABEL_MAX, { error: MESSAGES.contact.tooLong(CUT_LIST_LABEL_MAX) })
    .optional()
    .describe("what the piece is for, shown on its cut"),
});

/** Cross-section of a bar or tube: the item spec's dimensions without the length. */
export const crossSectionSchema = dimensionsSchema
  .omit({ length: true })
  .describe(
    "Inches. Round bar: diameter; square bar: width; rectangle bar: width, height; tubes add wall.",
  );

/** A setting in inches from 0 to `max`, `fallback` when absent; one message for every miss. */
const optionalInches = (max: number, fallback: number, error: string) =>
  z.number({ error }).min(0, { error }).max(max, { error }).default(fallback);

/** POST /v2/cut-lists/optimize (issue #17's contract). Lengths in inches. */
export const cutListRequestSchema = z
  .object({
    material: itemSpecFields.material,
    product_type: z.enum(STOCK_PRODUCT_TYPES, { error: MESSAGES.cutList.productType }),
    shape: itemSpecFields.shape,
    dimensions: crossSectionSchema,
    pieces: z
      .array(cutListPieceSchema)
      .min(1, { error: MESSAGES.cutList.noPieces })
      .max(CUT_LIST_LINES_MAX, {
        error: `A cut list holds at most ${CUT_LIST_LINES_MAX} lines`,
      }),
    stock_lengths: z
      .array(pieceLength.describe("inches, one of the material's stock lengths"))
      .min(1, { error: MESSAGES.cutList.stockLengthsEmpty })
      .max(STOCK_LENGTHS_MAX)
      .optional()
      .describe("narrows the material's stock lengths; absent: all of them"),
    kerf: optionalInches(KERF_MAX_IN, DEFAULT_KERF_IN, MESSAGES.cutList.kerfRange).describe(
      "inches lost to each saw cut, default 1/8",
    ),
    min_drop: optionalInches(
      LENGTH_MAX_IN,
      DEFAULT_MIN_DROP_IN,
      MESSAGES.cutList.minDropRange,
    ).describe("inches; a drop this long or longer is usable, default 12"),
  })
  .superRefine((value, ctx) => {
    const total = value.pieces.reduce((sum, piece) => sum + piece.quantity, 0);
    if (total > CUT_LIST_PIECES_MAX) {
      ctx.addIssue({
        code: "custom",
        message: MESSAGES.cutList.tooManyPieces(CUT_LIST_PIECES_MAX, total),
        path: ["pieces"],
      });
    }
    // The item spec's own checks of material, shape and cross-section, at a length every
    // catalog entry accepts (the pieces' lengths are checked against the stock instead).
    refineItemSpec(
      {
        material: value.material,
        product_type: value.product_type,
        shape: value.shape,
        dimensions: { ...value.dimensions, length: LENGTH_MIN_IN },
        quantity: 1,
      },
      ctx,
      { minimumOrderQuantity: () => 1 },
    );
  });
export type CutListRequest = z.output<typeof cutListRequestSchema>;
export type CutListRequestInput = z.input<typeof cutListRequestSchema>;

/**
 * The stock checks the schema cannot make (they need the material's stock): `stock_lengths` may
 * only narrow the stock, and no piece may be longer than every allowed length. Returns the stock
 * lengths to plan with (inches, longest first) or the field errors.
 */
export function checkCutListStock(
  request: Pick<CutListRequest, "pieces" | "stock_lengths">,
  stocked: readonly number[],
): { stockLengths: number[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const offered = stocked.map(formatLength).join(", ");
  const allowed = request.stock_lengths ?? stocked;
  request.stock_lengths?.forEach((length, index) => {
    if (!stocked.some((s) => Math.abs(s - length) < 1e-6)) {
      errors.push({
        field: `stock_lengths.${index}`,
        message: MESSAGES.cutList.stockNotOffered(formatLength(length), offered),
      });
    }
  });
  if (errors.length > 0) return { stockLengths: [], errors };
  const stockLengths = [...new Set(allowed)].sort((a, b) => b - a);
  const longest = formatLength(stockLengths[0] ?? 0);
  for (const index of findOversizePieces(request.pieces, stockLengths)) {
    const piece = request.pieces[index];
    errors.push({
      field: `pieces.${index}.length`,
      message: MESSAGES.cutList.pieceTooLong(
        MESSAGES.cutList.pieceName(index + 1, piece?.label),
        formatLength(piece?.length ?? 0),
        longest,
      ),
    });
  }
  return { stockLengths, errors };
}

/** One Bar or Tube shape's stock lengths (the materials editor, GET /v2/materials). */
export const stockLengthsEntrySchema = z.object({
  product_type: z.enum(STOCK_PRODUCT_TYPES, { error: MESSAGES.cutList.productType }),
  shape: itemSpecFields.shape,
  lengths_in: z
    .array(
      z
        .number({ error: MESSAGES.cutList.stockLengthRange })
        .min(LENGTH_MIN_IN, { error: MESSAGES.cutList.stockLengthRange })
        .max(LENGTH_MAX_IN, { error: MESSAGES.cutList.stockLengthRange }),
    )
    .min(1, { error: MESSAGES.cutList.stockLengthsEmpty })
    .max(STOCK_LENGTHS_MAX, { error: `At most ${STOCK_LENGTHS_MAX} stock lengths` })
    .describe("inches, shortest first"),
});

const inches = z.number().describe("inches");
const dollars = z.number().describe("dollars, 2 decimals");

export const cutListResponseSchema = z.object({
  bars: z.array(
    z.object({
      stock_length: inches,
      cuts: z.array(
        z.object({
          length: inches,
          label: z.string().nullable(),
          offset: inches.describe("inches from the start of the bar"),
        }),
      ),
      drop: inches.describe("inches left after the last cut and its kerf"),
      drop_usable: z.boolean().describe("the drop is at least min_drop"),
    }),
  ),
  stock_count: z.number().int(),
  lower_bound: z
    .number()
    .int()
    .describe(
      "least bars any plan could use: the pieces plus their kerfs over the longest stock " +
        "length, rounded up. b bars holding n pieces have n - b kerfs, so this is the least b " +
        "with sum + (n - b) * kerf <= b * longest: " +
        "ceil((sum of piece lengths + n * kerf) / (longest stock length + kerf))",
    ),
  yield_percent: z.number().describe("pieces' length over stock bought, 1 decimal"),
  cost_cut_to_size: dollars.describe("each piece priced as the instant quote does"),
  cost_full_lengths: dollars.describe("the whole bars' metal plus the cut charge per cut"),
  savings: dollars.describe(
    "cost_cut_to_size - cost_full_lengths (negative: full lengths cost more)",
  ),
});
export type CutListResponse = z.output<typeof cutListResponseSchema>;

/**
 * A "Full lengths, cut by us" order line's plan (issue #17 bought at checkout): the bars to buy,
 * the pieces and settings it was planned from, and every bar's cuts, so staff know what to cut.
 * Stored on the order line (`order_lines.cut_plan`) and shown with it.
 */
export const orderCutPlanSchema = z.object({
  stock: z
    .array(z.object({ stock_length: inches, count: z.number().int() }))
    .describe("bars bought per stock length, longest first"),
  piece_count: z.number().int().describe("pieces cut from the bars"),
  cut_count: z.number().int().describe("saw cuts charged"),
  kerf: inches,
  min_drop: inches,
  pieces: z.array(
    z.object({ length: inches, quantity: z.number().int(), label: z.string().nullable() }),
  ),
  bars: cutListResponseSchema.shape.bars,
});
export type OrderCutPlan = z.output<typeof orderCutPlanSchema>;
