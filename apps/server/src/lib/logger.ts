import type { FastifyRequest } from "fastify";
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import type { Config } from "../config/env";

/**
 * The server's pino logger, with nothing secret in any line (issue #21): a URL's token or secret
 * query values (`?token=`, `?reset_token=`, `?secret=`...) and the reset link's path token are
 * replaced by `[redacted]` in the request log, and authorization, cookie and set-cookie headers
 * are censored wherever a line carries headers.
 */

export const REDACTED = "[redacted]";

/** Query parameter names whose values are credentials. */
const SECRET_NAME = /token|secret|password|passwd|signature|api[-_]?key|session|^code$|^key$/i;

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

/** `url` (path and query) with every credential in it replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  // Better Auth's emailed reset link carries its token in the path.
  const path = (q === -1 ? url : url.slice(0, q)).replace(
    /(\/reset-password\/)[^/]+/i,
    `$1${REDACTED}`,
  );
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq === -1 || !SECRET_NAME.test(decodeName(pair.slice(0, eq)))) return pair;
      return `${pair.slice(0, eq)}=${REDACTED}`;
    })
    .join("&");
  return `${path}?${query}`;
}

const HEADER_PATHS = ["authorization", "cookie", '"set-cookie"', '"x-ingot-admin-token"'];

/** Serializers and redaction for every logger of the server (and for tests that capture it). */
export const LOG_REDACTION: Pick<LoggerOptions, "serializers" | "redact"> = {
  serializers: {
    // Fastify's own request serializer, with the URL redacted.
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: typeof request.url === "string" ? redactUrl(request.url) : request.url,
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
  redact: {
    paths: HEADER_PATHS.flatMap((h) => [
      `headers.${h}`,
      `req.headers.${h}`,
      `res.headers.${h}`,
      `request.headers.${h}`,
    ]),
    censor: REDACTED,
  },
};

/** The logger server.ts gives the app: pretty in development, JSON lines otherwise. */
export function createLogger(
  config: Pick<Config, "logLevel" | "nodeEnv">,
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    ...LOG_REDACTION,
    ...(config.nodeEnv === "development" && !destination
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" },
          },
        }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
