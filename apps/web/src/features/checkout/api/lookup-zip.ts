import type { ZipPlaceReply } from "@ingot/domain";
import { api } from "@/lib/api-client";

/** GET /v2/address/zip/{zip}: city and state of a US ZIP code (404 when unknown). */
export function lookupZip(zip: string, signal?: AbortSignal) {
  return api.get<ZipPlaceReply>(`/v2/address/zip/${encodeURIComponent(zip)}`, { signal });
}
