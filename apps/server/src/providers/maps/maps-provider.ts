/**
 * Address and distance (decisions §7). Two implementations: Google (when GOOGLE_MAPS_API_KEY is set)
 * and ZIP centroids from a dataset shipped in an npm package (the default). Both measure to the
 * facility's ZIP 48216; a `null` distance means "unknown", and pricing then uses the spec's flat
 * regional fallback.
 */
export interface MapsAddress {
  street?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  zip_code?: string | undefined;
  country?: string | undefined;
}

export interface ZipPlace {
  zip: string;
  city: string;
  /** Two-letter state code. */
  state: string;
}

export interface MapsProvider {
  readonly name: "google" | "zip-centroid";
  /** Driving distance (or its estimate) from the address to the facility, in miles; null if unknown. */
  distanceMiles(address: MapsAddress): Promise<number | null>;
  /** City and state of a US ZIP code; null when the ZIP is unknown. */
  lookupZip(zip: string): Promise<ZipPlace | null>;
}

/** "48216-1234" → "48216"; anything that is not a US ZIP → null. */
export function zip5(zip: string | undefined | null): string | null {
  const match = /^(\d{5})(?:-\d{4})?$/.exec(zip?.trim() ?? "");
  return match?.[1] ?? null;
}
