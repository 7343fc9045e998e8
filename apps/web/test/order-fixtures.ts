import type { ConfirmedOrder, OrderDisplay, PortalOrder } from "@ingot/domain";
import { screen } from "@testing-library/react";
import { expect } from "vitest";

/** Order replies as the server sends them, for the screens' unit tests; `test_payment` varies. */

export const LABEL = "TEST - no money taken";
export const EMAIL = "ada@example.com";

export const order = (test_payment: boolean): OrderDisplay => ({
  id: "0b6f3c1e-4d2a-4a8e-9f4e-1c2d3e4f5a6b",
  order_number: "ING-3E4F5A6B",
  status: "paid",
  total_amount: 212,
  amount_breakdown: { material: 200, tax: 12, shipping: 0, total: 212 },
  created_at: "2026-11-23T16:50:00.000Z",
  material: "6061-T651 - Plate",
  quantity: 2,
  dimensions: { length_inches: 24, width_inches: 12, height_inches: 1 },
  amount: 212,
  items: [
    {
      id: "0b6f3c1e-4d2a-4a8e-9f4e-1c2d3e4f5a6b",
      position: 1,
      material: "6061-T651 - Plate",
      material_code: "6061-t651",
      product_type: "Plate",
      shape: "Plate",
      dimensions: { length: 24, width: 12, height: 1 },
      quantity: 2,
      unit_price: 100,
      total_price: 200,
      line_total: 200,
      weight_lbs: 56.2,
      specifications: { length_inches: 24, width_inches: 12, height_inches: 1 },
    },
  ],
  shipping_address: null,
  payment_method: "Card",
  on_account: null,
  placed_by: null,
  certificate_url: null,
  tax_exemption_hold: "none",
  test_payment,
  ship_by: "2026-11-30",
  arrives_by: null,
  price_split: null,
});

const leadTime = { tier: "fast", days: "3-4", label: "Fast turnaround" } as const;

export const confirmed = (test_payment: boolean): ConfirmedOrder => ({
  ...order(test_payment),
  material_spec: null,
  customer: { name: "Ada", company: "Analytical", email: EMAIL, phone: null, order_number: null },
  delivery_method: "pickup",
  dfars_required: false,
  rohs_required: false,
  tax_exemption: false,
  tax_exemption_upload_url: null,
  lead_time: leadTime,
  paid_at: "2026-11-23T16:51:00.000Z",
});

export const tracked = (test_payment: boolean): PortalOrder => ({
  ...order(test_payment),
  item_spec: {
    material: "6061-t651",
    product_type: "Plate",
    shape: "Plate",
    dimensions: { length: 24, width: 12, height: 1 },
    quantity: 2,
  },
  material_spec: null,
  delivery_method: "pickup",
  dfars_required: false,
  rohs_required: false,
  tax_exemption: false,
  tax_exemption_upload_url: null,
  order_status: "paid",
  paid_at: "2026-11-23T16:51:00.000Z",
  carrier: null,
  tracking_number: null,
  lead_time: leadTime,
  estimated_ready: null,
  timeline: [
    { step: "paid", label: "Paid", state: "done", at: "2026-11-23T16:51:00.000Z", detail: null },
  ],
  weight_lbs: 56.2,
});

export const signedIn = {
  user: { id: "u1", email: EMAIL, name: "Ada", email_verified: true, role: "customer" },
  session: { expires_at: "2030-01-01T00:00:00.000Z" },
  profile: null,
  tax_exemption_status: null,
};

export const ordersReply = (test_payment: boolean) => ({
  orders: [order(test_payment)],
  pagination: { page: 1, limit: 5, total: 1, total_pages: 1 },
  summary: { count: 1, total_spent: 212 },
});

/** "TEST - no money taken" is on the screen (issue #20), or, for a Stripe order, nowhere. */
export function expectTestPaymentBadge(shown: boolean) {
  const badge = screen.queryByTestId("test-payment");
  if (!shown) {
    expect(badge).toBeNull();
    expect(document.body.textContent).not.toContain(LABEL);
    return;
  }
  expect(badge?.textContent?.startsWith(LABEL)).toBe(true);
  expect(badge?.getAttribute("title")).toBe(
    "This order was paid on the built-in test checkout with the test card. No card was charged.",
  );
}
