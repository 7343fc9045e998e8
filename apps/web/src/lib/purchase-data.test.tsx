import { screen } from "@testing-library/react";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render";
import {
  loadPurchaseData,
  PURCHASE_DATA_KEY,
  type PurchaseData,
  type PurchaseLine,
  pickDimensions,
  purchaseTotals,
  usePurchaseHandOff,
} from "./purchase-data";

const plate: PurchaseLine = {
  material: "6061-T6 Aluminum - Plate Plate",
  quantity: 2,
  dimensions: { length: 12, width: 6, height: 0.5 },
  weightLbs: 7.02,
  weightPerPieceLbs: 3.51,
  totalPrice: 41.3,
  dfars: false,
  rohs: false,
  item: {
    material: "6061-t651",
    product_type: "Plate",
    shape: "Plate",
    dimensions: { length: 12, width: 6, height: 0.5 },
    quantity: 2,
  },
};

const tube: PurchaseLine = {
  material: "A500 Steel - Round Tube",
  quantity: 3,
  dimensions: { length: 48, diameter: 2, wall: 0.125 },
  weightLbs: 12.1,
  weightPerPieceLbs: 4.03,
  totalPrice: 0.2,
  dfars: true,
  rohs: false,
  item: {
    material: "a500",
    product_type: "Tube",
    shape: "Round",
    dimensions: { length: 48, diameter: 2, wall: 0.125 },
    quantity: 3,
  },
  quoteLine: {
    kind: "multi-line",
    request_id: "11111111-1111-4111-8111-111111111111",
    item_id: "22222222-2222-4222-8222-222222222222",
  },
};

const data: PurchaseData = { lines: [plate, tube], email: "buyer@example.com" };

function BuyCart() {
  const handOff = usePurchaseHandOff();
  return (
    <button type="button" onClick={() => handOff(data)}>
      Check out cart
    </button>
  );
}

/** What /purchase-summary reads: router state, else this tab's stored copy. */
function Summary() {
  const found = loadPurchaseData(useLocation().state);
  return (
    <ul>
      {found ? (
        found.lines.map((line) => (
          <li key={line.material}>{`${line.material} × ${line.quantity}`}</li>
        ))
      ) : (
        <li>no purchase data</li>
      )}
    </ul>
  );
}

function App() {
  const { pathname } = useLocation();
  return pathname === "/purchase-summary" ? <Summary /> : <BuyCart />;
}

describe("the purchase-data hand-off", () => {
  it("a cart opens /purchase-summary with every line, which a reload still finds", async () => {
    const { user, router, unmount } = renderWithApp(<App />);
    await user.click(screen.getByRole("button", { name: "Check out cart" }));

    expect(router.state.location.pathname).toBe("/purchase-summary");
    expect(router.state.location.state).toEqual({ purchaseData: data });
    const shown = () => screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(shown()).toEqual(["6061-T6 Aluminum - Plate Plate × 2", "A500 Steel - Round Tube × 3"]);

    // A reload: no router state, the same tab's storage; the quote line's reference survives.
    unmount();
    renderWithApp(<App />, { path: "/purchase-summary" });
    expect(shown()).toHaveLength(2);
    expect(loadPurchaseData(undefined)?.lines[1]?.quoteLine).toEqual(tube.quoteLine);
  });

  it("prefers the router state over what the tab stored earlier", () => {
    sessionStorage.setItem(
      PURCHASE_DATA_KEY,
      JSON.stringify({ ...data, lines: [{ ...plate, quantity: 9 }] }),
    );
    expect(loadPurchaseData({ purchaseData: data })?.lines).toHaveLength(2);
    expect(loadPurchaseData(null)?.lines[0]?.quantity).toBe(9);
  });

  it("reads the one-item form an older tab stored as a one-line order", () => {
    sessionStorage.setItem(
      PURCHASE_DATA_KEY,
      JSON.stringify({ ...plate, email: "old@example.com" }),
    );
    const found = loadPurchaseData(undefined);
    expect(found?.email).toBe("old@example.com");
    expect(found?.lines).toEqual([plate]);
  });

  it("finds nothing without data, with no lines, too many, or a line that is not one", () => {
    expect(loadPurchaseData(undefined)).toBeUndefined();
    sessionStorage.setItem(PURCHASE_DATA_KEY, "{not json");
    expect(loadPurchaseData(undefined)).toBeUndefined();
    expect(loadPurchaseData({ purchaseData: { lines: [], email: "" } })).toBeUndefined();
    const many = Array.from({ length: 101 }, () => plate);
    expect(loadPurchaseData({ purchaseData: { lines: many, email: "" } })).toBeUndefined();
    expect(
      loadPurchaseData({ purchaseData: { lines: [plate, { ...tube, totalPrice: "0.20" }] } }),
    ).toBeUndefined();
    const { item: _item, ...withoutItem } = plate;
    expect(loadPurchaseData({ purchaseData: { lines: [withoutItem] } })).toBeUndefined();
  });

  it("keeps only the dimensions a shape has, and totals the lines to the cent", () => {
    expect(pickDimensions({ length: 48, diameter: 2, wall: 0.125 })).toEqual({
      length: 48,
      diameter: 2,
      wall: 0.125,
    });
    expect(pickDimensions({ length: 12, width: undefined })).toEqual({ length: 12 });
    // 41.30 + 0.20 in cents, not floats; weights in hundredths.
    expect(purchaseTotals(data)).toEqual({ weightLbs: 19.12, totalPrice: 41.5 });
    const cents = purchaseTotals({
      email: "",
      lines: [
        { ...plate, totalPrice: 0.1, weightLbs: 0.1 },
        { ...plate, totalPrice: 0.2, weightLbs: 0.2 },
      ],
    });
    expect(cents).toEqual({ totalPrice: 0.3, weightLbs: 0.3 });
  });
});
