import { instantQuoteResponseSchema } from "@ingot/domain";
import { describe, expect, it } from "vitest";
import { okReplies } from "./envelope";
import { fastSuccessSerializer, forFastJson } from "./fast-reply";

const replies = okReplies(instantQuoteResponseSchema, 400, 429);
const route = { method: "POST", url: "/v2/pricing/quote" };
/** What the zod serializer (fastify-type-provider-zod) writes: the checked reply, stringified. */
const zodBytes = (data: unknown) => JSON.stringify(replies[200].encode(data as never));

const price = (overrides: Record<string, unknown>) => ({
  // Out of the schema's order, with a key the schema does not declare.
  internal_note: "never sent",
  price_breaks: [
    { current: true, unit_price: 0.1 + 0.2, discount_percent: 0, min_quantity: 1, extra: 1 },
    { min_quantity: 10, discount_percent: 5, unit_price: 1e21, current: false },
  ],
  surcharge_per_lb: 0,
  discount: -0,
  discount_percent: 12.5,
  cut_cost: 8,
  surcharge_cost: 1234567.89,
  base_cost: 5e-7,
  unit_price: 63.67,
  lead_time: { label: "Fast turnaround", days: "3-4", tier: "fast", color: "green" },
  order_within_minutes: 134,
  ship_by: "2026-12-03",
  material_cost: 127.34,
  total_weight_lbs: 28.08,
  weight_per_piece_lbs: 14.04,
  ...overrides,
});

describe("fastSuccessSerializer", () => {
  const serialize = fastSuccessSerializer({ ...route, schema: replies[200], httpStatus: "200" });

  it("writes a 200 byte for byte as the zod serializer does", () => {
    for (const data of [price({}), price({ order_within_minutes: null })]) {
      const reply = { status: "success", data };
      expect(serialize(reply)).toBe(zodBytes(reply));
    }
  });

  it("keeps the zod serializer, and its check, for the other statuses", () => {
    const error = fastSuccessSerializer({ ...route, schema: replies[400], httpStatus: "400" });
    const body = { status: "error", message: "Minimum quantity is 5", errors: [] };
    expect(error(body)).toBe(JSON.stringify(body));
    expect(() => error({ status: "error" })).toThrow();
  });

  it("turns a nullable anyOf into a type list", () => {
    expect(
      forFastJson({
        $schema: "x",
        properties: { n: { anyOf: [{ type: "integer", minimum: 1 }, { type: "null" }] } },
      }),
    ).toEqual({ properties: { n: { type: ["integer", "null"], minimum: 1 } } });
  });
});
