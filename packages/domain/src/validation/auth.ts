import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../constants";
import { MESSAGES } from "../messages";
import { newPassword, optionalText, requiredEmail, requiredText } from "./fields";

export { EMAIL_CONFIRMED_PARAM, RESET_TOKEN_PARAM } from "../auth-links";

/** Sign-up form (spec §5): full name, company, email and a password of at least 6 characters. */
export const signUpSchema = z.object({
  full_name: requiredText(),
  company: requiredText(),
  email: requiredEmail(),
  phone: optionalText(50),
  password: newPassword(),
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

/**
 * The bodies of Better Auth's other public routes, as the server bounds them before the library
 * reads them (issue #21: no request string without a maximum length). Every field is optional
 * here: a missing one keeps the library's own reply; only a too-long one is ours (400).
 */
const bounded = (max: number) =>
  z
    .string()
    .max(max, { error: MESSAGES.contact.tooLong(max) })
    .optional();
const callbackUrl = bounded(2000);

/** POST /api/auth/sign-in/email */
export const signInRequestSchema = z.object({
  email: bounded(254),
  password: bounded(PASSWORD_MAX_LENGTH),
  callbackURL: callbackUrl,
  rememberMe: z.boolean().optional(),
});

/** POST /api/auth/reset-password (the token comes from the emailed link) */
export const passwordResetSchema = z.object({
  newPassword: bounded(PASSWORD_MAX_LENGTH),
  token: bounded(200),
});

/** POST /api/auth/send-verification-email */
export const verificationEmailRequestSchema = z.object({
  email: bounded(254),
  callbackURL: callbackUrl,
});

/** PUT /v2/profiles/{userId} (spec §7): full_name, company, phone. */
export const profileUpdateSchema = z.object({
  full_name: requiredText(),
  company: requiredText(),
  phone: optionalText(50),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
