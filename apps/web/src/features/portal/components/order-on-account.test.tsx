import type { OrderDisplay } from "@ingot/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { company, onAccountOrder } from "../../../../test/company-fixtures";
import { ok, stubNetwork } from "../../../../test/network";
import { EMAIL, order, tracked } from "../../../../test/order-fixtures";
import { renderWithApp } from "../../../../test/render";
import { OrderTrackingSection } from "./order-tracking-section";
import { OrdersSection } from "./orders-section";

const account = (patch: Partial<NonNullable<OrderDisplay["on_account"]>>) => ({
  po_number: "PO-9001",
  approval: "not_needed" as const,
  invoice_number: "INV-119A9A9A",
  due_date: "2026-12-30",
  balance: 1800,
  invoice_status: "open" as const,
  ...patch,
});

function listOf(orders: OrderDisplay[], current: unknown = null) {
  const net = stubNetwork({
    "GET /v2/companies/mine": () => (current ? ok(current) : ok(null)),
    [`GET /v2/orders/user/${encodeURIComponent(EMAIL)}`]: () =>
      ok({
        orders,
        pagination: { page: 1, limit: 5, total: orders.length, total_pages: 1 },
        summary: { count: orders.length, total_spent: 0 },
      }),
  });
  const view = renderWithApp(<OrdersSection email={EMAIL} />, { path: "/profile#orders" });
  return { ...view, net };
}

describe("orders bought on account in the portal (issue #16)", () => {
  it("an invoiced order: payment, PO, placed by, due date and the invoice PDF, and tracking", async () => {
    listOf([onAccountOrder({ status: "invoiced", on_account: account({}) })]);
    const card = await screen.findByTestId("order-card");
    expect(within(card).getByTestId("order-payment").textContent).toBe("On account");
    expect(within(card).getByTestId("order-po-number").textContent).toBe("PO-9001");
    expect(within(card).getByTestId("order-placed-by").textContent).toBe("Bob Buyer");
    expect(within(card).getByTestId("order-due-date").textContent).toBe("Due Dec 30, 2026");
    expect(within(card).getByTestId("order-status").textContent).toBe("Invoiced");
    expect(
      within(card)
        .getByRole("link", { name: /INV-119A9A9A/ })
        .getAttribute("href"),
    ).toBe(`/v2/orders/${onAccountOrder().id}/invoice`);
    expect(within(card).getByRole("link", { name: /Track order/ })).toBeTruthy();
  });

  it("an overdue invoice says so in words and in red", async () => {
    listOf([
      onAccountOrder({ status: "shipped", on_account: account({ invoice_status: "overdue" }) }),
    ]);
    const due = await screen.findByTestId("order-due-date");
    expect(due.textContent).toBe("Due Dec 30, 2026 (Overdue)");
    expect(due.className).toContain("text-danger");
  });

  it("an order waiting for approval: no invoice yet, no tracking", async () => {
    listOf([onAccountOrder()]);
    const card = await screen.findByTestId("order-card");
    expect(within(card).getByTestId("order-approval").textContent).toBe(
      "Waiting for approval by your company's owner",
    );
    expect(within(card).getByTestId("order-status").textContent).toBe("Waiting for approval");
    expect(within(card).queryByTestId("order-invoice")).toBeNull();
    expect(within(card).queryByRole("link", { name: /Track order/ })).toBeNull();
  });

  it("a personal card order shows none of it", async () => {
    listOf([order(false)]);
    const card = await screen.findByTestId("order-card");
    expect(within(card).getByTestId("order-payment").textContent).toBe("Card");
    expect(within(card).queryByTestId("order-po-number")).toBeNull();
    expect(within(card).queryByTestId("order-placed-by")).toBeNull();
  });

  it("a member moves a personal order into the company after confirming; company orders offer no move", async () => {
    const { user, net } = listOf(
      [order(false), onAccountOrder({ status: "invoiced", on_account: account({}) })],
      company("buyer"),
    );
    net.on("POST /v2/companies/current/claim", () => ok({ kind: "order", id: order(false).id }));
    const move = await screen.findByRole("button", {
      name: `Move order ${order(false).order_number} to your company`,
    });
    expect(screen.getAllByRole("button", { name: /Move order/ })).toHaveLength(1);
    await user.click(move);
    const dialog = await screen.findByRole("dialog", {
      name: `Move order ${order(false).order_number} to Acme Machining?`,
    });
    await user.click(within(dialog).getByRole("button", { name: "Move to company" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await net.calls("POST /v2/companies/current/claim")[0]?.json()).toEqual({
      kind: "order",
      id: order(false).id,
    });
  });

  it("offers no move without a company", async () => {
    const { net } = listOf([order(false)]);
    await screen.findByTestId("order-card");
    await waitFor(() => expect(net.calls("GET /v2/companies/mine")).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("button", { name: /Reorder/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Move order/ })).toBeNull();
  });

  it("tracking shows the payment, PO and invoice of an order on account", async () => {
    const base = tracked(false);
    const id = base.id;
    stubNetwork({
      [`GET /v2/portal/orders/${id}`]: () =>
        ok({
          ...base,
          payment_method: "On account",
          placed_by: "Bob Buyer",
          on_account: account({ invoice_status: "paid", balance: 0 }),
        }),
    });
    renderWithApp(<OrderTrackingSection orderId={id} email={EMAIL} />, {
      path: `/profile#tracking?order=${id}`,
    });
    await screen.findByTestId("order-timeline");
    expect(screen.getByText("On account")).toBeTruthy();
    expect(screen.getByTestId("order-po-number").textContent).toBe("PO-9001");
    expect(screen.getByTestId("order-due-date").textContent).toBe("Paid");
    expect(screen.getByTestId("order-invoice").getAttribute("href")).toBe(
      `/v2/orders/${id}/invoice`,
    );
  });
});
