import { MESSAGES } from "../messages";
import { dollarsToCents } from "../money/dollars-to-cents";
import { formatUsd } from "../money/format-usd";

/** The split as replies carry it (dollars), with the surcharge rate when known. */
export interface PriceSplitDollars {
  base_cost: number;
  surcharge_cost: number;
  cut_cost: number;
  /** absent for an order's sum of lines */
  discount_percent?: number;
  discount: number;
  surcharge_per_lb?: number;
}

export interface PriceSplitLine {
  key: "base" | "surcharge" | "cuts" | "discount";
  label: string;
  /** integer cents; the discount is negative */
  cents: number;
  /** "$1,234.56", the discount "-$12.00" */
  amount: string;
}

/**
 * The lines every price shows (issue #22): base metal, metal surcharge (with its rate when
 * known), cut charges, and the quantity discount when there is one. They add up to the material
 * cost. One source for the live price, checkout, quote history and the quote PDF.
 */
export function priceSplitLines(split: PriceSplitDollars): PriceSplitLine[] {
  const m = MESSAGES.pricing;
  const line = (key: PriceSplitLine["key"], label: string, dollars: number): PriceSplitLine => {
    const cents = dollarsToCents(dollars);
    return { key, label, cents, amount: formatUsd(cents) };
  };
  const lines = [
    line("base", m.baseMetal, split.base_cost),
    line(
      "surcharge",
      split.surcharge_per_lb !== undefined
        ? m.surchargeAt(formatUsd(dollarsToCents(split.surcharge_per_lb)))
        : m.surcharge,
      split.surcharge_cost,
    ),
    line("cuts", m.cutCharges, split.cut_cost),
  ];
  if (split.discount > 0) {
    // An order's split sums lines of different breaks: no one percent to name.
    const label =
      split.discount_percent === undefined ? m.discounts : m.discount(split.discount_percent);
    lines.push(line("discount", label, -split.discount));
  }
  return lines;
}
