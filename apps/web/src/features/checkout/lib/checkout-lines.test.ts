import { describe, expect, it } from "vitest";
import type { PurchaseLine } from "@/lib/purchase-data";
import { checkoutLines } from "./checkout-lines";

const line = (quantity: number, quoted?: string): PurchaseLine => ({
  material: "6061-T651 - Plate Plate",
  quantity,
  dimensions: { length: 12, width: 6, height: 0.5 },
  weightLbs: 1,
  weightPerPieceLbs: 1,
  totalPrice: 1,
  dfars: false,
  rohs: false,
  item: {
    material: "6061-t651",
    product_type: "Plate",
    shape: "Plate",
    dimensions: { length: 12, width: 6, height: 0.5 },
    quantity,
  },
  ...(quoted
    ? {
        quoteLine: {
          kind: "multi-line" as const,
          request_id: "11111111-1111-4111-8111-111111111111",
          item_id: quoted,
        },
      }
    : {}),
});

const A = "22222222-2222-4222-8222-22222222222a";
const B = "22222222-2222-4222-8222-22222222222b";

describe("what checkout sends for the lines", () => {
  it("one line as the single item (with its quote line when quoted)", () => {
    expect(checkoutLines({ email: "", lines: [line(2)] })).toEqual({ item: line(2).item });
    expect(checkoutLines({ email: "", lines: [line(2, A)] })).toEqual({
      item: line(2).item,
      quote_line: line(2, A).quoteLine,
    });
  });

  it("several lines as items, in order; a quote's lines as quote_lines", () => {
    expect(checkoutLines({ email: "", lines: [line(1), line(2), line(3)] })).toEqual({
      items: [line(1).item, line(2).item, line(3).item],
    });
    expect(checkoutLines({ email: "", lines: [line(1, A), line(2, B)] })).toEqual({
      quote_lines: [line(1, A).quoteLine, line(2, B).quoteLine],
    });
  });

  it("full lengths cut by us as the cut list alone, never its bars or price (issue #17)", () => {
    const cutList = {
      material: "a500" as const,
      product_type: "Tube" as const,
      shape: "Square" as const,
      dimensions: { width: 2, wall: 0.125 },
      pieces: [{ length: 48.5, quantity: 9 }],
    };
    const bars = { ...line(3), cutList };
    expect(checkoutLines({ email: "", lines: [bars] })).toEqual({ cut_list: cutList });
    expect(() => checkoutLines({ email: "", lines: [bars, line(1)] })).toThrow();
    expect(() => checkoutLines({ email: "", lines: [line(1), bars] })).toThrow();
  });

  it("refuses no lines, and quoted mixed with unquoted lines", () => {
    expect(() => checkoutLines({ email: "", lines: [] })).toThrow();
    expect(() => checkoutLines({ email: "", lines: [line(1, A), line(2)] })).toThrow();
  });
});
