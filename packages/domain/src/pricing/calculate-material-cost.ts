import { roundCents } from "../money/round-cents";

/** Cut charge per piece (decisions §4): $4.00. */
export const CUT_CHARGE_CENTS = 400;

export interface MaterialCostInput {
  totalWeightLbs: number;
  pricePerLbCents: number;
  quantity: number;
}

/**
 * Material cost in integer cents (decisions §4): total weight × price per lb, rounded to the cent,
 * plus the $4.00 cut charge per piece.
 */
export function calculateMaterialCost({
  totalWeightLbs,
  pricePerLbCents,
  quantity,
}: MaterialCostInput): number {
  return roundCents(totalWeightLbs * pricePerLbCents) + CUT_CHARGE_CENTS * quantity;
}
