import { type CartItem, MESSAGES } from "@ingot/domain";
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { RfqSubmitPanel } from "./rfq-submit-panel";

const item: CartItem = {
  id: "a",
  material: "6061-T651",
  materialCode: "6061-t651",
  shapeName: "Plate",
  productType: "Plate",
  dimensions: { length: 48, width: 24, height: 1 },
  quantity: 2,
  dfars: true,
};

function Harness() {
  const [items, setItems] = useState<CartItem[]>([item]);
  return (
    <>
      <Toaster />
      <button type="button" onClick={() => setItems([{ ...item, id: "b" }])}>
        Add another
      </button>
      <RfqSubmitPanel
        items={items}
        profile={{ name: "Ada Buyer", email: "ada@example.com", company: "Acme", phone: "" }}
        onSubmitted={() => setItems([])}
      />
    </>
  );
}

describe("submitting a multi-line RFQ", () => {
  it("toasts the spec's text exactly and shows the number in the card until the next item", async () => {
    stubNetwork({
      "POST /v2/quotes/multi-line": () => ok({ id: "r1", request_number: "RFQ-0000ABCD" }, 201),
    });
    const { user } = renderWithApp(<Harness />);
    await user.click(screen.getByTestId("submit-rfq"));

    const toastText = await screen.findByText(MESSAGES.quoteForm.trackSignedIn);
    expect(toastText.textContent).toBe("Check your quote history to track progress");
    const confirmation = await screen.findByTestId("rfq-confirmation");
    expect(confirmation.getAttribute("role")).toBe("status");
    expect(confirmation.textContent).toContain("RFQ submitted: RFQ-0000ABCD");
    expect(confirmation.textContent).toContain("within 24 hours");

    await user.click(screen.getByRole("button", { name: "Add another" }));
    await waitFor(() => expect(screen.queryByTestId("rfq-confirmation")).toBeNull());
  });
});
