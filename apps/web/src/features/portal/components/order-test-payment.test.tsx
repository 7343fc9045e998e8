import { screen } from "@testing-library/react";
import { describe, it } from "vitest";
import { ok, stubNetwork } from "../../../../test/network";
import {
  EMAIL,
  expectTestPaymentBadge,
  order,
  ordersReply,
  tracked,
} from "../../../../test/order-fixtures";
import { renderWithApp } from "../../../../test/render";
import { OrderTrackingSection } from "./order-tracking-section";
import { OrdersSection } from "./orders-section";

/**
 * Issue #20: the portal's order history and tracking say "TEST - no money taken" on an order the
 * server marks `test_payment`, and nothing on a Stripe order.
 */
describe('"TEST - no money taken" in the portal', () => {
  for (const testPayment of [true, false]) {
    const what = testPayment ? "shows it" : "shows nothing";

    it(`the order history ${what} when test_payment is ${testPayment}`, async () => {
      stubNetwork({
        "GET /v2/companies/mine": () => ok(null),
        [`GET /v2/orders/user/${encodeURIComponent(EMAIL)}`]: () => ok(ordersReply(testPayment)),
      });
      renderWithApp(<OrdersSection email={EMAIL} />, { path: "/profile#orders" });
      await screen.findByTestId("order-card");
      expectTestPaymentBadge(testPayment);
    });

    it(`tracking ${what} when test_payment is ${testPayment}`, async () => {
      const id = order(testPayment).id;
      stubNetwork({ [`GET /v2/portal/orders/${id}`]: () => ok(tracked(testPayment)) });
      renderWithApp(<OrderTrackingSection orderId={id} email={EMAIL} />, {
        path: `/profile#tracking?order=${id}`,
      });
      await screen.findByTestId("order-timeline");
      expectTestPaymentBadge(testPayment);
    });
  }
});
