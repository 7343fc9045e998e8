import type { OrderDisplay } from "@ingot/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { OrdersSection } from "./orders-section";

const EMAIL = "grace@example.com";

const order = (patch: Partial<OrderDisplay>): OrderDisplay => ({
  id: "44444444-4444-4444-8444-4444aaaaaaaa",
  order_number: "ING-AAAAAAAA",
  status: "paid",
  total_amount: 493.96,
  amount_breakdown: { material: 466, tax: 27.96, shipping: 0, total: 493.96 },
  created_at: "2026-11-23T16:50:00.000Z",
  material: "6061-T651 - Plate",
  quantity: 10,
  dimensions: { length_inches: 24, width_inches: 12, height_inches: 1 },
  amount: 493.96,
  items: [
    {
      id: "55555555-5555-4555-8555-5555aaaaaaaa",
      position: 1,
      material: "6061-T651 - Plate",
      material_code: "6061-t651",
      product_type: "Plate",
      shape: "Plate",
      dimensions: { length: 24, width: 12, height: 1 },
      quantity: 10,
      unit_price: 46.6,
      total_price: 466,
      line_total: 466,
      weight_lbs: 281,
      specifications: { length_inches: 24, width_inches: 12, height_inches: 1 },
    },
  ],
  shipping_address: {
    street: "100 Main St",
    city: "Ann Arbor",
    state: "MI",
    zip_code: "48104",
    country: "US",
  },
  payment_method: "Card",
  on_account: null,
  placed_by: null,
  certificate_url: null,
  tax_exemption_hold: "none",
  test_payment: false,
  ship_by: "2026-11-30",
  arrives_by: "2026-12-01",
  // 402.50 + 27.30 + 44.00 - 7.80 = 466.00
  price_split: { base_cost: 402.5, surcharge_cost: 27.3, cut_cost: 44, discount: 7.8 },
  ...patch,
});

const reply = (orders: OrderDisplay[]) => ({
  orders,
  pagination: { page: 1, limit: 5, total: orders.length, total_pages: 1 },
  summary: { count: orders.length, total_spent: 493.96 },
});

describe("the portal's Order History (issue #22)", () => {
  it("shows the split stored with the order and its promised dates", async () => {
    stubNetwork({
      "GET /v2/companies/mine": () => ok(null),
      [`GET /v2/orders/user/${encodeURIComponent(EMAIL)}`]: () =>
        ok(
          reply([
            order({}),
            order({
              id: "44444444-4444-4444-8444-4444bbbbbbbb",
              order_number: "ING-BBBBBBBB",
              shipping_address: null,
              arrives_by: null,
              ship_by: "2026-12-02",
              price_split: null,
            }),
          ]),
        ),
    });
    renderWithApp(<OrdersSection email={EMAIL} />);
    const cards = await screen.findAllByTestId("order-card");
    const [shipped, older] = cards as [HTMLElement, HTMLElement];
    expect(
      within(shipped)
        .getAllByTestId(/^split-/)
        .map((row) => row.textContent),
    ).toEqual([
      "Base metal$402.50",
      "Metal surcharge$27.30",
      "Cut charges$44.00",
      "Quantity discounts-$7.80",
    ]);
    expect(within(shipped).getByText(/Ships by Mon, Nov 30/)).toBeTruthy();
    expect(within(shipped).getByText(/Arrives by Tue, Dec 1/)).toBeTruthy();
    // An order without a stored split shows none; a pickup order says when it is ready.
    expect(within(older).queryByTestId(/^split-/)).toBeNull();
    expect(within(older).getByText(/Ready for pickup Wed, Dec 2/)).toBeTruthy();
  });
});
