import { centsToDollars, type LineSplit, type PriceSplit } from "@ingot/domain";

/** A line's split on the wire (issue #22): dollars with 2 decimals. */
export function priceSplitReply(split: LineSplit, unitPriceCents: number): PriceSplit {
  return {
    unit_price: centsToDollars(unitPriceCents),
    base_cost: centsToDollars(split.baseCents),
    surcharge_cost: centsToDollars(split.surchargeCents),
    cut_cost: centsToDollars(split.cutCents),
    discount_percent: split.discountPercent,
    discount: centsToDollars(split.discountCents),
  };
}

/** The order's split: the sum of its lines' (in cents, then dollars). */
export function sumSplits(splits: readonly LineSplit[]) {
  const sum = (key: "baseCents" | "surchargeCents" | "cutCents" | "discountCents") =>
    splits.reduce((total, split) => total + split[key], 0);
  return {
    base_cost: centsToDollars(sum("baseCents")),
    surcharge_cost: centsToDollars(sum("surchargeCents")),
    cut_cost: centsToDollars(sum("cutCents")),
    discount: centsToDollars(sum("discountCents")),
  };
}
