import type { CartItem, ItemSpecInput } from "@ingot/domain";
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ok, stubNetwork } from "../../../test/network";
import { renderWithApp } from "../../../test/render";
import { CartCheckout } from "./cart-checkout";

const item = (id: string, length: number, quantity: number): CartItem => ({
  id,
  material: "6061-T651",
  materialCode: "6061-t651",
  shapeName: "Plate",
  productType: "Plate",
  dimensions: { length, width: 6, height: 0.5 },
  quantity,
  dfars: true,
});

/** The pricing API as a stand-in: $1.10 a piece-inch, so each line has its own figure. */
function pricing(hold?: (spec: ItemSpecInput) => boolean) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const net = stubNetwork({
    "POST /v2/pricing/quote": async (request) => {
      const spec = (await request.json()) as ItemSpecInput;
      if (hold?.(spec)) await held;
      const cents = 110 * (spec.dimensions.length ?? 0) * spec.quantity;
      return ok({
        weight_per_piece_lbs: 1,
        total_weight_lbs: spec.quantity,
        material_cost: cents / 100,
        lead_time: { tier: "standard", days: "5-7", label: "Standard" },
      });
    },
  });
  return { net, release: () => release() };
}

function Cart({ initial }: { initial: CartItem[] }) {
  const [items, setItems] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setItems((all) => all.slice(1))}>
        Remove first
      </button>
      <CartCheckout items={items} email="ada@example.com" />
    </>
  );
}

describe("a cart's subtotal and checkout", () => {
  it("offers checkout of a whole cart of several lines as one order", async () => {
    pricing();
    renderWithApp(<CartCheckout items={[item("a", 12, 1), item("b", 24, 1)]} />);
    await waitFor(() => expect(screen.getByTestId("cart-subtotal").textContent).toBe("$39.60"));
    expect(screen.getByText("Material cost. Tax and shipping at checkout.")).toBeTruthy();
    expect(screen.getByTestId("cart-checkout-button").getAttribute("aria-disabled")).toBeNull();
    expect(screen.getByTestId("cart-checkout-button").textContent).toContain("Check out cart");
  });

  it("adds the server's line totals, says which lines are not priced yet, and follows removals", async () => {
    const { release } = pricing((spec) => spec.dimensions.length === 30);
    const { user, router } = renderWithApp(
      <Cart initial={[item("a", 12, 2), item("b", 24, 1), item("c", 30, 1)]} />,
    );
    const subtotal = () => screen.getByTestId("cart-subtotal").textContent;
    const button = () => screen.getByTestId("cart-checkout-button");

    // 12×2 and 24×1 at $1.10 are priced; the 30 in line waits.
    await waitFor(() => expect(subtotal()).toBe("$52.80"));
    expect(screen.getByText("1 line is not priced yet")).toBeTruthy();
    expect(button().getAttribute("aria-disabled")).toBe("true");
    await user.click(button());
    expect(router.state.location.pathname).toBe("/");

    release();
    await waitFor(() => expect(subtotal()).toBe("$85.80"));
    expect(button().getAttribute("aria-disabled")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Remove first" }));
    await waitFor(() => expect(subtotal()).toBe("$59.40"));
    expect(screen.getByText("Subtotal (2 lines)")).toBeTruthy();

    await user.click(button());
    expect(router.state.location.pathname).toBe("/purchase-summary");
    const handed = (router.state.location.state as { purchaseData: unknown }).purchaseData;
    expect(handed).toMatchObject({
      email: "ada@example.com",
      lines: [
        { material: "6061-T651 - Plate", quantity: 1, totalPrice: 26.4 },
        { material: "6061-T651 - Plate", quantity: 1, totalPrice: 33 },
      ],
    });
  });
});
