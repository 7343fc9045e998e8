import {
  passwordResetRequestSchema,
  passwordResetSchema,
  signInRequestSchema,
  signUpRequestSchema,
  verificationEmailRequestSchema,
} from "@ingot/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { errorResponses } from "../../lib/envelope";
import { AUTH_BASE_PATH, type Auth, CLIENT_IP_HEADER } from "./auth";

/**
 * Mounts Better Auth under /api/auth/* (decisions §12: its standard routes, so its clients and
 * documentation apply). A catch-all route turns the Fastify request into a Fetch `Request` for
 * `auth.handler` and copies status, headers (every Set-Cookie) and body back.
 *
 * The public forms (sign-up, sign-in, password reset) get their own routes in front of the
 * catch-all: Fastify's per-client rate limit in every mode, and for sign-up and the reset request
 * our zod schemas, so bad input answers 400 in the envelope before the library sees it. Error
 * replies of the library keep their `code` and `message` and gain `status: "error"`, so they read
 * like every other error of the API.
 */

/** Requests per client per minute on the public auth forms. */
export const AUTH_RATE_LIMITS = {
  "sign-in/email": 10,
  "sign-up/email": 5,
  "request-password-reset": 5,
  "reset-password": 10,
  "send-verification-email": 5,
} as const;
type LimitedPath = keyof typeof AUTH_RATE_LIMITS;
const LIMITED_PATHS = Object.keys(AUTH_RATE_LIMITS) as LimitedPath[];

export interface AuthRoutesOptions {
  auth: Auth;
  publicUrl: string;
  /** Overrides every limit above (tests raise it so only the rate-limit test meets a 429). */
  rateLimitMax?: number | undefined;
}

/** The API-key and organization plugins' routes under /api/auth, closed (see the catch-all). */
const API_KEY_ROUTES = `${AUTH_BASE_PATH}/api-key`;
const ORGANIZATION_ROUTES = `${AUTH_BASE_PATH}/organization`;
const CLOSED_PLUGIN_ROUTES = [API_KEY_ROUTES, ORGANIZATION_ROUTES];

/** The longest path under /api/auth that reaches the library (its longest route is ~40). */
export const MAX_AUTH_PATH_LENGTH = 200;

/** `path` without its trailing slashes, in one pass from the end. (`/\/+$/` is quadratic: it
 * rescans a run of slashes from each of its positions, issue #21.) */
export function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47) end--;
  return path.slice(0, end);
}

const HOP_BY_HOP = new Set(["connection", "content-length", "transfer-encoding", "keep-alive"]);

export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

async function forward(
  auth: Auth,
  publicUrl: string,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
): Promise<FastifyReply> {
  const headers = toFetchHeaders(request);
  const init: RequestInit = { method: request.method, headers };
  if (request.method !== "GET" && request.method !== "HEAD" && body !== undefined) {
    headers.set("content-type", "application/json");
    try {
      init.body = JSON.stringify(body);
    } catch {
      // JSON.parse takes nesting that JSON.stringify overflows the stack on (RangeError).
      throw AppError.badRequest("The request body is nested too deeply.");
    }
  }
  // The public URL, not the Host header, names the origin the library works for.
  const response = await auth.handler(new Request(new URL(request.url, publicUrl), init));

  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name === "set-cookie" || HOP_BY_HOP.has(name)) return;
    reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);

  const text = await response.text();
  if (response.status >= 400) {
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    const record = typeof parsed === "object" && parsed !== null ? parsed : {};
    const message =
      "message" in record && typeof record.message === "string" && record.message
        ? record.message
        : response.statusText || "The request failed.";
    reply.header("content-type", "application/json; charset=utf-8");
    return reply.send(JSON.stringify({ ...record, status: "error", message }));
  }
  return reply.send(text === "" ? undefined : text);
}

