import { z } from "zod";
import { MESSAGES } from "../messages";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from "./is-valid-email";

/** Building blocks shared by the form schemas. Text is trimmed; blank required text fails with
 * 'This field is required' (spec §5) and stops there. */
export const requiredText = (max = 200) =>
  z
    .string({ error: MESSAGES.contact.fieldRequired })
    .trim()
    .min(1, { error: MESSAGES.contact.fieldRequired, abort: true })
    .max(max, { error: MESSAGES.contact.tooLong(max) });

export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: MESSAGES.contact.tooLong(max) })
    .optional();

/** Required email, text@text.text with no spaces, stored lower case. */
export const requiredEmail = () =>
  z
    .string({ error: MESSAGES.contact.fieldRequired })
    .trim()
    .min(1, { error: MESSAGES.contact.fieldRequired, abort: true })
    // The length first (abort), so an oversized string never reaches the pattern.
    .max(MAX_EMAIL_LENGTH, { error: MESSAGES.contact.tooLong(MAX_EMAIL_LENGTH), abort: true })
    .regex(EMAIL_PATTERN, { error: MESSAGES.contact.invalidEmail })
    .toLowerCase();
