import type { DeliveryMethod } from "../constants";
import { calculateShipping } from "../shipping/calculate-shipping";
import { FACILITY_STATE } from "../shipping/shipping-rates";
import { calculateTax } from "../tax/calculate-tax";

export interface CheckoutPricingInput {
  materialCostCents: number;
  totalWeightLbs: number;
  deliveryMethod: DeliveryMethod;
  /** State of the delivery address (code or name). */
  state?: string | null;
  distanceMiles?: number | null;
  taxExempt: boolean;
}

export interface CheckoutPricing {
  materialCostCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
}

/**
 * The checkout cost breakdown in integer cents: material + tax on material + shipping.
 * Tax follows the delivery state; for pickup it is the facility's state (Michigan), where the
 * goods change hands — the spec's default state is MI as well.
 */
export function priceCheckout(input: CheckoutPricingInput): CheckoutPricing {
  const taxState = input.deliveryMethod === "pickup" ? FACILITY_STATE : input.state;
  const taxCents = calculateTax({
    materialCostCents: input.materialCostCents,
    state: taxState,
    taxExempt: input.taxExempt,
  });
  const shippingCents = calculateShipping({
    deliveryMethod: input.deliveryMethod,
    totalWeightLbs: input.totalWeightLbs,
    distanceMiles: input.distanceMiles ?? null,
    state: input.state ?? null,
  });
  return {
    materialCostCents: input.materialCostCents,
    taxCents,
    shippingCents,
    totalCents: input.materialCostCents + taxCents + shippingCents,
  };
}