/** Better Auth's own reply (its documentation describes it); passed through as the library sent it. */
const betterAuthReply = z
  .unknown()
  .describe(
    "Better Auth's reply, as the library sends it (for sign-in and sign-up: `token`, `user`).",
  );

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth, publicUrl } = options;
  const limit = (path: LimitedPath) => ({
    max: options.rateLimitMax ?? AUTH_RATE_LIMITS[path],
    timeWindow: "1 minute",
  });
  const docs = { tags: ["accounts"], hide: false };

  app.post(
    `${AUTH_BASE_PATH}/sign-up/email`,
    {
      config: { public: true, rateLimit: limit("sign-up/email") },
      schema: {
        ...docs,
        summary: "Create an account (Better Auth), with the spec's metadata",
        description:
          "Better Auth's sign-up. `name` defaults to `full_name`; `full_name`, `company` and `phone` go to the profile. Answers 422 `USER_ALREADY_EXISTS...` for a taken email.",
        body: signUpRequestSchema,
        response: { 200: betterAuthReply, ...errorResponses(400, 422, 429) },
      },
    },
    (request, reply) => {
      const body = { ...request.body, name: request.body.name || request.body.full_name };
      return forward(auth, publicUrl, request, reply, body);
    },
  );

  app.post(
    `${AUTH_BASE_PATH}/request-password-reset`,
    {
      config: { public: true, rateLimit: limit("request-password-reset") },
      schema: {
        ...docs,
        summary: "Email a password-reset link (Better Auth)",
        description:
          "Always answers the same whether or not an account has this email. The emailed link opens /auth?reset_token=...",
        body: passwordResetRequestSchema.extend({ redirectTo: z.string().max(2000).optional() }),
        response: { 200: betterAuthReply, ...errorResponses(400, 429) },
      },
    },
    (request, reply) => forward(auth, publicUrl, request, reply, request.body),
  );

  const bodies = {
    "sign-in/email": signInRequestSchema,
    "reset-password": passwordResetSchema,
    "send-verification-email": verificationEmailRequestSchema,
  } as const;
  for (const path of ["sign-in/email", "reset-password", "send-verification-email"] as const) {
    app.post(
      `${AUTH_BASE_PATH}/${path}`,
      {
        config: { public: true, rateLimit: limit(path) },
        schema: {
          ...docs,
          summary: `Better Auth: POST /${path}`,
          body: bodies[path],
          // Sign-in: 401 for a wrong email or password, 403 while the address is unconfirmed.
          response:
            path === "sign-in/email"
              ? { 200: betterAuthReply, ...errorResponses(400, 401, 403, 429) }
              : { 200: betterAuthReply, ...errorResponses(400, 429) },
        },
      },
      (request, reply) => forward(auth, publicUrl, request, reply, request.body),
    );
  }

  app.route({
    method: ["GET", "POST"],
    url: `${AUTH_BASE_PATH}/*`,
    config: { public: true },
    schema: { hide: true },
    handler: (request, reply) => {
      // The limited routes above must not be reachable around their limit (case, encoding).
      const path = trimTrailingSlashes(
        decodeURIComponent(new URL(request.url, publicUrl).pathname).toLowerCase(),
      );
      // No route of the library is longer; its router is slow on long runs of slashes.
      if (path.length > MAX_AUTH_PATH_LENGTH) {
        return reply.code(404).send({ status: "error", message: "Not found." });
      }
      // The library's own API-key routes are not the API: keys are made, listed and revoked
      // through /v2/api-keys (modules/api-keys), from a session only. Nor are its organization
      // routes: companies are /v2/companies and /v2/invitations (modules/companies, decision 028).
      if (CLOSED_PLUGIN_ROUTES.some((closed) => path === closed || path.startsWith(`${closed}/`))) {
        return reply.code(404).send({ status: "error", message: "Not found." });
      }
      if (LIMITED_PATHS.some((p) => path === `${AUTH_BASE_PATH}/${p}`)) {
        return reply.code(404).send({ status: "error", message: "Not found." });
      }
      return forward(auth, publicUrl, request, reply, request.body);
    },
  });
};

export default authRoutes;
