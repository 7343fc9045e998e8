import { MESSAGES } from "@ingot/domain";
import { screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import {
  checkoutFailureText,
  describeInvalidField,
} from "@/features/checkout/components/purchase-summary-screen";
import { ApiError } from "@/lib/api-client";
import { PURCHASE_DATA_KEY } from "@/lib/purchase-data";
import { renderWithApp } from "../../../test/render";
import { Component as PurchaseSummary } from "./purchase-summary";

function open() {
  return renderWithApp(
    <>
      <Toaster />
      <PurchaseSummary />
    </>,
    { path: "/purchase-summary" },
  );
}

describe("/purchase-summary without usable purchase data (spec §8)", () => {
  afterEach(() => sessionStorage.clear());

  it("nothing handed over: 'No purchase data found', then home", async () => {
    const { router } = open();
    expect(await screen.findByText(MESSAGES.checkout.noPurchaseData)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("a damaged hand-off: 'Error' / 'Purchase data not found', then home", async () => {
    sessionStorage.setItem(PURCHASE_DATA_KEY, '{"lines":[{"material":');
    const { router } = open();
    expect(await screen.findByText(MESSAGES.checkout.purchaseDataNotFound)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});

describe("a failed payment session (spec §8)", () => {
  it("names the HTTP status in the one toast when the server sent no field errors", () => {
    expect(checkoutFailureText(new ApiError("x", { status: 502, kind: "http" }))).toBe(
      "Failed to proceed to checkout. Please try again. HTTP error! status: 502",
    );
    expect(
      checkoutFailureText(
        new ApiError("x", {
          status: 400,
          kind: "http",
          errors: [{ field: "address.zip_code", message: "Bad ZIP" }],
        }),
      ),
    ).toBe(MESSAGES.checkout.proceedFailed);
    expect(checkoutFailureText(new ApiError("x", { status: 0, kind: "network" }))).toBe(
      MESSAGES.checkout.proceedFailed,
    );
  });
});

describe("a checkout form with every field filled but one wrong (issue #18)", () => {
  it("names the wrong field in page order, not 'Please fill in all required fields'", () => {
    expect(
      describeInvalidField({
        state: { message: MESSAGES.contact.invalidState },
        zip_code: { message: MESSAGES.contact.invalidZip },
      }),
    ).toBe("ZIP code: Please enter a valid ZIP code");
    expect(
      describeInvalidField({ customer_email: { message: "Please enter a valid email address" } }),
    ).toBe("Business email: Please enter a valid email address");
    expect(describeInvalidField({})).toBeUndefined();
  });
});
