import { PORTAL_SECTIONS, type PortalSection } from "@ingot/domain";
import { useLocation } from "react-router";

/**
 * The portal's section comes from the URL hash (spec §2): `#dashboard`, `#account`, `#orders`,
 * `#quotes`, `#documents`, `#contact`, `#company`, `#settings`, and the hidden tracking section,
 * `#tracking?order=<id>` (or `#tracking-<id>`). Anything else is the dashboard.
 */
export interface PortalLocation {
  section: PortalSection;
  orderId: string | undefined;
}

export function parsePortalHash(hash: string): PortalLocation {
  const raw = decodeURIComponent(hash.replace(/^#/, ""));
  const tracking = /^tracking(?:\?order=|-)([A-Za-z0-9-]+)$/.exec(raw);
  if (tracking) return { section: "tracking", orderId: tracking[1] };
  const section = (PORTAL_SECTIONS as readonly string[]).includes(raw)
    ? (raw as PortalSection)
    : "dashboard";
  return { section: section === "tracking" ? "orders" : section, orderId: undefined };
}

export function sectionHash(section: PortalSection, orderId?: string): string {
  return section === "tracking" && orderId ? `#tracking?order=${orderId}` : `#${section}`;
}

export function usePortalSection(): PortalLocation {
  return parsePortalHash(useLocation().hash);
}
