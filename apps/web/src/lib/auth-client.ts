import { GATEWAY_RETRIES, request } from "./api-client";

/**
 * Calls to the auth library's routes under /api/auth (decisions §12), through the api client (its
 * timeout, error parsing and retries). Their success replies are the library's own JSON, not the
 * envelope; errors come back as `{ status: "error", message, code?, errors? }` and become an
 * `ApiError` with the library's `code`. A 401 here is an answer (wrong password), not a lost
 * session, so it sends nobody to /auth. The session itself is an httpOnly cookie the browser keeps;
 * nothing here stores a token.
 */

export const AUTH_CODES = {
  invalidCredentials: "INVALID_EMAIL_OR_PASSWORD",
  userExists: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
  invalidToken: "INVALID_TOKEN",
} as const;

/**
 * A gateway status (502, 503, 504: the server briefly away) is retried like a query's (spec §8):
 * the auth routes are safe to send again (a repeated sign-up answers that the account exists).
 */
export function authPost<T>(
  path: string,
  body: unknown = {},
  options: { gatewayRetries?: number } = {},
): Promise<T> {
  return request<T>(`/api/auth/${path}`, {
    method: "POST",
    body,
    envelope: false,
    redirectOnUnauthorized: false,
    gatewayRetries: GATEWAY_RETRIES,
    ...options,
  });
}
