import { z } from "zod";
import { signUpSchema } from "./auth";
import { TAX_EXEMPTION_STATUSES } from "./documents";
import { newPassword, optionalText, requiredEmail } from "./fields";

/** Roles of spec §6. */
export const ACCOUNT_ROLES = ["customer", "admin"] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** A new password (reset form and the reset API): the sign-up rules, 6 to 128 characters. */
export const newPasswordSchema = z.object({
  password: newPassword(),
});
export type NewPassword = z.output<typeof newPasswordSchema>;

/**
 * POST /api/auth/sign-up/email (decisions §12): the auth library's fields (`email`, `password`,
 * `name`, `callbackURL`, `rememberMe`) plus the spec's metadata `full_name`, `company`, `phone`.
 * `name` defaults to `full_name`. Checked by the server before the auth library sees the request.
 */
export const signUpRequestSchema = signUpSchema.extend({
  name: optionalText(200),
  callbackURL: z.string().max(2000).optional(),
  rememberMe: z.boolean().optional(),
});

/** GET/PUT /v2/profiles/{userId} reply (spec §7: full_name, company, phone, email). */
export const profileSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(ACCOUNT_ROLES),
});
export type Profile = z.output<typeof profileSchema>;

/** GET /v2/me: the session of spec §3 (user and session, both null when signed out) plus the
 * profile and role. */
export const meSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      email_verified: z.boolean(),
      role: z.enum(ACCOUNT_ROLES),
    })
    .nullable(),
  session: z.object({ expires_at: z.string() }).nullable(),
  profile: profileSchema.nullable(),
  /** The newest tax-exemption certificate's review (accepted wins); null when none or signed out.
   * Checkout ticks its tax-exempt box from it. */
  tax_exemption_status: z.enum(TAX_EXEMPTION_STATUSES).nullable(),
});
export type Me = z.output<typeof meSchema>;

/** The admin CLI's request to the running server (loopback only): grant or revoke a role. */
export const setRoleRequestSchema = z.object({
  email: requiredEmail(),
  role: z.enum(ACCOUNT_ROLES),
});
