import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants";
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

/** A password being chosen (sign-up, reset): required, PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH. */
export const newPassword = () =>
  z
    .string({ error: MESSAGES.contact.fieldRequired })
    .min(1, { error: MESSAGES.contact.fieldRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.auth.passwordHint })
    .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.contact.tooLong(PASSWORD_MAX_LENGTH) });

/** A name the user gives something (an API key, a company): the length is checked before the
 * trim (abort), then blank fails with the `required` text. */
export const requiredName = (max: number, messages: { required: string; tooLong: string }) =>
  z
    .string({ error: messages.required })
    .max(max, { error: messages.tooLong, abort: true })
    .trim()
    .min(1, { error: messages.required });
