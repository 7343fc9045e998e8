import { z } from "zod";
import { checkoutDateFields, shipPromiseFields } from "./ship-dates";

/**
 * Replies of the pricing endpoints (decisions §12): amounts in dollars with 2 decimals, weights
 * in lb with 2 decimals (convert with centsToDollars and roundWeight).
 */
export const leadTimeSchema = z.object({
  tier: z.enum(["fast", "standard", "extended"]),
  days: z.enum(["3-4", "5-6", "5-7"]),
  label: z.enum(["Fast turnaround", "Standard processing", "Extended processing"]),
});

/** One quantity break of a material (issue #22). */
export const priceBreakSchema = z.object({
  min_quantity: z.number().int().describe("pieces"),
  discount_percent: z.number().describe("percent off the metal (base + surcharge), not the cuts"),
});

/**
 * How a line's material cost splits (issue #22, decision 022): base metal + surcharge + cut charges
 * - quantity discount = `material_cost`, to the cent. Dollars with 2 decimals.
 */
export const priceSplitFields = {
  unit_price: z.number().describe("dollars per piece; material_cost = unit_price × quantity"),
  base_cost: z.number().describe("dollars: weight × the material's price per lb"),
  surcharge_cost: z.number().describe("dollars: weight × the metal surcharge per lb in force"),
  cut_cost: z.number().describe("dollars: $4.00 a piece, never discounted"),
  discount_percent: z.number().describe("the quantity break's percent off the metal"),
  discount: z.number().describe("dollars off base_cost + surcharge_cost"),
};
export const priceSplitSchema = z.object(priceSplitFields);
export type PriceSplit = z.output<typeof priceSplitSchema>;

/** The same split over several lines (a checkout's price, an order): the lines' sums. */
export const linesPriceSplitFields = {
  base_cost: z.number().describe("dollars: the lines' base metal"),
  surcharge_cost: z.number().describe("dollars: the lines' metal surcharge"),
  cut_cost: z.number().describe("dollars: the lines' cut charges"),
  discount: z.number().describe("dollars: the lines' quantity discounts"),
};

/** One row of an item's breaks table: from `min_quantity` pieces, each costs `unit_price`. */
export const priceBreakRowSchema = priceBreakSchema.extend({
  unit_price: z.number().describe("dollars per piece of this item at this break"),
  current: z.boolean().describe("the row this quantity is in"),
});
export type PriceBreakRowReply = z.output<typeof priceBreakRowSchema>;

/** POST /v2/pricing/quote */
export const instantQuoteResponseSchema = z.object({
  weight_per_piece_lbs: z.number().describe("lb, 2 decimals"),
  total_weight_lbs: z.number().describe("lb, 2 decimals"),
  material_cost: z
    .number()
    .describe(
      "dollars, 2 decimals: the line total, base_cost + surcharge_cost + cut_cost - discount",
    ),
  ...shipPromiseFields,
  lead_time: leadTimeSchema,
  ...priceSplitFields,
  surcharge_per_lb: z.number().describe("dollars per lb, the surcharge in force today"),
  price_breaks: z.array(priceBreakRowSchema).describe("the material's breaks for this item"),
});
export type InstantQuoteResponse = z.output<typeof instantQuoteResponseSchema>;
/** The instant price without its dates: what the pricing service prices (a requote too). */
export type InstantPrice = Omit<InstantQuoteResponse, keyof typeof shipPromiseFields>;

/** POST /v2/pricing/checkout */
export const checkoutPricingResponseSchema = z.object({
  material_cost: z
    .number()
    .describe("dollars, 2 decimals: base_cost + surcharge_cost + cut_cost - discount"),
  tax_amount: z.number().describe("dollars, 2 decimals; tax on material cost only"),
  shipping_cost: z.number().describe("dollars, 2 decimals"),
  total_cost: z.number().describe("dollars, 2 decimals"),
  distance_miles: z.number().optional().describe("driving distance to ZIP 48216, when known"),
  ...checkoutDateFields,
  lead_time: leadTimeSchema,
  ...linesPriceSplitFields,
});
export type CheckoutPricingResponse = z.output<typeof checkoutPricingResponseSchema>;
