import { getLeadTime, type LeadTime } from "../lead-time/get-lead-time";
import { type CheckoutPricing, type CheckoutPricingInput, priceCheckout } from "./price-checkout";

/** One priced line of an order: what the line costs and weighs as a whole. */
export interface OrderLineFigures {
  /** integer cents, the whole line (quantity × unit) */
  lineTotalCents: number;
  /** lb, unrounded, the whole line */
  totalWeightLbs: number;
}

export interface OrderPricing extends CheckoutPricing {
  /** lb, unrounded: the sum of the lines' weights, the weight shipping is computed on */
  totalWeightLbs: number;
  /** the tier of the order's material cost (issue #15: lead time follows the whole order) */
  leadTime: LeadTime;
}

/**
 * An order's figures from its lines (issue #15): the material cost is the sum of the line totals,
 * tax applies to that sum, and shipping is computed once from the total weight, so spec §9's
 * weight caps apply to the whole order rather than to each line.
 */
export function priceOrder(
  lines: readonly OrderLineFigures[],
  delivery: Omit<CheckoutPricingInput, "materialCostCents" | "totalWeightLbs">,
): OrderPricing {
  let materialCostCents = 0;
  let totalWeightLbs = 0;
  for (const line of lines) {
    materialCostCents += line.lineTotalCents;
    totalWeightLbs += line.totalWeightLbs;
  }
  const breakdown = priceCheckout({ ...delivery, materialCostCents, totalWeightLbs });
  return { ...breakdown, totalWeightLbs, leadTime: getLeadTime(materialCostCents) };
}

/** A line's unit price in cents as shown: the line total over its pieces, to the cent. */
export function unitPriceCents(lineTotalCents: number, quantity: number): number {
  return Math.round(lineTotalCents / Math.max(1, quantity));
}
