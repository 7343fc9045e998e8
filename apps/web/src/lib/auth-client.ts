import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_ERROR_MESSAGE,
} from "./api-client";

/**
 * Calls to the auth library's routes under /api/auth (decisions §12). Their success replies are the
 * library's own JSON, not the envelope, so they do not go through `api`; errors come back as
 * `{ status: "error", message, code?, errors? }` and become an `AuthError`. The session itself is an
 * httpOnly cookie the browser keeps; nothing here stores a token.
 */

export class AuthError extends ApiError {
  /** The library's error code, e.g. INVALID_EMAIL_OR_PASSWORD. */
  readonly code: string | undefined;
  constructor(
    message: string,
    options: ConstructorParameters<typeof ApiError>[1] & { code?: string },
  ) {
    super(message, options);
    this.code = options.code;
  }
}

export const AUTH_CODES = {
  invalidCredentials: "INVALID_EMAIL_OR_PASSWORD",
  userExists: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
  invalidToken: "INVALID_TOKEN",
} as const;

export async function authPost<T>(path: string, body: unknown = {}): Promise<T> {
  let response: Response;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    response = await fetch(`/api/auth/${path}`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "include",
      signal: timeout,
    });
  } catch (cause) {
    const timedOut = timeout.aborted;
    throw new AuthError(timedOut ? TIMEOUT_ERROR_MESSAGE : NETWORK_ERROR_MESSAGE, {
      status: 0,
      kind: timedOut ? "timeout" : "network",
      cause,
    });
  }
  const payload = (await response.json().catch(() => undefined)) as
    | (Record<string, unknown> & { message?: unknown; code?: unknown; errors?: unknown })
    | undefined;
  if (response.ok) return payload as T;
  const errors = Array.isArray(payload?.errors)
    ? (payload.errors as { field?: unknown; message?: unknown }[]).flatMap((e) =>
        typeof e.message === "string"
          ? [{ field: typeof e.field === "string" ? e.field : "", message: e.message }]
          : [],
      )
    : [];
  throw new AuthError(
    typeof payload?.message === "string" && payload.message
      ? payload.message
      : `Request failed with status ${response.status}`,
    {
      status: response.status,
      kind: "http",
      errors,
      ...(typeof payload?.code === "string" ? { code: payload.code } : {}),
    },
  );
}
