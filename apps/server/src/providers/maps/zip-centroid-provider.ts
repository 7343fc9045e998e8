import { FACILITY_ZIP } from "@ingot/domain";
import { type MapsAddress, type MapsProvider, type ZipPlace, zip5 } from "./maps-provider";
import { findZip } from "./zip-dataset";

const EARTH_RADIUS_MILES = 3958.8;

/**
 * Roads are longer than the straight line. 1.2 is the usual average "circuity factor" of US road
 * trips of a few hundred miles (docs/decisions/005-zip-centroid-distance.md); it turns the
 * great-circle distance between ZIP centroids into an estimate of the driving distance.
 */
export const ROAD_FACTOR = 1.2;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function greatCircleMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated driving miles between two ZIP codes, 1 decimal; null when either is unknown. */
export function estimateZipDistanceMiles(fromZip: string, toZip: string): number | null {
  const from = findZip(fromZip);
  const to = findZip(toZip);
  if (!from || !to) return null;
  return Math.round(greatCircleMiles(from, to) * ROAD_FACTOR * 10) / 10;
}

export function lookupZipPlace(zip: string): ZipPlace | null {
  const code = zip5(zip);
  const record = code ? findZip(code) : undefined;
  return record ? { zip: record.zip, city: record.city, state: record.state } : null;
}

/** The default maps provider: ZIP centroid distance × road factor to the facility's ZIP. */
export function createZipCentroidMapsProvider(facilityZip: string = FACILITY_ZIP): MapsProvider {
  return {
    name: "zip-centroid",
    async distanceMiles(address: MapsAddress) {
      const code = zip5(address.zip_code);
      return code ? estimateZipDistanceMiles(code, facilityZip) : null;
    },
    async lookupZip(zip: string) {
      return lookupZipPlace(zip);
    },
  };
}
