import { planCutList } from "@ingot/domain";
import { describe, expect, it } from "vitest";
import { cutToSizeCartItems, fullLengthCartItems } from "./cut-list-cart";

const tube = {
  productType: "Tube",
  shape: "Square",
  materialCode: "a500",
  materialLabel: "A500 Structural Steel Tube",
} as const;
const section = { width: 2, wall: 0.125 };
const pieces = [
  { length: 140, quantity: 2, label: "Post" },
  { length: 200, quantity: 1 },
];

describe("the planner's options as RFQ lines", () => {
  it("full lengths: one line per stock length with its bar count and the cuts to make", () => {
    const plan = planCutList({ pieces, stockLengths: [240, 288], kerf: 0, minDrop: 12 });
    const items = fullLengthCartItems(tube, section, pieces, plan, { kerf: 0, minDrop: 12 });
    expect(items.map((item) => [item.dimensions, item.quantity])).toEqual([
      [{ width: 2, wall: 0.125, length: 288 }, 1],
      [{ width: 2, wall: 0.125, length: 240 }, 1],
    ]);
    expect(items[0]?.description).toContain('2 × 140 in (11.667 ft) "Post"');
    expect(items[0]?.description).toContain("bar 1: 140 Post + 140 Post");
  });

  it("cut to size: one line per piece line, refused for pieces under 12 in", () => {
    const result = cutToSizeCartItems(tube, section, pieces);
    expect(
      "items" in result && result.items.map((item) => [item.dimensions.length, item.quantity]),
    ).toEqual([
      [140, 2],
      [200, 1],
    ]);
    const short = cutToSizeCartItems(tube, section, [{ length: 6, quantity: 4 }]);
    expect("reason" in short && short.reason).toContain("6 in (0.5 ft)");
  });
});
