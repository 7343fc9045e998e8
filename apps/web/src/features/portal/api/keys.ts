import { PORTAL_CACHE_MS } from "@ingot/domain";

/**
 * Query keys of the portal. Spec §9: profile, orders and notifications live 5 minutes
 * (`PORTAL_CACHE_MS` as their fresh time); the quote list is fresh 2 minutes and kept 10 (its own
 * options in get-portal-quotes.ts, under the `["quotes"]` prefix the RFQ submission invalidates).
 * Sign-out clears the whole cache (features/auth).
 */
export const portalKeys = {
  summary: ["portal", "summary"] as const,
  profile: (userId: string) => ["profile", userId] as const,
  orders: (email: string, params: object) => ["orders", email, params] as const,
  ordersAll: ["orders"] as const,
  order: (id: string) => ["orders", "detail", id] as const,
  documents: ["documents"] as const,
  rep: ["portal", "rep"] as const,
  preferences: (email: string) => ["notifications", email] as const,
};

export const PORTAL_STALE_MS = PORTAL_CACHE_MS;
