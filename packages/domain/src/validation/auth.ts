import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants";
import { MESSAGES } from "../messages";
import { optionalText, requiredEmail, requiredText } from "./fields";

/** Sign-up form (spec §5): full name, company, email and a password of at least 6 characters. */
export const signUpSchema = z.object({
  full_name: requiredText(),
  company: requiredText(),
  email: requiredEmail(),
  phone: optionalText(50),
  password: z
    .string({ error: MESSAGES.contact.fieldRequired })
    .min(1, { error: MESSAGES.contact.fieldRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.auth.passwordHint })
    .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.contact.tooLong(PASSWORD_MAX_LENGTH) }),
});
export type SignUp = z.output<typeof signUpSchema>;

export const signInSchema = z.object({
  email: requiredEmail(),
  password: z
    .string({ error: MESSAGES.contact.fieldRequired })
    .min(1, { error: MESSAGES.contact.fieldRequired }),
});
export type SignIn = z.output<typeof signInSchema>;

/** Password reset request (spec §5): an email must be entered. */
export const passwordResetRequestSchema = z.object({
  email: requiredEmail(),
});

/** PUT /v2/profiles/{userId} (spec §7): full_name, company, phone. */
export const profileUpdateSchema = z.object({
  full_name: requiredText(),
  company: requiredText(),
  phone: optionalText(50),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
