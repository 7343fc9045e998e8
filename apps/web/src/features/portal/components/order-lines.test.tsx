import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrderLines } from "./order-lines";

describe("OrderLines", () => {
  it("shows a 'Full lengths, cut by us' line as its bars and pieces, not as pieces (issue #17)", () => {
    render(
      <OrderLines
        items={[
          {
            id: "bars",
            position: 1,
            material: "A500 - Square Tube",
            material_code: "a500",
            product_type: "Tube",
            shape: "Square",
            dimensions: { width: 2, wall: 0.125, length: 288 },
            quantity: 1,
            unit_price: 80,
            total_price: 80,
            line_total: 80,
            weight_lbs: 70,
            specifications: { length_inches: 288, width_inches: 2, wall_inches: 0.125 },
            cut_plan: {
              stock: [{ stock_length: 288, count: 1 }],
              piece_count: 2,
              cut_count: 2,
              kerf: 0.125,
              min_drop: 12,
              pieces: [{ length: 100, quantity: 2, label: null }],
              bars: [],
            },
          },
        ]}
      />,
    );
    expect(screen.getByTestId("order-cut-plan").textContent).toBe(
      "Full lengths, cut by us: 1 × 288 in (24 ft) bar, 2 pieces",
    );
    expect(screen.queryByTestId("order-quantity")).toBeNull();
  });
});
