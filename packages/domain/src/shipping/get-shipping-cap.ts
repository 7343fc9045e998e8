import { SHIPPING_CAPS } from "./shipping-rates";

/** The shipping cap in cents for a total weight (spec §9): ≤100 lb $75, ≤500 $150, ≤1000 $300, else $600. */
export function getShippingCap(totalWeightLbs: number): number {
  const weight = Number.isFinite(totalWeightLbs) ? totalWeightLbs : Number.POSITIVE_INFINITY;
  const tier = SHIPPING_CAPS.find((candidate) => weight <= candidate.upToLbs);
  // The last tier covers every weight; the fallback only satisfies the type checker.
  return tier?.capCents ?? 60_000;
}
