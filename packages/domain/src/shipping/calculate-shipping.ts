import type { DeliveryMethod } from "../constants";
import { roundCents } from "../money/round-cents";
import { normalizeStateCode } from "../tax/normalize-state-code";
import { getShippingCap } from "./get-shipping-cap";
import {
  REGIONAL_BASE_CENTS,
  REGIONAL_OTHER_BASE_CENTS,
  SHIPPING_BASE_CENTS,
  SHIPPING_NO_ADDRESS_CENTS,
  SHIPPING_PER_LB_CENTS,
  SHIPPING_PER_MILE_CENTS,
} from "./shipping-rates";

export interface ShippingInput {
  deliveryMethod: DeliveryMethod;
  totalWeightLbs: number;
  /** Driving distance to the facility; null/undefined when the lookup failed or was not made. */
  distanceMiles?: number | null;
  /** State of the delivery address (code or name), for the regional fallback. */
  state?: string | null;
}

/**
 * Shipping in integer cents (spec §9):
 * - pickup: 0;
 * - with a distance: $25 + 12¢/lb × total weight + 50¢/mile × miles;
 * - distance unknown but a state given: regional base (MI $20; OH, IN, IL, WI, MN $30;
 *   NY, PA, NJ, CT, MA $40; CA, WA, OR $60; any other state $45) + 12¢/lb × total weight;
 * - no usable address: $25 flat.
 * The first two are capped by total weight ($75 / $150 / $300 / $600 at 100 / 500 / 1000 lb).
 * Negative or non-finite weight and distance count as 0 / unknown, so the result is never negative.
 */
export function calculateShipping({
  deliveryMethod,
  totalWeightLbs,
  distanceMiles,
  state,
}: ShippingInput): number {
  if (deliveryMethod === "pickup") return 0;

  const weight = Number.isFinite(totalWeightLbs) ? Math.max(0, totalWeightLbs) : 0;
  const weightCharge = SHIPPING_PER_LB_CENTS * weight;
  const cap = getShippingCap(weight);

  if (typeof distanceMiles === "number" && Number.isFinite(distanceMiles)) {
    const miles = Math.max(0, distanceMiles);
    const total = SHIPPING_BASE_CENTS + weightCharge + SHIPPING_PER_MILE_CENTS * miles;
    return Math.min(cap, roundCents(total));
  }

  const stateText = state?.trim();
  if (stateText) {
    const code = normalizeStateCode(stateText);
    const base = (code && REGIONAL_BASE_CENTS[code]) || REGIONAL_OTHER_BASE_CENTS;
    return Math.min(cap, roundCents(base + weightCharge));
  }

  return SHIPPING_NO_ADDRESS_CENTS;
}
