import { screen } from "@testing-library/react";
import { describe, it } from "vitest";
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
      renderWithApp(<SuccessScreen sessionIdFromUrl="test_sess_1" />, { path: "/success" });
      await screen.findByTestId("payment-successful");
      expectTestPaymentBadge(testPayment);
    });
  }
});
