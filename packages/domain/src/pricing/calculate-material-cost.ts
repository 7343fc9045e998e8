import { roundCents } from "../money/round-cents";

/** Cut charge per piece (decisions §4): $4.00. Never discounted (issue #22). */
export const CUT_CHARGE_CENTS = 400;

export interface MaterialCostInput {
  /** lb, unrounded */
  weightPerPieceLbs: number;
  quantity: number;
  /** integer cents per lb, the material's base metal price */
  pricePerLbCents: number;
  /** integer cents per lb, the metal surcharge in force (issue #22); 0 when none */
  surchargePerLbCents: number;
  /** the quantity break's percent off the metal (base + surcharge), 0 when none */
  discountPercent: number;
}

/** One piece's figures, integer cents. */
export interface PieceCost {
  baseCents: number;
  surchargeCents: number;
  cutCents: number;
  discountCents: number;
  /** base + surcharge + cut - discount */
  unitPriceCents: number;
}

/** A line's figures, integer cents: each piece's figure × quantity. */
export interface MaterialCost {
  /** base metal: weight × price per lb */
  baseCents: number;
  /** metal surcharge: weight × surcharge per lb */
  surchargeCents: number;
  /** $4.00 a piece */
  cutCents: number;
  discountPercent: number;
  /** discountPercent of (base + surcharge); the cut charge is not discounted */
  discountCents: number;
  /** the line total: base + surcharge + cut - discount, to the cent */
  materialCostCents: number;
  /** one piece: materialCostCents = unitPriceCents × quantity */
  unitPriceCents: number;
  piece: PieceCost;
}

/** One piece's price at a discount percent: each part rounded to the cent, half up. */
export function calculatePieceCost(input: Omit<MaterialCostInput, "quantity">): PieceCost {
  const baseCents = roundCents(input.weightPerPieceLbs * input.pricePerLbCents);
  const surchargeCents = roundCents(input.weightPerPieceLbs * input.surchargePerLbCents);
  const discountCents = roundCents(((baseCents + surchargeCents) * input.discountPercent) / 100);
  return {
    baseCents,
    surchargeCents,
    cutCents: CUT_CHARGE_CENTS,
    discountCents,
    unitPriceCents: baseCents + surchargeCents + CUT_CHARGE_CENTS - discountCents,
  };
}

/**
 * Material cost in integer cents (decisions §4, issue #22). A piece is priced first (base metal,
 * surcharge, the $4.00 cut charge, less the quantity break's percent of the metal), each part
 * rounded to the cent; the line is that piece × quantity. So the line total is exactly
 * base + surcharge + cuts - discount and exactly unit price × quantity, and the unit price can only
 * fall as the quantity (and with it the discount) rises.
 */
export function calculateMaterialCost(input: MaterialCostInput): MaterialCost {
  const piece = calculatePieceCost(input);
  const q = input.quantity;
  return {
    baseCents: piece.baseCents * q,
    surchargeCents: piece.surchargeCents * q,
    cutCents: piece.cutCents * q,
    discountPercent: input.discountPercent,
    discountCents: piece.discountCents * q,
    materialCostCents: piece.unitPriceCents * q,
    unitPriceCents: piece.unitPriceCents,
    piece,
  };
}
