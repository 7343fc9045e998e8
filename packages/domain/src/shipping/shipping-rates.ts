/** Shipping figures of spec §9, in integer cents. */

export const SHIPPING_BASE_CENTS = 2500;
/** 12¢ per lb of total weight. */
export const SHIPPING_PER_LB_CENTS = 12;
/** 50¢ per mile of driving distance to the facility. */
export const SHIPPING_PER_MILE_CENTS = 50;
/** Used when there is no usable address (no distance, no state). */
export const SHIPPING_NO_ADDRESS_CENTS = 2500;

/** Caps by total weight: the first tier whose `upToLbs` (inclusive) covers the weight applies. */
export const SHIPPING_CAPS: readonly { upToLbs: number; capCents: number }[] = [
  { upToLbs: 100, capCents: 7500 },
  { upToLbs: 500, capCents: 15_000 },
  { upToLbs: 1000, capCents: 30_000 },
  { upToLbs: Number.POSITIVE_INFINITY, capCents: 60_000 },
];

/** Base when the distance lookup fails but the state is known (spec §9). */
export const REGIONAL_BASE_CENTS: Readonly<Record<string, number>> = {
  MI: 2000,
  OH: 3000,
  IN: 3000,
  IL: 3000,
  WI: 3000,
  MN: 3000,
  NY: 4000,
  PA: 4000,
  NJ: 4000,
  CT: 4000,
  MA: 4000,
  CA: 6000,
  WA: 6000,
  OR: 6000,
};
export const REGIONAL_OTHER_BASE_CENTS = 4500;

/** Distances are measured to the facility's ZIP (Detroit, MI). */
export const FACILITY_ZIP = "48216";
export const FACILITY_STATE = "MI";
export const METERS_PER_MILE = 1609.34;
