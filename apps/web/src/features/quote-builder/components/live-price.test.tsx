import type { InstantQuoteResponse, ItemSpecInput } from "@ingot/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { LivePrice } from "./live-price";

const spec = (quantity: number): ItemSpecInput => ({
  material: "6061-t651",
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 12, width: 12, height: 1 },
  quantity,
});

/** The server's reply at 12 pieces: the 10-piece row (5%) is current, the 25-piece row next. */
const reply: InstantQuoteResponse = {
  weight_per_piece_lbs: 14.04,
  total_weight_lbs: 168.48,
  material_cost: 708.96,
  lead_time: { tier: "fast", days: "3-4", label: "Fast turnaround" },
  ship_by: "2026-11-30",
  order_within_minutes: null,
  unit_price: 59.08,
  base_cost: 716.04,
  surcharge_cost: 16.8,
  cut_cost: 48,
  discount_percent: 5,
  discount: 36.6,
  surcharge_per_lb: 0.1,
  price_breaks: [
    { min_quantity: 1, discount_percent: 0, unit_price: 62.13, current: false },
    { min_quantity: 10, discount_percent: 5, unit_price: 59.08, current: true },
    { min_quantity: 25, discount_percent: 8, unit_price: 57.25, current: false },
    { min_quantity: 50, discount_percent: 12, unit_price: 54.81, current: false },
  ],
};

describe("the live price's breaks and split (issue #22)", () => {
  it("shows the unit price, the three lines and the discount, the breaks with this row marked, and the hint", async () => {
    stubNetwork({ "POST /v2/pricing/quote": () => ok(reply) });
    renderWithApp(<LivePrice spec={spec(12)} />);

    expect((await screen.findByTestId("material-cost")).textContent).toContain("$708.96");
    expect(screen.getByTestId("unit-price").textContent).toContain("$59.08 each");
    const split = screen.getByTestId("price-split");
    expect(within(split).getByTestId("split-base").textContent).toContain("Base metal$716.04");
    expect(within(split).getByTestId("split-surcharge").textContent).toContain(
      "Metal surcharge ($0.10/lb)$16.80",
    );
    expect(within(split).getByTestId("split-cuts").textContent).toContain("Cut charges$48.00");
    expect(within(split).getByTestId("split-discount").textContent).toContain(
      "Quantity discount (5%)-$36.60",
    );

    const table = screen.getByRole("table", { name: "Quantity breaks" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "1–90%$62.13",
      "10–24 (your quantity)5%$59.08",
      "25–498%$57.25",
      "50+12%$54.81",
    ]);
    expect(rows[1]?.getAttribute("aria-current")).toBe("true");
    expect(rows.filter((row) => row.hasAttribute("aria-current"))).toHaveLength(1);

    expect(screen.getByTestId("break-hint").textContent).toContain(
      "Order 25 and pay $57.25 each (save 8%)",
    );
  });

  it("gives no hint at the last break", async () => {
    stubNetwork({
      "POST /v2/pricing/quote": () =>
        ok({
          ...reply,
          price_breaks: reply.price_breaks.map((row) => ({
            ...row,
            current: row.min_quantity === 50,
          })),
        }),
    });
    renderWithApp(<LivePrice spec={spec(60)} />);
    const table = await screen.findByRole("table", { name: "Quantity breaks" });
    expect(within(table).getAllByRole("row").at(-1)?.getAttribute("aria-current")).toBe("true");
    expect(screen.queryByTestId("break-hint")).toBeNull();
  });
});
