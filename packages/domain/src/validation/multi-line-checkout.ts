import { z } from "zod";
import { TAX_EXEMPTION_DECISIONS } from "../tax/tax-exemption-hold";
import {
  createCheckoutPricingRequestSchema,
  createCheckoutSessionObjectSchema,
  quoteLineRefSchema,
  refineShippingAddress,
} from "./checkout";
import { onAccountFieldsSchema } from "./companies";
import { cutListRequestSchema, orderCutPlanSchema } from "./cut-list";
import { createItemSpecSchema, type ItemSpecSchemaOptions } from "./item-spec";
import { checkoutSessionResponseSchema } from "./orders";
import { checkoutPricingResponseSchema, priceSplitFields } from "./pricing";

/**
 * Wire shapes of multi-line orders (issue #15, decisions ruling 13). A checkout names its lines
 * one of three ways: the single `item` (+ optional `quote_line`) as before, `items` (1 to 100 item
 * specs), or `quote_lines` (1 to 100 accepted quote lines, in the existing QuoteLineRef shape
 * `{ kind, request_id, item_id }`). A fourth way (issue #17's "Full lengths, cut by us") is
 * `cut_list`, the optimize request's cut list: one line of whole stock bars cut to the plan the
 * server makes from it. Exactly one of `item`, `items`, `quote_lines`, `cut_list` is sent.
 * The server prices every line itself; nothing price-like the browser sends is used.
 */
export const MAX_ORDER_LINES = 100;

/** Prefix for a refused line's message: `Line 3: Length must be at least 12"` (1-based). */
export function lineErrorMessage(position: number, message: string): string {
  return `Line ${position}: ${message}`;
}

export const EMPTY_ORDER_MESSAGE = "The cart is empty. Add at least one item to check out.";
export const TOO_MANY_LINES_MESSAGE = `An order holds at most ${MAX_ORDER_LINES} lines.`;

/**
 * A quote line being bought: the contract's `{ quote_id, line_id }` (issue #15), or the shape the
 * web sends, `{ kind, request_id, item_id }` (QuoteLineRef). Both become a QuoteLineRef; without a
 * kind the server finds the line among multi-line requests first, then quick quotes.
 */
export const orderQuoteLineSchema = z.union([
  quoteLineRefSchema,
  z
    .object({ quote_id: z.uuid().max(36), line_id: z.uuid().max(36) })
    .transform(({ quote_id, line_id }) => ({ request_id: quote_id, item_id: line_id })),
]);
export type OrderQuoteLine = z.output<typeof orderQuoteLineSchema>;

function lineChoiceFields(options: ItemSpecSchemaOptions) {
  return {
    item: createItemSpecSchema(options).optional(),
    items: z
      .array(createItemSpecSchema(options))
      .min(1, EMPTY_ORDER_MESSAGE)
      .max(MAX_ORDER_LINES, TOO_MANY_LINES_MESSAGE)
      .optional(),
    quote_lines: z
      .array(orderQuoteLineSchema)
      .min(1, EMPTY_ORDER_MESSAGE)
      .max(MAX_ORDER_LINES, TOO_MANY_LINES_MESSAGE)
      .optional(),
    cut_list: cutListRequestSchema
      .optional()
      .describe(
        "Full lengths, cut by us (issue #17): POST /v2/cut-lists/optimize's request. The server " +
          "plans it and charges the plan's cost_full_lengths as one line of whole stock bars.",
      ),
  };
}

export const LINE_CHOICE_MESSAGE = "Send exactly one of item, items, quote_lines or cut_list";

function exactlyOneLineChoice(
  value: { item?: unknown; items?: unknown; quote_lines?: unknown; cut_list?: unknown },
  ctx: z.RefinementCtx,
) {
  const given = [value.item, value.items, value.quote_lines, value.cut_list].filter(
    (v) => v !== undefined,
  );
  if (given.length !== 1) {
    ctx.addIssue({
      code: "custom",
      message: LINE_CHOICE_MESSAGE,
      path: ["items"],
    });
  }
}

/** POST /v2/pricing/checkout with one or several lines. */
export function createMultiLineCheckoutPricingRequestSchema(options: ItemSpecSchemaOptions = {}) {
  return createCheckoutPricingRequestSchema(options)
    .extend(lineChoiceFields(options))
    .superRefine(exactlyOneLineChoice);
}
export const multiLineCheckoutPricingRequestSchema = createMultiLineCheckoutPricingRequestSchema();
export type MultiLineCheckoutPricingRequest = z.output<
  typeof multiLineCheckoutPricingRequestSchema
>;
export type MultiLineCheckoutPricingRequestInput = z.input<
  typeof multiLineCheckoutPricingRequestSchema
