import { MESSAGES } from "@ingot/domain";
import { screen, waitFor } from "@testing-library/react";
import { Toaster, toast } from "sonner";
import { describe, expect, it } from "vitest";
import { fail, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { useCreateCheckoutSession } from "./create-checkout-session";
import { usePayTestSession } from "./test-checkout";

/** Fails like the checkout form does: the spec's one toast, nothing from the query client. */
function Checkout() {
  const create = useCreateCheckoutSession();
  const pay = usePayTestSession("s1");
  return (
    <>
      <Toaster />
      <button
        type="button"
        onClick={() =>
          create.mutateAsync({} as never).catch(() =>
            toast.error(MESSAGES.checkout.errorTitle, {
              description: MESSAGES.checkout.proceedFailed,
            }),
          )
        }
      >
        Proceed
      </button>
      <button
        type="button"
        onClick={() =>
          pay
            .mutateAsync({
              card_number: "4000000000000002",
              expiry: "12/30",
              cvc: "123",
              name: "A",
            })
            .catch((e: Error) => toast.error("Payment declined", { description: e.message }))
        }
      >
        Pay
      </button>
    </>
  );
}

const toastCount = () => document.querySelectorAll("[data-sonner-toast]").length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe("a failed checkout or declined test card", () => {
  it("shows one toast, never the raw server message as a second one", async () => {
    stubNetwork({
      "POST /api/stripe/create-checkout-session": () => fail(500, "raw server detail"),
      "POST /v2/checkout/test-sessions/s1/pay": () => fail(402, "Your card was declined."),
    });
    const { user } = renderWithApp(<Checkout />);
    await user.click(screen.getByRole("button", { name: "Proceed" }));
    await screen.findByText(MESSAGES.checkout.proceedFailed);
    await settle();
    expect(screen.queryByText("raw server detail")).toBeNull();
    expect(toastCount()).toBe(1);

    await user.click(screen.getByRole("button", { name: "Pay" }));
    await screen.findByText("Your card was declined.");
    await settle();
    await waitFor(() => expect(screen.getAllByText("Your card was declined.")).toHaveLength(1));
    expect(toastCount()).toBe(2);
  });
});
