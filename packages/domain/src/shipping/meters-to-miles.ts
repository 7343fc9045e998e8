import { METERS_PER_MILE } from "./shipping-rates";

/** A route distance in metres (as the maps service reports it) in miles. */
export function metersToMiles(meters: number): number {
  return meters / METERS_PER_MILE;
}
