import { MESSAGES } from "@ingot/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { TestPaymentsBadge } from "./test-payments-badge";

const config = (payment_provider: "test" | "stripe") => ({
  payment_provider,
  google_maps_browser_key: null,
  facility: {
    name: "Ingot Metals Detroit",
    street: "2600 W Fort St",
    city: "Detroit",
    state: "MI",
    zip: "48216",
    phone: "(313) 555-0142",
    hours: "Mon-Fri",
    instructions: "Bring your order number",
  },
});

describe("the admin's test-payments badge", () => {
  it('says "TEST - no money taken" while the test checkout takes payments', async () => {
    stubNetwork({ "GET /v2/checkout/config": () => ok(config("test")) });
    renderWithApp(<TestPaymentsBadge />);
    const badge = await screen.findByTestId("test-payments");
    expect(badge.textContent).toContain(MESSAGES.testPayments.label);
  });

  it("shows nothing with Stripe", async () => {
    const net = stubNetwork({ "GET /v2/checkout/config": () => ok(config("stripe")) });
    renderWithApp(<TestPaymentsBadge />);
    await waitFor(() => expect(net.calls("GET /v2/checkout/config")).toHaveLength(1));
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByTestId("test-payments")).toBeNull();
  });
});
