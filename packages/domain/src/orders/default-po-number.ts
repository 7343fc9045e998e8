import { BRAND_WORD } from "../constants";

/**
 * The PO number used when the customer leaves it blank (spec §5, decisions §3):
 * brand word + space + first word of the full name, or "Customer" when there is no name.
 */
export function defaultPoNumber(
  fullName: string | null | undefined,
  brandWord = BRAND_WORD,
): string {
  const firstWord = fullName?.trim().split(/\s+/)[0];
  return `${brandWord} ${firstWord || "Customer"}`;
}
