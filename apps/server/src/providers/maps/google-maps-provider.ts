import { FACILITY_ZIP, METERS_PER_MILE } from "@ingot/domain";
import type { MapsAddress, MapsProvider } from "./maps-provider";
import { lookupZipPlace } from "./zip-centroid-provider";

export interface GoogleMapsOptions {
  apiKey: string;
  facilityZip?: string;
  /** Injected in tests. */
  fetch?: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
  onError?: (error: unknown) => void;
}

interface DistanceMatrixReply {
  status?: string;
  rows?: { elements?: { status?: string; distance?: { value?: number } }[] }[];
}

/**
 * Google's Distance Matrix (driving) from the customer's address to the facility's ZIP, read in
 * metres and converted to miles as the spec does (1609.34 m a mile). Any failure answers null, so
 * pricing falls back to the flat regional rate (spec §8). ZIP → city/state uses the ZIP dataset:
 * no call needed for that.
 */
export function createGoogleMapsProvider(options: GoogleMapsOptions): MapsProvider {
  const doFetch = options.fetch ?? fetch;
  const baseUrl = options.baseUrl ?? "https://maps.googleapis.com";
  const destination = `${options.facilityZip ?? FACILITY_ZIP}, USA`;
  return {
    name: "google",
    async distanceMiles(address: MapsAddress) {
      const origin = [address.street, address.city, address.state, address.zip_code]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(", ");
      if (!origin) return null;
      const url = new URL("/maps/api/distancematrix/json", baseUrl);
      url.searchParams.set("origins", `${origin}, USA`);
      url.searchParams.set("destinations", destination);
      url.searchParams.set("mode", "driving");
      url.searchParams.set("key", options.apiKey);
      try {
        const response = await doFetch(url, {
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
        if (!response.ok) throw new Error(`Distance Matrix answered ${response.status}`);
        const body = (await response.json()) as DistanceMatrixReply;
        const element = body.rows?.[0]?.elements?.[0];
        const metres = element?.distance?.value;
        if (body.status !== "OK" || element?.status !== "OK" || typeof metres !== "number") {
          throw new Error(`Distance Matrix status ${body.status}/${element?.status}`);
        }
        return Math.round((metres / METERS_PER_MILE) * 10) / 10;
      } catch (error) {
        options.onError?.(error);
        return null;
      }
    },
    async lookupZip(zip: string) {
      return lookupZipPlace(zip);
    },
  };
}
