import { z } from "zod";
import { DELIVERY_METHODS } from "../constants";
import { MESSAGES } from "../messages";
import { TAX_EXEMPTION_HOLDS } from "../tax/tax-exemption-hold";
import { ZIP_PATTERN } from "./checkout-fields";
import { orderCutPlanSchema } from "./cut-list";
import { pagedListSchema } from "./envelope";
import { leadTimeSchema, linesPriceSplitFields } from "./pricing";
import { orderPromiseFields } from "./ship-dates";

/** An order's tax-exemption hold (issue #21, decision 019). */
export const taxExemptionHoldSchema = z
  .enum(TAX_EXEMPTION_HOLDS)
  .describe(
    "`awaiting_certificate`: tax-exempt was claimed without an accepted certificate on file, no tax was charged and the order waits for a certificate before production; released as `certificate_accepted` or `tax_charged`",
  );

/** Where the buyer of a held order uploads the certificate; null unless the order awaits one. */
export const taxExemptionUploadUrlSchema = z
  .string()
  .nullable()
  .describe(
    "the page that takes the tax-exemption certificate for this order (`/tax-exemption-certificate?token=…`), while the order awaits one; null otherwise",
  );

/**
 * Replies of checkout and orders (spec §3 order display mapping, §7, decisions §12). Amounts are
 * dollars with 2 decimals; dimensions are inches.
 */

export const orderAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  country: z.string(),
});

export const orderDimensionsSchema = z.object({
  length_inches: z.number(),
  width_inches: z.number().optional(),
  height_inches: z.number().optional(),
  diameter_inches: z.number().optional(),
  wall_inches: z.number().optional(),
});

/** One line of an order as replies show it (spec §3's item, issue #15's line). */
export const orderDisplayLineSchema = z.object({
  id: z.string(),
  position: z.number().int().describe("1-based"),
  material: z.string().describe("material label as bought, e.g. '6061-T651 - Plate'"),
  material_code: z.string(),
  product_type: z.string(),
  shape: z.string(),
  dimensions: z.record(z.string(), z.number()).describe("inches, as the item spec names them"),
  quantity: z.number().int(),
  unit_price: z.number().describe("dollars: the line's unit price"),
  total_price: z.number().describe("dollars: the line total (spec §3 name)"),
  line_total: z.number().describe("dollars: the line total"),
  weight_lbs: z.number().describe("lb, the whole line"),
  specifications: orderDimensionsSchema.nullable(),
  cut_plan: orderCutPlanSchema
    .optional()
    .describe(
      "set on a 'Full lengths, cut by us' line (issue #17): quantity is the bars, and this the plan to cut them to",
    ),
});

/**
 * How an order's material cost splits (issue #22): the sum of its lines' base metal, surcharge,
 * cut charges and quantity discounts as priced when it was placed (a quoted line as quoted);
 * base_cost + surcharge_cost + cut_cost - discount = amount_breakdown.material.
 */
export const orderPriceSplitSchema = z.object(linesPriceSplitFields);
export type OrderPriceSplit = z.output<typeof orderPriceSplitSchema>;

/** One order as the portal shows it (spec §3 "Order (display mapping)"). */
export const orderDisplaySchema = z.object({
  id: z.string(),
  order_number: z.string().describe("brand prefix + '-' + last 8 characters of the id, upper case"),
  status: z.string().describe("payment status, or the fulfilment status once work has started"),
  total_amount: z.number(),
  amount_breakdown: z.object({
    material: z.number(),
    tax: z.number(),
    shipping: z.number(),
    total: z.number(),
  }),
  created_at: z.iso.datetime(),
  material: z.string().describe("the first line's (for one-item clients, ruling 13)"),
  quantity: z.number().int().describe("the first line's"),
  dimensions: orderDimensionsSchema.nullable().describe("the first line's"),
  amount: z.number().describe("dollars: the order's total"),
  items: z.array(orderDisplayLineSchema).describe("every line, in order (1 to 100)"),
  shipping_address: orderAddressSchema.nullable(),
  payment_method: z
    .enum(["Card", "Pending", "On account"])
    .describe("On account: bought on the company's payment terms with a PO (issue #16)"),
  on_account: z
    .object({
      po_number: z.string(),
      approval: z
        .enum(["not_needed", "pending", "approved", "declined"])
        .describe("pending: above the buyer's order limit, waiting for an owner"),
      invoice_number: z.string().nullable().describe("null until the order is placed"),
      due_date: z.iso.date().describe("the ship date plus the company's net days"),
      balance: z.number().describe("dollars still owed on the invoice"),
      invoice_status: z.enum(["open", "overdue", "paid"]).nullable(),
    })
    .nullable()
    .describe("set on orders bought on account (issue #16)"),
  placed_by: z
    .string()
    .nullable()
    .describe("the member who placed it, when the order is a company's (issue #16)"),
  certificate_url: z.string().nullable(),
  tax_exemption_hold: taxExemptionHoldSchema,
  test_payment: z
    .boolean()
    .describe(
      "true when the order went through the built-in test checkout (no Stripe key): no money was taken, and screens show 'TEST - no money taken'",
    ),
  ...orderPromiseFields,
  price_split: orderPriceSplitSchema
    .nullable()
    .describe(
      "the material cost's split stored when the order was placed (issue #22); null on orders placed before it was kept",
    ),
});
export type OrderDisplay = z.output<typeof orderDisplaySchema>;

