import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, stubNetwork } from "../../../../test/network";
import { confirmed, expectTestPaymentBadge, signedIn } from "../../../../test/order-fixtures";
import { renderWithApp } from "../../../../test/render";
import { SuccessScreen } from "./success-screen";

/** Issue #20: /success says "TEST - no money taken" when the server says the order was a test. */
describe('"TEST - no money taken" on /success', () => {
  for (const testPayment of [true, false]) {
    it(`${testPayment ? "shows it" : "shows nothing"} when test_payment is ${testPayment}`, async () => {
      stubNetwork({
        "GET /v2/me": () => ok(signedIn),
        "POST /v2/checkout/confirm": () =>
          ok({ paid: true, payment_status: "paid", order: confirmed(testPayment) }),
      });
      // What checkout stored before the payment page (/success shows an order only then).
      localStorage.setItem(
        "pendingOrderData",
        JSON.stringify({ orderId: confirmed(testPayment).id, sessionId: "test_sess_1" }),
      );
      renderWithApp(<SuccessScreen sessionIdFromUrl="test_sess_1" />, { path: "/success" });
      await screen.findByTestId("payment-successful");
      expectTestPaymentBadge(testPayment);
    });
  }
});

/** Spec §2: with nothing stored in this browser, /success is 'Order Not Found'. */
describe("/success with a session id but nothing stored", () => {
  it("says Order Not Found, though the server confirmed the session", async () => {
    localStorage.removeItem("pendingOrderData");
    const net = stubNetwork({
      "GET /v2/me": () => ok(signedIn),
      "POST /v2/checkout/confirm": () =>
        ok({ paid: true, payment_status: "paid", order: confirmed(false) }),
    });
    renderWithApp(<SuccessScreen sessionIdFromUrl="test_sess_2" />, { path: "/success" });
    await screen.findByTestId("order-not-found");
    expect(screen.queryByTestId("payment-successful")).toBeNull();
    await waitFor(() => expect(net.calls("POST /v2/checkout/confirm").length).toBeGreaterThan(0));
  });
});
