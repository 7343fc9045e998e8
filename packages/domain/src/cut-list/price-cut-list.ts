import { CUT_CHARGE_CENTS, calculatePieceCost } from "../pricing/calculate-material-cost";
import { calculateVolume, type Dimensions, type VolumeInput } from "../pricing/calculate-volume";
import { calculateWeight } from "../pricing/calculate-weight";
import { discountPercentAt } from "../pricing/price-breaks";
import { type MaterialPricing, priceItem } from "../pricing/price-item";
import type { LineSplit } from "../pricing/split-quoted-line";
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
  /**
   * the whole bars' metal (base + surcharge, less the quantity break that the number of bars of
   * each stock length earns) + $4.00 a cut, cents; the buyer keeps the drops
   */
  fullLengthsCents: number;
  /**
   * How fullLengthsCents splits (base + surcharge + cuts - discount, exactly); the discount
   * percent is the largest any stock length earned (mixed lengths may earn different breaks)
   */
  fullLengthsSplit: LineSplit;
  /** cutToSizeCents - fullLengthsCents (negative when full lengths cost more) */
  savingsCents: number;
  /** lb, unrounded */
  piecesWeightLbs: number;
  /** lb, unrounded */
  barsWeightLbs: number;
}

/**
 * The two prices of a cut plan (issue #17), in integer cents, from the same rules as every other
 * price (decisions §4, issue #22): the pieces cut to size, or the full bars with a cut charge per
 * saw cut. Both include the surcharge in force and the material's quantity breaks.
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
  const split: LineSplit = {
    baseCents: 0,
    surchargeCents: 0,
    cutCents: CUT_CHARGE_CENTS * plan.cutCount,
    discountCents: 0,
    discountPercent: 0,
  };
  for (const { stockLength, count } of plan.stockCounts) {
    const barWeight = calculateWeight(
      calculateVolume({
        product_type,
        shape,
        dimensions: { ...dimensions, length: stockLength },
      }),
      pricing.densityLbPerIn3,
    );
    const discountPercent = discountPercentAt(pricing.priceBreaks, count);
    const bar = calculatePieceCost({
      weightPerPieceLbs: barWeight,
      pricePerLbCents: pricing.pricePerLbCents,
      surchargePerLbCents: pricing.surchargePerLbCents,
      discountPercent,
    });
    split.baseCents += bar.baseCents * count;
    split.surchargeCents += bar.surchargeCents * count;
    split.discountCents += bar.discountCents * count;
    split.discountPercent = Math.max(split.discountPercent, discountPercent);
    metalCents += (bar.baseCents + bar.surchargeCents - bar.discountCents) * count;
    barsWeightLbs += barWeight * count;
  }
  const fullLengthsCents = metalCents + CUT_CHARGE_CENTS * plan.cutCount;
  return {
    cutToSizeCents,
    fullLengthsCents,
    fullLengthsSplit: split,
    savingsCents: cutToSizeCents - fullLengthsCents,
    piecesWeightLbs,
    barsWeightLbs,
  };
}
