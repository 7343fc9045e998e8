import { z } from "zod";

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

/** POST /v2/pricing/quote */
export const instantQuoteResponseSchema = z.object({
  weight_per_piece_lbs: z.number().describe("lb, 2 decimals"),
  total_weight_lbs: z.number().describe("lb, 2 decimals"),
  material_cost: z
    .number()
    .describe("dollars, 2 decimals: weight × price per lb + $4.00 cut charge a piece"),
  lead_time: leadTimeSchema,
});
export type InstantQuoteResponse = z.output<typeof instantQuoteResponseSchema>;

/** POST /v2/pricing/checkout */
export const checkoutPricingResponseSchema = z.object({
  material_cost: z.number().describe("dollars, 2 decimals"),
  tax_amount: z.number().describe("dollars, 2 decimals; tax on material cost only"),
  shipping_cost: z.number().describe("dollars, 2 decimals"),
  total_cost: z.number().describe("dollars, 2 decimals"),
  distance_miles: z.number().optional().describe("driving distance to ZIP 48216, when known"),
  lead_time: leadTimeSchema,
});
export type CheckoutPricingResponse = z.output<typeof checkoutPricingResponseSchema>;