export const ORDER_SORT_FIELDS = ["created_at", "total_amount"] as const;

/** GET /v2/orders/user/{email} query. */
export const ordersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  status: z.string().trim().max(30).optional(),
  sort_by: z.enum(ORDER_SORT_FIELDS).default("created_at"),
  sort_order: z.enum(["asc", "desc"]).default("desc"),
});
export type OrdersQuery = z.output<typeof ordersQuerySchema>;

export const ordersResponseSchema = pagedListSchema("orders", orderDisplaySchema).extend({
  summary: z.object({
    count: z.number().int().describe("orders matching the filter"),
    total_spent: z.number().describe("dollars paid over the matching orders"),
  }),
});
export type OrdersResponse = z.output<typeof ordersResponseSchema>;

/** POST /api/stripe/create-checkout-session reply. */
export const checkoutSessionResponseSchema = z.object({
  sessionId: z.string(),
  url: z.string(),
  orderId: z.string(),
});

/** An order as the success page shows it: the display mapping plus what the buyer entered. */
export const confirmedOrderSchema = orderDisplaySchema.extend({
  material_spec: z.string().nullable(),
  customer: z.object({
    name: z.string(),
    company: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    order_number: z.string().nullable().describe("the customer's PO number"),
  }),
  delivery_method: z.enum(DELIVERY_METHODS),
  dfars_required: z.boolean(),
  rohs_required: z.boolean(),
  tax_exemption: z.boolean(),
  tax_exemption_upload_url: taxExemptionUploadUrlSchema,
  lead_time: leadTimeSchema,
  paid_at: z.iso.datetime().nullable(),
});
export type ConfirmedOrder = z.output<typeof confirmedOrderSchema>;

/** POST /v2/checkout/confirm */
export const confirmCheckoutRequestSchema = z.object({
  session_id: z.string().trim().min(1).max(255),
});
export const confirmCheckoutResponseSchema = z.object({
  paid: z.boolean(),
  payment_status: z.string(),
  order: confirmedOrderSchema,
});
export type ConfirmCheckoutResponse = z.output<typeof confirmCheckoutResponseSchema>;

/** GET /v2/checkout/config: what the checkout screens need to know about the server's setup. */
export const checkoutConfigSchema = z.object({
  payment_provider: z.enum(["stripe", "test"]),
  google_maps_browser_key: z.string().nullable(),
  facility: z.object({
    name: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    phone: z.string(),
    hours: z.string(),
    instructions: z.string(),
  }),
});
export type CheckoutConfig = z.output<typeof checkoutConfigSchema>;

/** GET /v2/address/zip/{zip} */
export const zipPlaceSchema = z.object({ zip: z.string(), city: z.string(), state: z.string() });
export type ZipPlaceReply = z.output<typeof zipPlaceSchema>;

/** The built-in test checkout page (decisions §6). */
export const testCheckoutSessionSchema = z.object({
  id: z.string(),
  amount: z.number().describe("dollars"),
  currency: z.string(),
  name: z.string(),
  description: z.string(),
  customer_email: z.string(),
  payment_status: z.enum(["paid", "unpaid"]),
  success_url: z.string(),
  cancel_url: z.string(),
  line_items: z
    .array(z.object({ name: z.string(), description: z.string(), amount: z.number() }))
    .describe("one per order line, then tax and shipping; dollars"),
});
export type TestCheckoutSession = z.output<typeof testCheckoutSessionSchema>;

export const testCardPaymentRequestSchema = z.object({
  card_number: z.string().trim().min(1).max(30),
  expiry: z.string().trim().max(7).optional(),
  cvc: z.string().trim().max(4).optional(),
  name: z.string().trim().max(200).optional(),
});
export type TestCardPaymentRequest = z.input<typeof testCardPaymentRequestSchema>;
export const testCardPaymentResponseSchema = z.object({
  paid: z.literal(true),
  redirect_url: z.string(),
});
export type TestCardPaymentResponse = z.output<typeof testCardPaymentResponseSchema>;

/** POST /api/email/send-from-database (spec §7). */
export const sendOrderEmailsRequestSchema = z.object({
  orderId: z.uuid().max(36),
  options: z
    .object({
      skipConfirmation: z.boolean().default(false),
      skipAlert: z.boolean().default(false),
    })
    .default({ skipConfirmation: false, skipAlert: false }),
});
export const sendOrderEmailsResponseSchema = z.object({
  confirmation_queued: z.boolean(),
  alert_queued: z.boolean(),
});

/** GET /v2/address/zip/{zip}: a US ZIP code, 5 digits or ZIP+4. */
export const zipParamsSchema = z.object({
  zip: z
    .string()
    .max(10, { error: MESSAGES.contact.invalidZip, abort: true })
    .regex(ZIP_PATTERN, MESSAGES.contact.invalidZip),
});
