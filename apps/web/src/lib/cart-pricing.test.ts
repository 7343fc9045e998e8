import type { CartItem, InstantQuoteResponse } from "@ingot/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartPurchaseData, cartSubtotal, unitPriceOf } from "./cart-pricing";

const price = (material_cost: number, extra: Partial<InstantQuoteResponse> = {}) =>
  ({
    weight_per_piece_lbs: 1.5,
    total_weight_lbs: 3,
    material_cost,
    lead_time: { tier: "standard", days: "5-7", label: "Standard" },
    ...extra,
  }) as unknown as InstantQuoteResponse;

const plate: CartItem = {
  id: "a",
  material: "6061-T651",
  materialCode: "6061-t651",
  shapeName: "Plate",
  productType: "Plate",
  dimensions: { length: 12, width: 6, height: 0.5 },
  quantity: 2,
  dfars: true,
};
const tube: CartItem = {
  id: "b",
  material: "A500",
  materialCode: "a500",
  shapeName: "Round",
  productType: "Tube",
  dimensions: { length: 48, diameter: 2, wall: 0.125, width: Number.NaN },
  quantity: 3,
  dfars: false,
};

describe("the cart's running subtotal", () => {
  it("adds the server's line totals to the cent and counts the lines without a price", () => {
    expect(cartSubtotal([price(0.1), price(0.2)])).toEqual({
      subtotal: 0.3,
      priced: 2,
      unpriced: 0,
      complete: true,
    });
    expect(cartSubtotal([price(41.3), undefined, price(12.05)])).toEqual({
      subtotal: 53.35,
      priced: 2,
      unpriced: 1,
      complete: false,
    });
    expect(cartSubtotal([]).complete).toBe(false);
  });

  it("equals the sum of the line totals in cents, whatever the lines (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined }), {
          maxLength: 100,
        }),
        (cents) => {
          const total = cartSubtotal(cents.map((c) => (c === undefined ? c : price(c / 100))));
          const priced = cents.filter((c): c is number => c !== undefined);
          expect(Math.round(total.subtotal * 100)).toBe(priced.reduce((a, b) => a + b, 0));
          expect(total.priced).toBe(priced.length);
          expect(total.complete).toBe(cents.length > 0 && priced.length === cents.length);
        },
      ),
    );
  });

  it("shows a unit price only when the server sent one", () => {
    expect(unitPriceOf(price(10))).toBeUndefined();
    expect(unitPriceOf(price(10, { unit_price: 5 } as Partial<InstantQuoteResponse>))).toBe(5);
    expect(unitPriceOf(undefined)).toBeUndefined();
  });
});

describe("a cart as the purchase hand-off", () => {
  it("makes one line per item in cart order, with the server's figures and each shape's dimensions", () => {
    const data = cartPurchaseData([plate, tube], [price(41.3), price(88.12)], "ada@example.com");
    expect(data?.email).toBe("ada@example.com");
    expect(data?.lines.map((l) => l.material)).toEqual(["6061-T651 - Plate", "A500 - Round Tube"]);
    expect(data?.lines[1]?.dimensions).toEqual({ length: 48, diameter: 2, wall: 0.125 });
    expect(data?.lines[1]?.item).toEqual({
      material: "a500",
      product_type: "Tube",
      shape: "Round",
      dimensions: { length: 48, diameter: 2, wall: 0.125 },
      quantity: 3,
    });
    expect(data?.lines.map((l) => l.totalPrice)).toEqual([41.3, 88.12]);
    expect(data?.lines.map((l) => l.dfars)).toEqual([true, false]);
  });

  it("is not ready while a line has no price, or for an empty cart", () => {
    expect(cartPurchaseData([plate, tube], [price(41.3), undefined], "")).toBeUndefined();
    expect(cartPurchaseData([], [], "")).toBeUndefined();
  });
});
