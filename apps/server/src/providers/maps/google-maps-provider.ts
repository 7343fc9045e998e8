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

/** Distances kept per instance (one billed request per origin ZIP, issue #21): at most this many
 * ZIP pairs (least recently used first out; ~42,000 US ZIPs exist), each for a day. */
export const DISTANCE_CACHE_MAX = 50_000;
export const DISTANCE_CACHE_TTL_MS = 24 * 60 * 60_000;

interface DistanceMatrixReply {
  status?: string;
  rows?: { elements?: { status?: string; distance?: { value?: number } }[] }[];
}

/**
 * Google's Distance Matrix (driving) from the customer's ZIP to the facility's ZIP, read in
 * metres and converted to miles as the spec does (1609.34 m a mile). Any failure answers null, so
 * pricing falls back to the flat regional rate (spec §8). ZIP → city/state uses the ZIP dataset:
 * no call needed for that.
 *
 * Every anonymous price preview asks for a distance, and each request is billed: distances are
 * cached per ZIP pair (bounded LRU, DISTANCE_CACHE_MAX entries for DISTANCE_CACHE_TTL_MS, per
 * instance; concurrent asks for one ZIP share one request), and only a ZIP the dataset knows is
 * asked for at all, so no stream of made-up addresses can run up the bill.
 */
export function createGoogleMapsProvider(options: GoogleMapsOptions): MapsProvider {
  const doFetch = options.fetch ?? fetch;
  const baseUrl = options.baseUrl ?? "https://maps.googleapis.com";
  const destination = `${options.facilityZip ?? FACILITY_ZIP}, USA`;
  const cache = new Map<string, { miles: Promise<number | null>; expiresAt: number }>();
  const ask = async (zip: string): Promise<number | null> => {
    const url = new URL("/maps/api/distancematrix/json", baseUrl);
    url.searchParams.set("origins", `${zip}, USA`);
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
  };
  return {
    name: "google",
    async distanceMiles(address: MapsAddress) {
      const place = lookupZipPlace(address.zip_code ?? "");
      if (!place) return null;
      const cacheKey = `${place.zip}>${destination}`;
      const now = Date.now();
      const cached = cache.get(cacheKey);
      if (cached && cached.expiresAt > now) {
        cache.delete(cacheKey);
        cache.set(cacheKey, cached);
        return cached.miles;
      }
      const miles = ask(place.zip);
      cache.delete(cacheKey);
      cache.set(cacheKey, { miles, expiresAt: now + DISTANCE_CACHE_TTL_MS });
      while (cache.size > DISTANCE_CACHE_MAX) {
        const oldest = cache.keys().next().value;
        if (oldest === undefined) break;
        cache.delete(oldest);
      }
      const result = await miles;
      // A failure is not remembered: the next price asks again.
      if (result === null && cache.get(cacheKey)?.miles === miles) cache.delete(cacheKey);
      return result;
    },
    async lookupZip(zip: string) {
      return lookupZipPlace(zip);
    },
  };
}
