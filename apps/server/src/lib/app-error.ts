import type { FieldError } from "@ingot/domain";

/**
 * The one error type of the server: a stable `code`, the HTTP status and a message a person can read.
 * The error handler (plugins/errors.ts) turns it into `{ status: "error", message, errors? }`.
 * Messages of 5xx errors are never shown; they are logged.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly errors: FieldError[] | undefined;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    options: { errors?: FieldError[]; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.statusCode = statusCode;
    this.code = code;
    this.errors = options.errors;
  }

  static badRequest(message: string, errors?: FieldError[]): AppError {
    return new AppError(400, "BAD_REQUEST", message, errors ? { errors } : {});
  }
  static unauthorized(message = "Please sign in to continue."): AppError {
    return new AppError(401, "UNAUTHORIZED", message);
  }
  static forbidden(message = "You don't have permission to do that."): AppError {
    return new AppError(403, "FORBIDDEN", message);
  }
  static notFound(message = "Not found."): AppError {
    return new AppError(404, "NOT_FOUND", message);
  }
  static conflict(message: string, code = "CONFLICT"): AppError {
    return new AppError(409, code, message);
  }
  static tooManyRequests(
    message = "Too many requests. Please wait a minute and try again.",
  ): AppError {
    return new AppError(429, "TOO_MANY_REQUESTS", message);
  }
}

/** `value` when there is one; else a 404 with `message`. */
export function found<T>(value: T | null | undefined, message: string): T {
  if (!value) throw AppError.notFound(message);
  return value;
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
