import { BRAND_WORD } from "../constants";
import { defaultPoNumber } from "./default-po-number";

/** The customer's PO number trimmed, or the default when it is blank. */
export function resolvePoNumber(
  poNumber: string | null | undefined,
  fullName: string | null | undefined,
  brandWord = BRAND_WORD,
): string {
  const trimmed = poNumber?.trim();
  return trimmed ? trimmed : defaultPoNumber(fullName, brandWord);
}
