/**
 * The one way the browser talks to the server (the API under /v2 and the auth library's routes under
 * /api/auth, lib/auth-client.ts).
 *
 * Every API reply uses the envelope of spec section 7:
 *   success  { status: "success", data }
 *   error    { status: "error", message, errors: [{ field, message }], code? }
 * The auth library's success replies are its own JSON (`envelope: false`); its errors use the same
 * error envelope. Anything else (a network failure, a timeout, a reply that is not the envelope)
 * becomes an ApiError too: a failed call never resolves as success (decisions §11). A 401 calls the
 * unauthorized handler (the app's: lib/query-client.ts `handleUnauthorized`).
 */

export const REQUEST_TIMEOUT_MS = 30_000;

export interface FieldError {
  field: string;
  message: string;
}

export type ApiErrorKind = "http" | "network" | "timeout" | "invalid-response";

export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP status; 0 when no reply arrived (network failure or timeout). */
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly errors: FieldError[];
  /** A machine-readable code when the reply has one, e.g. the auth library's USER_ALREADY_EXISTS. */
  readonly code: string | undefined;

  constructor(
    message: string,
    options: {
      status: number;
      kind: ApiErrorKind;
      errors?: FieldError[];
      code?: string | undefined;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.kind = options.kind;
    this.errors = options.errors ?? [];
    this.code = options.code;
  }

  /** The message for one field, e.g. "items.0.quantity", if the server sent one. */
  fieldError(field: string): string | undefined {
    return this.errors.find((e) => e.field === field)?.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const NETWORK_ERROR_MESSAGE =
  "Could not reach the server. Please check your connection and try again.";
export const TIMEOUT_ERROR_MESSAGE = "The server took too long to answer. Please try again.";
/** Statuses a gateway answers when the server is briefly away (a deploy, a restart). */
export const GATEWAY_STATUSES: readonly number[] = [502, 503, 504];
/** The first wait before a gateway retry (spec §8); each further one doubles it, as the spec's
 * auth refresh does (§9 "back off from 200 ms, doubling"). */
export const RETRY_BASE_DELAY_MS = 200;
/** Gateway retries of a call safe to repeat: an idempotent submission, an auth call (spec §8, §9:
 * two retries, like the queries). */
export const GATEWAY_RETRIES = 2;

function carriesIdempotencyKey(headers: Record<string, string> | undefined): boolean {
  return Object.keys(headers ?? {}).some((name) => name.toLowerCase() === "idempotency-key");
}

export const INVALID_RESPONSE_MESSAGE = "The server sent an unexpected reply. Please try again.";

type UnauthorizedHandler = () => void;

let onUnauthorized: UnauthorizedHandler = () => {
  if (window.location.pathname !== "/auth") window.location.assign("/auth");
};

/** Lets the app route 401s through the router instead of a full page load. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON; a FormData (file uploads) is sent as multipart/form-data as it is. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Set false for calls where 401 is an expected answer (e.g. reading the current session). */
  redirectOnUnauthorized?: boolean;
  /** false: a success reply is the body as it is (the auth library's), not `{ status, data }`. */
  envelope?: boolean;
  /** How many times a gateway status (502, 503, 504) is retried. By default GATEWAY_RETRIES for a
   * call that carries an `Idempotency-Key` (the server replays the first answer, decision 013),
   * else 0 (queries retry through React Query, lib/query-client.ts; the auth calls set their own,
   * lib/auth-client.ts). */
  gatewayRetries?: number;
}

function buildUrl(path: string, query: RequestOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes("?") ? "&" : "?"}${qs}` : path;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    isRecord(item) && typeof item.message === "string"
      ? [{ field: typeof item.field === "string" ? item.field : "", message: item.message }]
      : [],
  );
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const retries =
    options.gatewayRetries ?? (carriesIdempotencyKey(options.headers) ? GATEWAY_RETRIES : 0);
  for (let attempt = 0; ; attempt++) {
    try {
      return await requestOnce<T>(path, options);
    } catch (error) {
      const gateway = isApiError(error) && GATEWAY_STATUSES.includes(error.status);
      if (!gateway || attempt >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_DELAY_MS * 2 ** attempt));
    }
  }
}

async function requestOnce<T>(path: string, options: RequestOptions): Promise<T> {
  const { method = "GET", body, query, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;

  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;

  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: "include",
      signal: combined,
    });
  } catch (cause) {
    // The caller cancelled (e.g. React Query dropping a stale request): let the abort through as is.
    if (signal?.aborted) throw cause;
    if (timeout.aborted) {
      throw new ApiError(TIMEOUT_ERROR_MESSAGE, { status: 0, kind: "timeout", cause });
    }
    throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, kind: "network", cause });
  }

  let payload: unknown;
  const text = await response.text().catch(() => "");
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }

  if (response.status === 401 && options.redirectOnUnauthorized !== false) {
    onUnauthorized();
  }

  if (options.envelope === false && response.ok) {
    return payload as T;
  }

  if (isRecord(payload) && payload.status === "success" && response.ok) {
    return payload.data as T;
  }

  if (isRecord(payload) && payload.status === "error") {
    throw new ApiError(
      typeof payload.message === "string" && payload.message
        ? payload.message
        : `Request failed with status ${response.status}`,
      {
        status: response.status,
        kind: "http",
        errors: readFieldErrors(payload.errors),
        code: typeof payload.code === "string" ? payload.code : undefined,
      },
    );
  }

  if (!response.ok) {
    throw new ApiError(`Request failed with status ${response.status}`, {
      status: response.status,
      kind: "http",
    });
  }

  throw new ApiError(INVALID_RESPONSE_MESSAGE, {
    status: response.status,
    kind: "invalid-response",
  });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    request<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    request<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    request<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    request<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    request<T>(path, { ...options, method: "DELETE" }),
};
