import { type ErrorEnvelope, type FieldError, lineErrorMessage } from "@ingot/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from "fastify-type-provider-zod";
import { isAppError } from "../lib/app-error";
import { PG_UNIQUE_VIOLATION, pgErrorCode } from "../lib/db-errors";

export const GENERIC_SERVER_ERROR = "Something went wrong on our side. Please try again.";
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Paths whose unknown routes answer a JSON 404 (everything else may fall back to the web app). */
export function isApiPath(url: string): boolean {
  const path = url.split("?", 1)[0] ?? url;
  return (
    path === "/api" ||
    path.startsWith("/api/") ||
    path === "/v2" ||
    path.startsWith("/v2/") ||
    path === "/healthz"
  );
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split("?", 1)[0];
  return reply.code(404).send({
    status: "error",
    message: `Not found: ${request.method} ${path}`,
  } satisfies ErrorEnvelope);
}

/** `/dimensions/length` -> `dimensions.length`; the root of the body -> `body`. */
function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, "").split("/").filter(Boolean).join(".");
  return path || context || "body";
}

/** One line per problem; a message that already names its field is kept as it is. */
function describe(error: FieldError): string {
  const last = error.field.split(".").at(-1) ?? error.field;
  const words = last.replaceAll("_", " ").toLowerCase();
  const named =
    /^\d+$/.test(last) || last === "body" || error.message.toLowerCase().includes(words);
  return named ? error.message : `${error.field}: ${error.message}`;
}

export function summarize(errors: FieldError[]): string {
  if (errors.length === 0) return "The request is not valid.";
  const shown = errors.slice(0, 3).map(describe);
  const more = errors.length - shown.length;
  return more > 0 ? `${shown.join("; ")} (and ${more} more)` : shown.join("; ");
}

interface Mapped {
  statusCode: number;
  body: ErrorEnvelope;
  /** Log as an error (5xx) rather than at info level. */
  internal: boolean;
}

/** A 4xx reply: the envelope with `message` (and field `errors`), not an internal error. */
const refused = (statusCode: number, message: string, errors?: FieldError[]): Mapped => ({
  statusCode,
  body: errors ? { status: "error", message, errors } : { status: "error", message },
  internal: false,
});

/** A 5xx reply: the generic message only (internals never shown), logged as an internal error. */
const failed = (statusCode: number): Mapped => ({
  statusCode,
  body: { status: "error", message: GENERIC_SERVER_ERROR },
  internal: true,
});

function mapError(error: FastifyError | Error): Mapped {
  if (isAppError(error)) {
    if (error.statusCode >= 500) return failed(error.statusCode);
    return refused(
      error.statusCode,
      error.message,
      error.errors?.length ? error.errors : undefined,
    );
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    const errors = error.validation.map((issue) => {
      const atRoot = issue.instancePath.replace(/\//g, "") === "";
      return {
        field: fieldOf(issue.instancePath, context),
        message:
          atRoot && context === "body" && issue.keyword === "invalid_type"
            ? "The request body must be a JSON object."
            : (issue.message ?? "Invalid value"),
      };
    });
    // A refusal inside a list of lines names its line, 1-based, in the summary (issue #15):
    // "Line 3: Length must be at least 12"". The field errors keep their paths (items.2.…).
    const summary = summarize(
      errors.map((e) => {
        const line = /^(?:items|quote_lines)\.(\d+)(?:\.|$)/.exec(e.field);
        return line
          ? { field: e.field, message: lineErrorMessage(Number(line[1]) + 1, e.message) }
          : e;
      }),
    );
    return refused(400, summary, errors);
  }

  if (isResponseSerializationError(error)) {
    return failed(500);
  }

  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return refused(413, "The request is too large. The limit is 1 MB.");
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return refused(
        415,
        "Unsupported content type. Send JSON with Content-Type: application/json.",
      );
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return refused(400, "The request body is empty. Send a JSON object.");
    // The router's own refusals, before any route runs (see `frameworkErrors` below).
    case "FST_ERR_BAD_URL":
      return refused(400, "The address of the request is not valid.");
    case "FST_ERR_MAX_PARAM_LENGTH":
      return refused(414, "A value in the address of the request is too long.");
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return refused(400, "The request body is not valid JSON.");
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return refused(400, "The request body is not valid JSON.");
  }

  // A unique violation no service anticipated: still a conflict, not a crash.
  if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
    return refused(409, "This record already exists.");
  }

  const statusCode = fastifyError.statusCode;
  if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) {
    return refused(statusCode, fastifyError.message || "The request is not valid.");
  }

  return failed(500);
}

/**
 * Fastify's `frameworkErrors` option: errors the router meets before any route or hook runs (a
 * malformed %-escape in the path, a path parameter over `maxParamLength`). Without it Fastify
 * answers them with its own JSON shape, outside the envelope.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const mapped = mapError(error);
  if (mapped.internal) request.log.error({ err: error }, "request failed");
  return reply.code(mapped.statusCode).send(mapped.body);
}

/**
 * One error handler for the whole app: every error becomes the envelope, 5xx internals are logged
 * and never sent. Unknown API routes answer a 404 envelope (the web plugin adds the SPA fallback).
 */
async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const mapped = mapError(error);
    if (mapped.internal) {
      request.log.error({ err: error }, "request failed");
    } else if (mapped.statusCode !== 404 && mapped.statusCode !== 401) {
      request.log.info(
        { statusCode: mapped.statusCode, message: mapped.body.message },
        "request rejected",
      );
    }
    return reply.code(mapped.statusCode).send(mapped.body);
  });
}

export default fp(errorsPlugin, { name: "errors" });
