import type { CartItem } from "@ingot/domain";
import { beforeEach, describe, expect, it } from "vitest";
import { appendToRfqCart, loadRfqCart, RFQ_CART_STORAGE_KEY } from "./rfq-cart-storage";

const line = (id: string, quantity: number): CartItem => ({
  id,
  material: "A500 Structural Steel Tube",
  materialCode: "a500",
  shapeName: "Square",
  productType: "Tube",
  dimensions: { length: 240, width: 2, wall: 0.125 },
  quantity,
  dfars: true,
});

describe("the shared RFQ cart store", () => {
  beforeEach(() => localStorage.clear());

  it("adds lines after the ones already in the cart, where /rfq reads them", () => {
    localStorage.setItem(RFQ_CART_STORAGE_KEY, JSON.stringify([line("a", 1)]));
    expect(appendToRfqCart([line("b", 4), line("c", 3)])).toBe(true);
    expect(loadRfqCart().map((item) => [item.id, item.quantity])).toEqual([
      ["a", 1],
      ["b", 4],
      ["c", 3],
    ]);
  });

  it("reads an unreadable cart as empty and drops entries that are not cart lines", () => {
    localStorage.setItem(RFQ_CART_STORAGE_KEY, "{not json");
    expect(loadRfqCart()).toEqual([]);
    localStorage.setItem(RFQ_CART_STORAGE_KEY, JSON.stringify([{ id: 1 }, line("ok", 2)]));
    expect(loadRfqCart().map((item) => item.id)).toEqual(["ok"]);
  });
});
