/**
 * The emailed links' query parameters, written by the server and read by the web's /auth screen:
 * the reset link sets a new password (`/auth?reset_token=...`); the email confirmation lands on a
 * reset link with `email_confirmed=1`, and the web names the step for it. Their own module, free of
 * any schema, so the web's first-load entry can import them (`@ingot/domain/auth-links`).
 */
export const RESET_TOKEN_PARAM = "reset_token";
export const EMAIL_CONFIRMED_PARAM = "email_confirmed";
