import type { AdminOrder } from "@ingot/domain";
import { screen, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { OrdersPanel, STEP_EMAIL_NOTE } from "./orders-panel";

const ID = "33333333-3333-4333-8333-333333333333";
const order: AdminOrder = {
  id: ID,
  order_number: "ING-33333333",
  created_at: "2026-11-25T15:00:00.000Z",
  paid_at: "2026-11-25T15:01:00.000Z",
  payment_status: "paid",
  fulfilment_status: "pending",
  next_statuses: ["in_production", "cancelled"],
  delivery_method: "pickup",
  carrier: null,
  tracking_number: null,
  customer_name: "Pat Buyer",
  customer_company: "Acme Machining",
  customer_email: "pat@example.com",
  customer_phone: null,
  customer_order_number: null,
  material: "6061-T651 - Plate",
  quantity: 2,
  items: [],
  total: 120,
  material_cost: 100,
  tax_exemption: false,
  tax_exemption_hold: "none",
  tax_due: null,
  dfars_required: false,
  shipping_address: null,
  certificate_url: null,
  ship_by: "2026-11-30",
  arrives_by: null,
};

describe("a fulfilment step in the admin orders table (issue #18)", () => {
  it("asks before it emails the customer: 'Not yet' sends nothing, the confirmation sends the step", async () => {
    const net = stubNetwork({
      "GET /v2/admin/orders": () =>
        ok({ orders: [order], pagination: { page: 1, limit: 25, total: 1, total_pages: 1 } }),
      [`PUT /v2/admin/orders/${ID}/status`]: () =>
        ok({ order: { ...order, fulfilment_status: "in_production" }, email_queued: true }),
    });
    const { user } = renderWithApp(
      <>
        <OrdersPanel initial={{ payment_status: "", fulfilment_status: "" }} fresh={new Set()} />
        <Toaster />
      </>,
    );
    const row = await screen.findByTestId("order-row");
    await user.click(within(row).getByRole("button", { name: "Start production" }));
    let dialog = await screen.findByRole("dialog", { name: "Start production?" });
    expect(within(dialog).getByText(STEP_EMAIL_NOTE)).toBeTruthy();
    expect(within(dialog).getByText("ING-33333333 · Acme Machining")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Not yet" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(net.calls(`PUT /v2/admin/orders/${ID}/status`)).toHaveLength(0);

    await user.click(within(row).getByRole("button", { name: "Start production" }));
    dialog = await screen.findByRole("dialog", { name: "Start production?" });
    await user.click(within(dialog).getByRole("button", { name: "Start production" }));
    await screen.findByText("ING-33333333: In production");
    const [put] = net.calls(`PUT /v2/admin/orders/${ID}/status`);
    expect(await put?.json()).toEqual({ status: "in_production" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a cancel is confirmed with 'Cancel order' and can be kept", async () => {
    const net = stubNetwork({
      "GET /v2/admin/orders": () =>
        ok({ orders: [order], pagination: { page: 1, limit: 25, total: 1, total_pages: 1 } }),
    });
    const { user } = renderWithApp(
      <OrdersPanel initial={{ payment_status: "", fulfilment_status: "" }} fresh={new Set()} />,
    );
    const row = await screen.findByTestId("order-row");
    await user.click(within(row).getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this order?" });
    expect(within(dialog).getByRole("button", { name: "Cancel order" })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Keep order" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(net.calls(`PUT /v2/admin/orders/${ID}/status`)).toHaveLength(0);
  });
});

describe("marking an order shipped", () => {
  it("asks for the carrier and the tracking number by the API's rule, and sends them trimmed", async () => {
    const inProduction: AdminOrder = {
      ...order,
      fulfilment_status: "in_production",
      next_statuses: ["shipped", "cancelled"],
      delivery_method: "ship",
    };
    const net = stubNetwork({
      "GET /v2/admin/orders": () =>
        ok({
          orders: [inProduction],
          pagination: { page: 1, limit: 25, total: 1, total_pages: 1 },
        }),
      [`PUT /v2/admin/orders/${ID}/status`]: () =>
        ok({ order: { ...inProduction, fulfilment_status: "shipped" }, email_queued: true }),
    });
    const { user } = renderWithApp(
      <>
        <OrdersPanel initial={{ payment_status: "", fulfilment_status: "" }} fresh={new Set()} />
        <Toaster />
      </>,
    );
    const row = await screen.findByTestId("order-row");
    await user.click(within(row).getByRole("button", { name: "Mark shipped…" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark shipped" });
    await user.type(within(dialog).getByLabelText("Carrier"), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Mark shipped" }));
    expect(within(dialog).getByText("Carrier is required")).toBeTruthy();
    expect(within(dialog).getByText("Tracking number is required")).toBeTruthy();
    expect(within(dialog).getByLabelText("Carrier").getAttribute("aria-invalid")).toBe("true");
    expect(net.calls(`PUT /v2/admin/orders/${ID}/status`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Carrier"), "UPS ");
    await user.type(within(dialog).getByLabelText("Tracking number"), " 1Z999");
    await user.click(within(dialog).getByRole("button", { name: "Mark shipped" }));
    await screen.findByText("ING-33333333: Shipped");
    const [put] = net.calls(`PUT /v2/admin/orders/${ID}/status`);
    expect(await put?.json()).toEqual({
      status: "shipped",
      carrier: "UPS",
      tracking_number: "1Z999",
    });
  });
});

describe("a 'Full lengths, cut by us' line in the admin orders table (issue #17)", () => {
  it("names the bars and pieces, and lists what to cut from each bar", async () => {
    const cut_plan = {
      stock: [{ stock_length: 240, count: 2 }],
      piece_count: 3,
      cut_count: 3,
      kerf: 0.125,
      min_drop: 12,
      pieces: [
        { length: 96, quantity: 2, label: "Post" },
        { length: 120, quantity: 1, label: null },
      ],
      bars: [
        {
          stock_length: 240,
          cuts: [
            { length: 96, label: "Post", offset: 0 },
            { length: 96, label: "Post", offset: 96.125 },
          ],
          drop: 47.625,
          drop_usable: true,
        },
        {
          stock_length: 240,
          cuts: [{ length: 120, label: null, offset: 0 }],
          drop: 119.875,
          drop_usable: true,
        },
      ],
    };
    stubNetwork({
      "GET /v2/admin/orders": () =>
        ok({
          orders: [
            {
              ...order,
              items: [
                {
                  id: "l1",
                  position: 1,
                  material: "A500 - Square Tube",
                  material_code: "a500",
                  product_type: "Tube",
                  shape: "Square",
                  dimensions: { width: 2, wall: 0.125, length: 240 },
                  quantity: 2,
                  unit_price: 60,
                  total_price: 120,
                  line_total: 120,
                  weight_lbs: 60,
                  specifications: null,
                  cut_plan,
                },
              ],
            },
          ],
          pagination: { page: 1, limit: 25, total: 1, total_pages: 1 },
        }),
    });
    renderWithApp(
      <OrdersPanel initial={{ payment_status: "", fulfilment_status: "" }} fresh={new Set()} />,
    );
    const row = await screen.findByTestId("order-row");
    expect(
      within(row).getByText(/Full lengths, cut by us: 2 × 240 in \(20 ft\) bars, 3 pieces/),
    ).toBeTruthy();
    const plan = within(row).getByTestId("order-cut-plan");
    expect(
      within(plan).getByText("Bar 1 (240 in): 96 Post + 96 Post; drop 47.625 in kept"),
    ).toBeTruthy();
    expect(within(plan).getByText("Bar 2 (240 in): 120; drop 119.875 in kept")).toBeTruthy();
  });
});
