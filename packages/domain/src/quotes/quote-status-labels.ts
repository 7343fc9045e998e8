import { QUOTE_STATUSES } from "../constants";
import { sentenceCaseLabels } from "../labels/sentence-case-labels";

/** How a quote status reads to a customer (decisions §5 workflow). */
export const QUOTE_STATUS_LABELS = sentenceCaseLabels(QUOTE_STATUSES);

/** "Round Bar", "Square Tube", "Plate" (a plate's shape and product type are one word). */
export function describeForm(shape: string | null, productType: string | null): string {
  if (!shape || !productType) return shape ?? productType ?? "";
  return shape === productType ? shape : `${shape} ${productType}`;
}
