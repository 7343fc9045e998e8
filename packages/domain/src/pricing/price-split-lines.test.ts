import { describe, expect, it } from "vitest";
import { priceSplitLines } from "./price-split-lines";

describe("priceSplitLines (issue #22)", () => {
  it("names base metal, the surcharge at its rate, cut charges and the discount, adding up", () => {
    const lines = priceSplitLines({
      base_cost: 391.4,
      surcharge_cost: 49.4,
      cut_cost: 40,
      discount_percent: 5,
      discount: 22,
      surcharge_per_lb: 0.12,
    });
    expect(lines.map((l) => [l.label, l.amount])).toEqual([
      ["Base metal", "$391.40"],
      ["Metal surcharge ($0.12/lb)", "$49.40"],
      ["Cut charges", "$40.00"],
      ["Quantity discount (5%)", "-$22.00"],
    ]);
    expect(lines.reduce((sum, l) => sum + l.cents, 0)).toBe(45_880);
  });

  it("always shows the three lines, and no discount line without a discount", () => {
    const lines = priceSplitLines({ base_cost: 10, surcharge_cost: 0, cut_cost: 4, discount: 0 });
    expect(lines.map((l) => l.label)).toEqual(["Base metal", "Metal surcharge", "Cut charges"]);
  });

  it("names no single percent for an order's summed discount", () => {
    const lines = priceSplitLines({ base_cost: 100, surcharge_cost: 5, cut_cost: 8, discount: 5 });
    expect(lines.at(-1)?.label).toBe("Quantity discounts");
  });
});
