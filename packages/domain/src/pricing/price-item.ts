import { getLeadTime, type LeadTime } from "../lead-time/get-lead-time";
import { calculateMaterialCost } from "./calculate-material-cost";
import { calculateVolume, type VolumeInput } from "./calculate-volume";
import { calculateWeight } from "./calculate-weight";

export interface MaterialPricing {
  densityLbPerIn3: number;
  pricePerLbCents: number;
}

export interface PricedItem {
  /** lb, unrounded */
  weightPerPieceLbs: number;
  /** lb, unrounded */
  totalWeightLbs: number;
  /** integer cents */
  materialCostCents: number;
  leadTime: LeadTime;
}

/**
 * Instant price of a validated item spec (decisions §4) with the material's current density and
 * price per lb (from the database; the defaults live in MATERIALS).
 */
export function priceItem(
  item: VolumeInput & { quantity: number },
  pricing: MaterialPricing,
): PricedItem {
  const weightPerPieceLbs = calculateWeight(calculateVolume(item), pricing.densityLbPerIn3);
  const totalWeightLbs = weightPerPieceLbs * item.quantity;
  const materialCostCents = calculateMaterialCost({
    totalWeightLbs,
    pricePerLbCents: pricing.pricePerLbCents,
    quantity: item.quantity,
  });
  return {
    weightPerPieceLbs,
    totalWeightLbs,
    materialCostCents,
    leadTime: getLeadTime(materialCostCents),
  };
}
