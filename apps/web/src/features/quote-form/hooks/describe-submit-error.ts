import { MESSAGES } from "@ingot/domain";
import { isApiError } from "@/lib/api-client";

const FIELD_NAMES: Record<string, string> = {
  name: "Name",
  email: "Email",
  company: "Company",
  phone: "Phone",
  notes: "Notes",
  referral_source: "Referral source",
  other_source: "Other source",
  items: "Items",
  material: "material",
  product_type: "product type",
  shape: "shape",
  quantity: "quantity",
  description: "description",
  material_spec: "material spec",
};

/** "items.0.dimensions.length" → "Item 1 length"; "email" → "Email". */
export function fieldName(field: string): string {
  const parts = field.split(".");
  if (parts[0] === "items" && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
    const last = parts.at(-1) ?? "";
    const what = FIELD_NAMES[last] ?? last;
    return parts.length > 2
      ? `Item ${Number(parts[1]) + 1} ${what}`
      : `Item ${Number(parts[1]) + 1}`;
  }
  return FIELD_NAMES[field] ?? field;
}

/**
 * What a failed submission says (spec §8): field errors as 'Field name: message' lines, else the
 * server's message, else 'Failed to submit RFQ. Please try again.'.
 */
export function describeSubmitError(error: unknown): string {
  if (isApiError(error)) {
    if (error.errors.length > 0) {
      return error.errors.map((e) => `${fieldName(e.field)}: ${e.message}`).join("\n");
    }
    if (error.message) return error.message;
  }
  return MESSAGES.quoteForm.submissionFailedDefault;
}
