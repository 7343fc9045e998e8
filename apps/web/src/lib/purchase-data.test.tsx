import { screen } from "@testing-library/react";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render";
import {
  loadPurchaseData,
  PURCHASE_DATA_KEY,
  type PurchaseData,
  usePurchaseHandOff,
} from "./purchase-data";

const data: PurchaseData = {
  material: "6061-T6 Aluminum - Plate Plate",
  quantity: 2,
  dimensions: { length: 12, width: 6, height: 0.5 },
  weightLbs: 7.02,
  weightPerPieceLbs: 3.51,
  totalPrice: 41.3,
  dfars: false,
  rohs: false,
  email: "buyer@example.com",
  item: {
    material: "6061-t651",
    product_type: "Plate",
    shape: "Plate",
    dimensions: { length: 12, width: 6, height: 0.5 },
    quantity: 2,
  },
};

function BuyNow() {
  const handOff = usePurchaseHandOff();
  return (
    <button type="button" onClick={() => handOff(data)}>
      Buy now
    </button>
  );
}

/** What /purchase-summary reads: router state, else this tab's stored copy. */
function Summary() {
  const found = loadPurchaseData(useLocation().state);
  return <p>{found ? `${found.material} × ${found.quantity}` : "no purchase data"}</p>;
}

function App() {
  const { pathname } = useLocation();
  return pathname === "/purchase-summary" ? <Summary /> : <BuyNow />;
}

describe("the purchase-data hand-off", () => {
  it("Buy now opens /purchase-summary with the data, which a reload still finds", async () => {
    const { user, router, unmount } = renderWithApp(<App />);
    await user.click(screen.getByRole("button", { name: "Buy now" }));

    expect(router.state.location.pathname).toBe("/purchase-summary");
    expect(router.state.location.state).toEqual({ purchaseData: data });
    expect(screen.getByText("6061-T6 Aluminum - Plate Plate × 2")).toBeTruthy();

    // A reload: no router state, the same tab's storage.
    unmount();
    renderWithApp(<App />, { path: "/purchase-summary" });
    expect(screen.getByText("6061-T6 Aluminum - Plate Plate × 2")).toBeTruthy();
  });

  it("prefers the router state over what the tab stored earlier", () => {
    sessionStorage.setItem(PURCHASE_DATA_KEY, JSON.stringify({ ...data, quantity: 9 }));
    expect(loadPurchaseData({ purchaseData: data })?.quantity).toBe(2);
    expect(loadPurchaseData(null)?.quantity).toBe(9);
  });

  it("finds nothing without data, or with data that is not purchase data", () => {
    expect(loadPurchaseData(undefined)).toBeUndefined();
    sessionStorage.setItem(PURCHASE_DATA_KEY, "{not json");
    expect(loadPurchaseData(undefined)).toBeUndefined();
    const { item: _item, ...withoutItem } = data;
    sessionStorage.setItem(PURCHASE_DATA_KEY, JSON.stringify(withoutItem));
    expect(loadPurchaseData({ purchaseData: { ...data, totalPrice: "41.30" } })).toBeUndefined();
  });
});
