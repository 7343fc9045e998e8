import type { Config } from "../../config/env";
import { createGoogleMapsProvider } from "./google-maps-provider";
import type { MapsProvider } from "./maps-provider";
import { createZipCentroidMapsProvider } from "./zip-centroid-provider";

export function createMapsProvider(
  config: Pick<Config, "maps" | "facility">,
  onError?: (error: unknown) => void,
): MapsProvider {
  const apiKey = config.maps.googleApiKey;
  return apiKey
    ? createGoogleMapsProvider({
        apiKey,
        facilityZip: config.facility.zip,
        ...(config.maps.googleApiUrl ? { baseUrl: config.maps.googleApiUrl } : {}),
        ...(onError ? { onError } : {}),
      })
    : createZipCentroidMapsProvider(config.facility.zip);
}
