import { describe, expect, it } from "vitest";
import { getLeadTime } from "../lead-time/get-lead-time";
import { checkoutPricingResponseSchema, instantQuoteResponseSchema } from "./pricing";

describe("pricing reply schemas", () => {
  it("accept what priceItem produces, with the lead time's color stripped", () => {
    const reply = instantQuoteResponseSchema.parse({
      weight_per_piece_lbs: 168.48,
      total_weight_lbs: 1684.8,
      material_cost: 7200.4,
      lead_time: getLeadTime(720_040),
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
      lead_time: { tier: "fast", days: "3-4", label: "Fast turnaround" },
    };
    expect(checkoutPricingResponseSchema.parse(body)).toEqual(body);
    expect(checkoutPricingResponseSchema.safeParse({ ...body, total_cost: "131" }).success).toBe(
      false,
    );
  });
});
