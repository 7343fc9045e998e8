import { EMAIL_CONFIRMED_PARAM, RESET_TOKEN_PARAM } from "@ingot/domain/auth-links";

/**
 * Which of /auth's views a query string shows. The screen renders from it, and main.tsx uses it
 * to tell whether the prerendered /auth (the sign-in view, dist/auth.html) is what the client
 * would render, so it hydrates only then.
 */
export type AuthMode = "signin" | "signup" | "reset";
export type AuthView = AuthMode | "new-password" | "email-confirmed";

/** The emailed links' parameters, as the server writes them (packages/domain/src/auth-links.ts). */
export { EMAIL_CONFIRMED_PARAM, RESET_TOKEN_PARAM };
export const MODE_PARAM = "mode";
/** Prefills the email field (a guest's order email, offered from /success). */
export const EMAIL_PARAM = "email";

export function modeOf(value: string | null): AuthMode {
  return value === "signup" || value === "reset" ? value : "signin";
}

/**
 * The emailed reset link's token wins over the mode. Confirming an email lands on the same step,
 * named for what happened: the confirmation ended every session and voided the sign-up password.
 */
export function authViewOf(params: URLSearchParams): AuthView {
  if (!params.get(RESET_TOKEN_PARAM)) return modeOf(params.get(MODE_PARAM));
  return params.get(EMAIL_CONFIRMED_PARAM) === "1" ? "email-confirmed" : "new-password";
}

/** Each view's heading, and the page name in the document title. */
export const AUTH_TITLES: Record<AuthView, { title: string; lead: string }> = {
  signin: { title: "Sign in", lead: "Track your quotes and orders, and reorder in a few clicks." },
  signup: {
    title: "Create your account",
    lead: "Save your company details, submit multi-line RFQs and follow every quote.",
  },
  reset: { title: "Reset your password", lead: "We will email you a link to choose a new one." },
  "new-password": { title: "Choose a new password", lead: "Then sign in with it." },
  "email-confirmed": {
    title: "Email confirmed: choose your password",
    lead: "For your account's safety, confirming your email signed out every session and cleared the password set at sign-up. Choose the one you will sign in with.",
  },
};
