import { brand } from "@/config/brand";

/**
 * The document title of a screen: "<page> · <brand>", so a screen reader announces the page and a
 * browser's tab strip tells one screen from another (WCAG 2.4.2). The landing page (no page name)
 * keeps the brand and tagline.
 */
export function pageTitle(page?: string): string {
  if (!page)
    return `${brand.name}: ${brand.tagline.charAt(0).toLowerCase()}${brand.tagline.slice(1)}`;
  return `${page} · ${brand.name}`;
}
