import { describe, expect, it } from "vitest";
import { getLeadTime } from "../lead-time/get-lead-time";
import { checkoutPricingResponseSchema, instantQuoteResponseSchema } from "./pricing";

describe("pricing reply schemas", () => {
  it("accept what priceItem produces, with the lead time's color stripped", () => {
    const reply = instantQuoteResponseSchema.parse({
      weight_per_piece_lbs: 168.48,
      total_weight_lbs: 1684.8,
      material_cost: 7200.4,
      ship_by: "2026-12-02",
      order_within_minutes: 134,
      lead_time: getLeadTime(720_040),
      unit_price: 720.04,
      base_cost: 7160.4,
      surcharge_cost: 0,
      cut_cost: 40,
      discount_percent: 0,
      discount: 0,
      surcharge_per_lb: 0,
      price_breaks: [{ min_quantity: 1, discount_percent: 0, unit_price: 720.04, current: true }],
    });
    expect(reply.lead_time).toEqual({
      tier: "standard",
      days: "5-6",
      label: "Standard processing",
    });
  });

  it("describe the checkout breakdown", () => {
    const body = {
      material_cost: 100,
      tax_amount: 6,
      shipping_cost: 25,
      total_cost: 131,
      ship_by: "2026-11-30",
      order_within_minutes: null,
      arrives_by: "2026-12-01",
      lead_time: { tier: "fast", days: "3-4", label: "Fast turnaround" },
      base_cost: 90,
      surcharge_cost: 6,
      cut_cost: 8,
      discount: 4,
    };
    expect(checkoutPricingResponseSchema.parse(body)).toEqual(body);
    expect(checkoutPricingResponseSchema.safeParse({ ...body, total_cost: "131" }).success).toBe(
      false,
    );
  });

  it("carry the ship date as a calendar date and the cutoff as whole minutes or null", () => {
    const body = {
      weight_per_piece_lbs: 1,
      total_weight_lbs: 1,
      material_cost: 8,
      ship_by: "2026-11-30",
      order_within_minutes: null,
      lead_time: { tier: "fast", days: "3-4", label: "Fast turnaround" },
      // The split and breaks of issue #22's other half (quantity breaks, surcharge).
      unit_price: 8,
      base_cost: 4,
      surcharge_cost: 0,
      cut_cost: 4,
      discount_percent: 0,
      discount: 0,
      surcharge_per_lb: 0,
      price_breaks: [{ min_quantity: 1, discount_percent: 0, unit_price: 8, current: true }],
    };
    expect(instantQuoteResponseSchema.parse(body)).toEqual(body);
    for (const bad of [
      { ship_by: "2026-11-30T12:00:00Z" },
      { ship_by: "Nov 30" },
      { order_within_minutes: 0 },
      { order_within_minutes: 2.5 },
    ]) {
      expect(instantQuoteResponseSchema.safeParse({ ...body, ...bad }).success).toBe(false);
    }
  });
});