>;

/** POST /api/stripe/create-checkout-session with one or several lines. */
export function createMultiLineCheckoutSessionRequestSchema(options: ItemSpecSchemaOptions = {}) {
  return createCheckoutSessionObjectSchema(options)
    .extend(lineChoiceFields(options))
    .superRefine(refineShippingAddress)
    .superRefine(exactlyOneLineChoice);
}
export const multiLineCheckoutSessionRequestSchema = createMultiLineCheckoutSessionRequestSchema();
export type MultiLineCheckoutSessionRequest = z.output<
  typeof multiLineCheckoutSessionRequestSchema
>;
export type MultiLineCheckoutSessionRequestInput = z.input<
  typeof multiLineCheckoutSessionRequestSchema
>;

/**
 * POST /v2/checkout/on-account (issue #16): the card checkout's body, with the same three ways of
 * naming lines, plus the required `po_number` and an optional `po_upload_token`. The PO number is
 * stored as the order's `customer_order_number`; a sent `customer_order_number` is ignored.
 */
export function createOnAccountCheckoutRequestSchema(options: ItemSpecSchemaOptions = {}) {
  // safeExtend keeps the card body's checks (the address, then the line choice).
  return createMultiLineCheckoutSessionRequestSchema(options).safeExtend(
    onAccountFieldsSchema.shape,
  );
}
export const onAccountCheckoutRequestSchema = createOnAccountCheckoutRequestSchema();
export type OnAccountCheckoutRequest = z.output<typeof onAccountCheckoutRequestSchema>;

/**
 * An item as bought (decisions §12): what an order line names, and what Reorder checks again with
 * itemSpecSchema. Dimensions in inches, by the item spec's names.
 */
export const boughtItemFields = {
  material: z.string(),
  product_type: z.string(),
  shape: z.string(),
  dimensions: z.record(z.string(), z.number()),
  quantity: z.number().int(),
};

/** One priced order line (request order; dollars 2 decimals, lb 2 decimals, inches). */
export const orderLineSchema = z.object({
  position: z.number().int().min(1).describe("1-based, request order"),
  ...boughtItemFields,
  dimensions: boughtItemFields.dimensions.describe("inches, as the item spec names them"),
  unit_price: z
    .number()
    .describe("dollars, 2 decimals: line_total / quantity as the server priced it"),
  line_total: z.number().describe("dollars, 2 decimals"),
  weight_lbs: z.number().describe("lb, 2 decimals, the whole line"),
  cut_plan: orderCutPlanSchema
    .optional()
    .describe(
      "a `cut_list` line only: the bars (quantity = bars, dimensions.length = the longest stock length used) and how we cut them",
    ),
});
export type OrderLine = z.output<typeof orderLineSchema>;

/** An order's figures: material cost = sum of line totals; tax on that; shipping once. */
export const costBreakdownSchema = z.object({
  material_cost: z.number(),
  tax_amount: z.number(),
  shipping_cost: z.number(),
  total_cost: z.number(),
});

/**
 * A priced line of POST /v2/pricing/checkout: the order line plus how its total splits (issue #22;
 * a quoted line's split is the one stored the day it was quoted).
 */
export const pricedOrderLineSchema = orderLineSchema.extend(priceSplitFields);
export type PricedOrderLineReply = z.output<typeof pricedOrderLineSchema>;

/** POST /v2/pricing/checkout reply for several lines: the order's figures plus `lines`. */
export const multiLineCheckoutPricingResponseSchema = checkoutPricingResponseSchema.extend({
  lines: z.array(pricedOrderLineSchema),
  tax_exemption: z
    .enum(TAX_EXEMPTION_DECISIONS)
    .describe(
      "the server's decision on `tax_exempt` (issue #21): `exempt` = a signed-in customer with an accepted certificate, no tax; `held` = exemption claimed without one, no tax charged and the order waits for a certificate before production; `taxed` = tax charged",
    ),
});
export type MultiLineCheckoutPricingResponse = z.output<
  typeof multiLineCheckoutPricingResponseSchema
>;

/** What order replies add for multi-line orders: every line, and the order's cost breakdown. */
export const orderLinesFieldsSchema = z.object({
  items: z.array(orderLineSchema),
  cost_breakdown: costBreakdownSchema,
});

/** POST /api/stripe/create-checkout-session reply: the session, plus every line and the figures. */
export const multiLineCheckoutSessionResponseSchema = checkoutSessionResponseSchema.extend(
  orderLinesFieldsSchema.shape,
);
export type MultiLineCheckoutSessionResponse = z.output<
  typeof multiLineCheckoutSessionResponseSchema
>;
