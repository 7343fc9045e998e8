import { MESSAGES } from "../messages";
import { isValidEmail } from "./is-valid-email";

export interface ContactFields {
  name?: string | null;
  email?: string | null;
  company?: string | null;
}

/**
 * The names listed after 'Missing: ' on the quote form (spec §5, §8): "Name", "Email" (blank) or
 * "Valid Email" (malformed), "Company"; empty when the contact step is valid.
 */
export function getMissingContactFields(contact: ContactFields): string[] {
  const missing: string[] = [];
  const name = contact.name?.trim() ?? "";
  const email = contact.email?.trim() ?? "";
  const company = contact.company?.trim() ?? "";
  if (!name) missing.push(MESSAGES.contact.missingName);
  if (!email) missing.push(MESSAGES.contact.missingEmail);
  else if (!isValidEmail(email)) missing.push(MESSAGES.contact.missingValidEmail);
  if (!company) missing.push(MESSAGES.contact.missingCompany);
  return missing;
}
