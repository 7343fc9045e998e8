import { z } from "zod";
import { DEFAULT_COUNTRY, DELIVERY_METHODS } from "../constants";
import { MESSAGES } from "../messages";
import { checkoutContactFields, checkShippingAddress, ZIP_PATTERN } from "./checkout-fields";
import { optionalText } from "./fields";
import { createItemSpecSchema, type ItemSpecSchemaOptions } from "./item-spec";
import { QUOTE_KINDS } from "./quote-history";

export const deliveryMethodSchema = z.enum(DELIVERY_METHODS);

/**
 * A US address as the checkout form sends it (spec §3 Address, decisions §12 snake_case).
 * Every field may be blank here: a price preview works with what has been typed so far
 * (no usable address → flat shipping). The checkout session requires the fields when shipping.
 */
export const addressSchema = z.object({
  street: optionalText(200),
  city: optionalText(100),
  /** Code or full name; replies and storage use the code when it is recognised. */
  state: optionalText(50),
  zip_code: z
    .string()
    .trim()
    .max(10, { error: MESSAGES.contact.invalidZip, abort: true })
    .refine((zip) => zip === "" || ZIP_PATTERN.test(zip), { error: MESSAGES.contact.invalidZip })
    .optional(),
  country: z.literal(DEFAULT_COUNTRY).default(DEFAULT_COUNTRY),
});
export type Address = z.output<typeof addressSchema>;

/**
 * An accepted quote line being bought (issues #8, #9): `request_id` is the id quote history uses
 * (rfq_requests.id, or a quick quote's submission id), `item_id` the line's id (rfq_items.id, or
 * the rfqs row id). When present the server prices the line at its quoted unit price and takes the
 * item spec from the line, after checking the caller owns it and it is accepted and still valid.
 */
export const quoteLineRefSchema = z.object({
  kind: z.enum(QUOTE_KINDS),
  request_id: z.uuid().max(36),
  item_id: z.uuid().max(36),
});
export type QuoteLineRef = z.output<typeof quoteLineRefSchema>;

/** POST /v2/pricing/checkout (decisions §12). */
export function createCheckoutPricingRequestSchema(options: ItemSpecSchemaOptions = {}) {
  return z.object({
    item: createItemSpecSchema(options),
    delivery_method: deliveryMethodSchema,
    address: addressSchema.optional(),
    tax_exempt: z.boolean().default(false),
    quote_line: quoteLineRefSchema.optional(),
  });
}
export const checkoutPricingRequestSchema = createCheckoutPricingRequestSchema();
/** What the browser sends (defaults not yet applied). */

/**
 * POST /api/stripe/create-checkout-session (decisions §12): the item, delivery, address and tax
 * flag plus the checkout form's contact fields (spec §5: full name, company and business email
 * required; phone and PO number optional; street, city, state and ZIP required when shipping).
 * A client-sent `amount` is accepted and ignored: the server recomputes every price.
 */
export function createCheckoutSessionObjectSchema(options: ItemSpecSchemaOptions = {}) {
  return createCheckoutPricingRequestSchema(options).extend({
    ...checkoutContactFields(),
    dfars: z.boolean().default(false),
    rohs: z.boolean().default(false),
    notes: optionalText(5000),
    amount: z.unknown().optional().describe("Ignored: the server computes the amount"),
    // Spec §7's other payment-session fields: accepted and ignored like `amount` (the server
    // names and describes the order from the item it prices).
    currency: z.literal("usd").optional().describe("Ignored: always usd"),
    name: z.string().max(500).optional().describe("Ignored: the server names the order"),
    description: z.string().max(1000).optional().describe("Ignored"),
  });
}

/** Street, city, state and ZIP are required when shipping; the state must be recognised. */
export function refineShippingAddress(
  value: { delivery_method: string; address?: Parameters<typeof checkShippingAddress>[1] },
  ctx: z.RefinementCtx,
) {
  checkShippingAddress(value.delivery_method, value.address, ctx, (field) => ["address", field]);
}

export function createCheckoutSessionRequestSchema(options: ItemSpecSchemaOptions = {}) {
  return createCheckoutSessionObjectSchema(options).superRefine(refineShippingAddress);
}
export const checkoutSessionRequestSchema = createCheckoutSessionRequestSchema();
/** What the browser sends (defaults not yet applied). */

/** POST /api/stripe/webhook's reply to Stripe: the event was taken. */
export const stripeWebhookReplySchema = z.object({ received: z.literal(true) });
