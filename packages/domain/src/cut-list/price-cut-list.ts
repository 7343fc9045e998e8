import { roundCents } from "../money/round-cents";
import { CUT_CHARGE_CENTS } from "../pricing/calculate-material-cost";
import { calculateVolume, type Dimensions, type VolumeInput } from "../pricing/calculate-volume";
import { calculateWeight } from "../pricing/calculate-weight";
import { type MaterialPricing, priceItem } from "../pricing/price-item";
import type { CutListPiece, CutPlan } from "./plan-cut-list";

export interface CutListPricingInput {
  product_type: VolumeInput["product_type"];
  shape: VolumeInput["shape"];
  /** the cross-section, inches (no length) */
  dimensions: Omit<Dimensions, "length">;
  pieces: readonly CutListPiece[];
  plan: Pick<CutPlan, "stockCounts" | "cutCount">;
  pricing: MaterialPricing;
}

export interface CutListPrices {
  /** each piece line priced as the instant quote prices it: metal + $4.00 a piece, cents */
  cutToSizeCents: number;
  /** the whole bars' metal + $4.00 a cut, cents; the buyer keeps the drops */
  fullLengthsCents: number;
  /** cutToSizeCents - fullLengthsCents (negative when full lengths cost more) */
  savingsCents: number;
  /** lb, unrounded */
  piecesWeightLbs: number;
  /** lb, unrounded */
  barsWeightLbs: number;
}

/**
 * The two prices of a cut plan (issue #17), in integer cents, from the same rules as every other
 * price (decisions §4): the pieces cut to size, or the full bars with a cut charge per saw cut.
 */
export function priceCutList({
  product_type,
  shape,
  dimensions,
  pieces,
  plan,
  pricing,
}: CutListPricingInput): CutListPrices {
  let cutToSizeCents = 0;
  let piecesWeightLbs = 0;
  for (const piece of pieces) {
    const priced = priceItem(
      {
        product_type,
        shape,
        dimensions: { ...dimensions, length: piece.length },
        quantity: piece.quantity,
      },
      pricing,
    );
    cutToSizeCents += priced.materialCostCents;
    piecesWeightLbs += priced.totalWeightLbs;
  }
  let metalCents = 0;
  let barsWeightLbs = 0;
  for (const { stockLength, count } of plan.stockCounts) {
    const weight =
      calculateWeight(
        calculateVolume({
          product_type,
          shape,
          dimensions: { ...dimensions, length: stockLength },
        }),
        pricing.densityLbPerIn3,
      ) * count;
    metalCents += roundCents(weight * pricing.pricePerLbCents);
    barsWeightLbs += weight;
  }
  const fullLengthsCents = metalCents + CUT_CHARGE_CENTS * plan.cutCount;
  return {
    cutToSizeCents,
    fullLengthsCents,
    savingsCents: cutToSizeCents - fullLengthsCents,
    piecesWeightLbs,
    barsWeightLbs,
  };
}
