import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { LivePrice } from "./live-price";

describe("LivePrice shows the server's ship date", () => {
  it("under the lead time, with the cutoff", async () => {
    stubNetwork({
      "POST /v2/pricing/quote": () =>
        ok({
          weight_per_piece_lbs: 28.08,
          total_weight_lbs: 56.16,
          material_cost: 246.68,
          ship_by: "2026-11-30",
          order_within_minutes: 134,
          lead_time: { tier: "fast", days: "3-4", label: "Fast turnaround" },
          unit_price: 123.34,
          base_cost: 224.68,
          surcharge_cost: 14.0,
          cut_cost: 8,
          discount_percent: 0,
          discount: 0,
          surcharge_per_lb: 0.25,
          price_breaks: [
            { min_quantity: 1, discount_percent: 0, unit_price: 123.34, current: true },
          ],
        }),
    });
    renderWithApp(
      <LivePrice
        spec={{
          material: "6061-t651",
          product_type: "Plate",
          shape: "Plate",
          dimensions: { length: 24, width: 12, height: 1 },
          quantity: 2,
        }}
      />,
    );
    expect((await screen.findByTestId("ship-by")).textContent).toBe("Ships by Mon, Nov 30");
    expect(screen.getByTestId("order-within").textContent).toBe("order within 2 h 14 min");
  });
});
