import type { QuoteStatus } from "../constants";

/** How a quote status reads to a customer (decisions §5 workflow). */
export const QUOTE_STATUS_LABELS = {
  submitted: "Submitted",
  in_review: "In review",
  quoted: "Quoted",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
} as const satisfies Record<QuoteStatus, string>;

/** "Round Bar", "Square Tube", "Plate" (a plate's shape and product type are one word). */
export function describeForm(shape: string | null, productType: string | null): string {
  if (!shape || !productType) return shape ?? productType ?? "";
  return shape === productType ? shape : `${shape} ${productType}`;
}
