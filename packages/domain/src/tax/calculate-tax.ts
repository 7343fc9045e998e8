import { getTaxRate } from "./get-tax-rate";

export interface TaxInput {
  /** Integer cents; tax applies to material cost only (spec §9). */
  materialCostCents: number;
  /** State code or name; unknown or missing → 6%. */
  state: string | null | undefined;
  taxExempt: boolean;
}

/**
 * Sales tax in integer cents (spec §9): material cost × the state's rate, rounded half up to the
 * cent in integer arithmetic; 0 when tax exempt or when the cost is not positive.
 */
export function calculateTax({ materialCostCents, state, taxExempt }: TaxInput): number {
  if (taxExempt || !(materialCostCents > 0)) return 0;
  const cents = Math.round(materialCostCents);
  return Math.floor((cents * getTaxRate(state) + 50_000) / 100_000);
}
