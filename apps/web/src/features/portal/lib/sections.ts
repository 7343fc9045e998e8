import type { PortalSection } from "@ingot/domain";

/** Each section's name in the spec's words (§2): its menu entry and, by default, its heading. */
export const SECTION_TITLES: Record<PortalSection, string> = {
  dashboard: "Dashboard",
  account: "Account Info",
  orders: "Order History",
  tracking: "Order tracking",
  quotes: "Quote History",
  documents: "Documents",
  contact: "Contact Rep",
  company: "Company",
  settings: "Settings",
};
