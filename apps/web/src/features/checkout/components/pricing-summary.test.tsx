import type { MultiLineCheckoutPricingResponse, PricedOrderLineReply } from "@ingot/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../../test/render";
import { PricingSummary, type PricingSummaryProps } from "./pricing-summary";

const line = (
  position: number,
  quantity: number,
  split: Pick<
    PricedOrderLineReply,
    "base_cost" | "surcharge_cost" | "cut_cost" | "discount_percent" | "discount" | "line_total"
  >,
): PricedOrderLineReply => ({
  position,
  material: "7075",
  product_type: "Bar",
  shape: "Round",
  dimensions: { length: 36, diameter: 2 },
  quantity,
  weight_lbs: 10,
  unit_price: split.line_total / quantity,
  ...split,
});

// 352.50 + 27.30 + 40.00 - 7.80 = 412.00; 50.00 + 0.00 + 4.00 = 54.00
const LINE_1 = line(1, 10, {
  base_cost: 352.5,
  surcharge_cost: 27.3,
  cut_cost: 40,
  discount_percent: 5,
  discount: 7.8,
  line_total: 412,
});
const LINE_2 = line(2, 1, {
  base_cost: 50,
  surcharge_cost: 0,
  cut_cost: 4,
  discount_percent: 0,
  discount: 0,
  line_total: 54,
});

const pricing = (lines: PricedOrderLineReply[]): MultiLineCheckoutPricingResponse => ({
  material_cost: 466,
  tax_amount: 27.96,
  shipping_cost: 0,
  total_cost: 493.96,
  ship_by: "2026-11-30",
  order_within_minutes: null,
  lead_time: { tier: "fast", days: "3-4", label: "Fast turnaround" },
  base_cost: 402.5,
  surcharge_cost: 27.3,
  cut_cost: 44,
  discount: 7.8,
  lines,
  tax_exemption: "taxed",
});

const props = (patch: Partial<PricingSummaryProps>): PricingSummaryProps => ({
  pricing: pricing([LINE_1, LINE_2]),
  quotedMaterialCost: 466,
  updating: false,
  error: undefined,
  onRetry: () => {},
  deliveryMethod: "pickup",
  estimate: false,
  lineCount: 2,
  taxExempt: false,
  submitting: false,
  onProceed: () => {},
  lineLabels: ["7075-T6 - Round Bar", "6061-T651 - Round Bar"],
  ...patch,
});

const splitText = (scope: HTMLElement) =>
  within(scope)
    .getAllByTestId(/^split-/)
    .map((row) => row.textContent);

describe("the pricing summary's split (issue #22)", () => {
  it("splits each line of a multi-line order, as well as the order's sum", () => {
    renderWithApp(<PricingSummary {...props({})} />);
    const lines = screen.getAllByTestId("line-split");
    expect(lines).toHaveLength(2);
    const [first, second] = lines as [HTMLElement, HTMLElement];
    expect(within(first).getByText("1. 7075-T6 - Round Bar × 10 pcs")).toBeTruthy();
    expect(within(first).getByTestId("line-split-total").textContent).toBe("$412.00");
    expect(splitText(first)).toEqual([
      "Base metal$352.50",
      "Metal surcharge$27.30",
      "Cut charges$40.00",
      "Quantity discount (5%)-$7.80",
    ]);
    expect(within(second).getByText("2. 6061-T651 - Round Bar × 1 pcs")).toBeTruthy();
    expect(splitText(second)).toEqual([
      "Base metal$50.00",
      "Metal surcharge$0.00",
      "Cut charges$4.00",
    ]);
    // The order's summed split stays above the lines'.
    const summary = screen.getByTestId("pricing-summary");
    const summed = within(summary)
      .getAllByTestId(/^split-/)
      .filter((row) => !row.closest("[data-testid='line-split']"))
      .map((row) => row.textContent);
    expect(summed).toEqual([
      "Base metal$402.50",
      "Metal surcharge$27.30",
      "Cut charges$44.00",
      "Quantity discounts-$7.80",
    ]);
  });

  it("shows one line's split once (the order's is the line's)", () => {
    renderWithApp(
      <PricingSummary
        {...props({
          pricing: { ...pricing([LINE_1]), ...LINE_1, material_cost: 412 },
          lineCount: 1,
        })}
      />,
    );
    expect(screen.queryByTestId("line-split")).toBeNull();
    expect(screen.getAllByTestId(/^split-/)).toHaveLength(4);
  });
});
