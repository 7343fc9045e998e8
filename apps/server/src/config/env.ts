import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { dirname, isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  DEFAULT_FACILITY_TIME_ZONE,
  isKnownTimeZone,
} from "@ingot/domain/calendar/business-calendar";
import { z } from "zod";
import { readOrCreateAuthSecret } from "./auth-secret";

/**
 * The only reader of `process.env` in the server. Every setting is validated here; a bad value stops
 * the start with one message listing every problem. Add new variables to `envSchema` and map them in
 * `toConfig`, nowhere else.
 */

const here = dirname(fileURLToPath(import.meta.url));
/** Repository root (apps/server/src/config -> ../../../..), independent of the working directory. */
export const REPO_ROOT = resolve(here, "../../../..");
const DEFAULT_DATA_DIR = resolve(REPO_ROOT, "data");

/** Treats an empty string like an unset variable, so `FOO=` in a shell falls back to the default. */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      blankToUndefined,
      z.enum(["development", "production", "test"]).default("development"),
    ),
    PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(blankToUndefined, z.string().default("0.0.0.0")),
    LOG_LEVEL: z.preprocess(
      blankToUndefined,
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
    ),
    DATABASE_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine((v) => /^(postgres|postgresql):\/\//.test(v) || v === "memory://", {
          message:
            "must start with postgres:// or postgresql:// (or be memory:// for a throwaway PGlite)",
        })
        .optional(),
    ),
    DATA_DIR: z.preprocess(blankToUndefined, z.string().optional()),
    /** PostgreSQL connections each instance may hold (its pool); ignored on PGlite. */
    DATABASE_POOL_SIZE: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(2).max(200).default(20),
    ),
    /** Where people reach the app; default http://localhost:<PORT> (publicUrlOf). */
    PUBLIC_URL: z.preprocess(
      blankToUndefined,
      z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
    ),
    BRAND_NAME: z.preprocess(blankToUndefined, z.string().min(1).default("Ingot Metals")),
    ORDER_PREFIX: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[A-Z0-9]{1,10}$/, "must be 1-10 upper-case letters or digits")
        .default("ING"),
    ),
    // Payments (decisions §6): Stripe when STRIPE_SECRET_KEY is set, else the built-in test checkout.
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Production on PostgreSQL without STRIPE_SECRET_KEY runs the test checkout only when this
     * is `true` (issue #20: never free orders by accident). */
    TEST_PAYMENTS: z.preprocess(
      blankToUndefined,
      z.enum(["true", "false"], { message: "must be true or false" }).default("false"),
    ),
    /** Point the Stripe SDK at another host (a local stand-in in tests): host, port, protocol. */
    STRIPE_API_HOST: optionalString,
    STRIPE_API_PORT: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(65535).optional(),
    ),
    STRIPE_API_PROTOCOL: z.preprocess(blankToUndefined, z.enum(["http", "https"]).optional()),
    // Maps (decisions §7): Google when a key is set, else ZIP centroids.
    GOOGLE_MAPS_API_KEY: optionalString,
    /** Point the Distance Matrix client at another origin (a local stand-in in tests). */
    GOOGLE_MAPS_API_URL: optionalString,
    /** Key handed to the browser for Places autocomplete (restrict it by referrer); defaults to none. */
    GOOGLE_MAPS_BROWSER_KEY: optionalString,
    // Email (decisions §8): SMTP when SMTP_URL is set, else emails stay in the outbox.
    SMTP_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
        .optional(),
    ),
    /** How often each instance's outbox sender looks for due emails (ms). */
    OUTBOX_POLL_MS: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(50).max(3_600_000).default(5_000),
    ),
    EMAIL_FROM: z.preprocess(
      blankToUndefined,
      z.string().min(3).default("Ingot Metals <orders@ingotmetals.com>"),
    ),
    SALES_EMAIL: z.preprocess(
      blankToUndefined,
      z.email({ message: "must be an email" }).default("sales@ingotmetals.com"),
    ),
    // Signed webhooks (issue #20, decision 024).
    /** `true` lets webhooks use http:// and private, loopback and link-local addresses (tests,
     * a receiver on the same network on purpose); never on a server that customers use. */
    WEBHOOKS_ALLOW_PRIVATE_URLS: z.preprocess(
      blankToUndefined,
      z.enum(["true", "false"], { message: "must be true or false" }).default("false"),
    ),
    /** How often each instance's webhook sender looks for due deliveries (ms). */
    WEBHOOKS_POLL_MS: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(50).max(3_600_000).default(5_000),
    ),
    // Pickup facility (decisions §3); hours and instructions are the spec's.
    FACILITY_NAME: z.preprocess(blankToUndefined, z.string().default("Ingot Metals Detroit")),
    FACILITY_STREET: z.preprocess(blankToUndefined, z.string().default("2600 W Fort St")),
    FACILITY_CITY: z.preprocess(blankToUndefined, z.string().default("Detroit")),
    FACILITY_STATE: z.preprocess(blankToUndefined, z.string().default("MI")),
    FACILITY_ZIP: z.preprocess(blankToUndefined, z.string().default("48216")),
    FACILITY_PHONE: z.preprocess(blankToUndefined, z.string().default("(313) 555-0142")),
    /** The production calendar's zone: business days, the noon cutoff, ship dates (issue #22). */
    FACILITY_TIME_ZONE: z.preprocess(
      blankToUndefined,
      z
        .string()
        .default(DEFAULT_FACILITY_TIME_ZONE)
        .refine(isKnownTimeZone, { message: "must be an IANA time zone, e.g. America/Detroit" }),
    ),
    /** Starts the server's clock at this instant (end-to-end tests); refused in production. */
    CLOCK_START: z.preprocess(
      blankToUndefined,
      z.iso
        .datetime({ offset: true, message: "must be an ISO instant, e.g. 2026-11-23T14:46:00Z" })
        .optional(),
    ),
    /** Uploaded files (certificates, tax-exemption certificates); default DATA_DIR/files. */
    FILES_DIR: optionalString,
    // Shared file storage (issue #20, decision 027): S3-compatible object storage when S3_BUCKET is
    // set, so every instance reads the files any of them stored; else local disk under FILES_DIR.
    S3_BUCKET: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          "must be a bucket name: 3-63 lower-case letters, digits, dots or hyphens",
        )
        .optional(),
    ),
    /** The S3 API's address, e.g. https://s3.us-east-1.amazonaws.com or http://minio:9000. */
    S3_ENDPOINT: z.preprocess(
      blankToUndefined,
      z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
    ),
    S3_REGION: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]{1,40}$/, "must be a region name, e.g. us-east-1")
        .default("us-east-1"),
    ),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** `true`: address the bucket as <endpoint>/<bucket>/<key>, as most S3-compatible servers
     * (MinIO, Ceph) want; `false`: <bucket>.<endpoint host>/<key>, as AWS prefers. */
    S3_FORCE_PATH_STYLE: z.preprocess(
      blankToUndefined,
      z.enum(["true", "false"], { message: "must be true or false" }).default("false"),
    ),
    // The customer's sales rep shown in the portal (Contact Rep); messages go to SALES_REP_EMAIL.
    SALES_REP_NAME: z.preprocess(blankToUndefined, z.string().min(1).default("Jordan Reyes")),
    SALES_REP_EMAIL: z.preprocess(
      blankToUndefined,
      z.email({ message: "must be an email" }).default("sales@ingotmetals.com"),
    ),
    SALES_REP_PHONE: z.preprocess(blankToUndefined, z.string().min(1).default("(313) 555-0142")),
    SALES_REP_HOURS: z.preprocess(
      blankToUndefined,
      z.string().min(1).default("Monday-Friday 8:00 AM-5:00 PM"),
    ),
    /** Signs session cookies and tokens. Required in production (checked below). */
    BETTER_AUTH_SECRET: z.preprocess(
      blankToUndefined,
      z.string().min(32, { message: "must be at least 32 characters" }).optional(),
    ),
    /** Comma-separated emails whose accounts are admins (granted once the address is verified: when confirmed and at start). */
    ADMIN_EMAILS: z.preprocess(
      blankToUndefined,
      z
        .string()
        .transform((v) =>
          v
            .split(",")
            .map((e) => e.trim().toLowerCase())
            .filter(Boolean),
        )
        .pipe(z.array(z.email({ message: "must be a comma-separated list of emails" })))
        .optional(),
    ),
    TRUST_PROXY: z.preprocess(
      blankToUndefined,
      z
        .string()
        .default("false")
        .transform(parseTrustProxy)
        .pipe(
          z.union([z.boolean(), z.array(z.string())], {
            message:
              "must be true, false, or a comma-separated list of proxy addresses or CIDR ranges",
          }),
        ),
    ),
    WEB_DIST_DIR: optionalString,
  })
  .superRefine((env, ctx) => {
    // Shared file storage: all of bucket, endpoint and credentials, or none of them.
    const s3Settings = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
    if (env.S3_BUCKET !== undefined) {
      for (const name of s3Settings) {
        if (env[name] === undefined) {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message:
              "is required when S3_BUCKET is set (files go to S3-compatible storage: S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are all needed)",
          });
        }
      }
    } else {
      const stray = s3Settings.filter((name) => env[name] !== undefined);
      if (stray.length > 0) {
        ctx.addIssue({
          code: "custom",
          path: ["S3_BUCKET"],
          message: `is required when ${stray.join(", ")} ${stray.length === 1 ? "is" : "are"} set (without it files stay on this instance's disk, FILES_DIR)`,
        });
      }
    }
    // A production server's promises and quote validity follow the real time, always.
    if (env.NODE_ENV === "production" && env.CLOCK_START !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["CLOCK_START"],
        message: "is for tests only and is refused in production",
      });
    }
    // An embedded install makes its own (config/auth-secret.ts); a PostgreSQL deployment, which
    // may run several instances, must share one.
    const onServerDatabase =
      env.DATABASE_URL !== undefined && !env.DATABASE_URL.startsWith("memory://");
    if (env.NODE_ENV === "production" && onServerDatabase && env.BETTER_AUTH_SECRET === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message: "is required in production on PostgreSQL (e.g. `openssl rand -base64 32`)",
      });
    }
    // Without a Stripe key the built-in test checkout takes payments, and anyone can "pay" with
    // the test card: a live shop must say on purpose that this is what it wants.
    if (
      env.NODE_ENV === "production" &&
      onServerDatabase &&
      env.STRIPE_SECRET_KEY === undefined &&
      env.TEST_PAYMENTS !== "true"
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message:
          "is required in production on PostgreSQL: without it checkout is the built-in test page, where anyone marks an order paid with the test card 4242 4242 4242 4242 and no money is taken. Set STRIPE_SECRET_KEY, or set TEST_PAYMENTS=true to run the test checkout on purpose",
      });
    }
  });

/**
 * The signing secret when BETTER_AUTH_SECRET is unset (issue #21: never a public constant, so no
 * one can forge a token on a development or staging server): random in memory for `memory://`
 * (gone with the process, like the database), else random per data folder, kept in
 * DATA_DIR/auth-secret (config/auth-secret.ts). Production on PostgreSQL must set it (above).
 */
function defaultAuthSecret(databaseUrl: string | undefined, dataDir: string): string {
  if (databaseUrl?.startsWith("memory://")) return randomBytes(32).toString("base64");
  return readOrCreateAuthSecret(dataDir);
}

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** `undefined` means the embedded PGlite in `dataDir`; `memory://` is an in-memory PGlite. */
  databaseUrl: string | undefined;
  /** Absolute path of the data folder (embedded database, uploaded files, the lock file). */
  dataDir: string;
  /** PostgreSQL pool size of this instance (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** PUBLIC_URL without its trailing slash; unset, http://localhost:<PORT>. */
  publicUrl: string;
  /** Whether PUBLIC_URL was set (else `publicUrl` is the default that follows PORT). */
  publicUrlIsSet: boolean;
  /**
   * The origins (`scheme://host[:port]`) the app's own pages are served from: a request carrying
   * the session cookie that changes anything must come from one of them (plugins/same-origin.ts),
   * and Better Auth trusts the same list. PUBLIC_URL's origin; on the embedded database the
   * loopback names of PORT (localhost, 127.0.0.1, [::1]), so a newcomer's browser works whichever
   * of them it opened; Vite's dev server in development.
   */
  trustedOrigins: string[];
  brandName: string;
  orderPrefix: string;
  /**
   * Which X-Forwarded-* senders to believe (behind a reverse proxy), so rate limits see the client
   * address and cookies see https: `true` any sender (the proxy must then replace X-Forwarded-For),
   * or the proxies' own addresses and CIDR ranges (safe with proxies that append: the client is the
   * nearest address that is not a proxy). `false`: none. (Fastify 5 no longer takes a hop count.)
   */
  trustProxy: TrustProxy;
  /** Absolute path of the built web app (apps/web/dist by default). */
  webDistDir: string;
  /**
   * Better Auth's signing secret: BETTER_AUTH_SECRET; when unset, a random one, in memory for
   * `memory://`, else kept in DATA_DIR (config/auth-secret.ts). Resolved on first read.
   */
  authSecret: string;
  /** Lower-cased emails that are admins. */
  adminEmails: string[];
  /** Stripe when `stripe` is set, else the built-in test checkout (decisions §6). */
  payments: {
    stripe:
      | {
          secretKey: string;
          webhookSecret: string | undefined;
          host: string | undefined;
          port: number | undefined;
          protocol: "http" | "https" | undefined;
        }
      | undefined;
  };
  maps: {
    googleApiKey: string | undefined;
    googleBrowserKey: string | undefined;
    /** Origin of Google's Maps API (default https://maps.googleapis.com). */
    googleApiUrl: string | undefined;
  };
  email: {
    smtpUrl: string | undefined;
    from: string;
    salesEmail: string;
    /** The outbox sender's polling interval (OUTBOX_POLL_MS). */
    pollIntervalMs: number;
  };
  webhooks: {
    /** WEBHOOKS_ALLOW_PRIVATE_URLS: http:// and private addresses allowed (tests only). */
    allowPrivateUrls: boolean;
    /** The webhook sender's polling interval (WEBHOOKS_POLL_MS). */
    pollIntervalMs: number;
  };
  facility: {
    name: string;
    street: string;
    city: string;
    state: string;
    zip: string;
    phone: string;
    /** IANA zone of the production calendar (FACILITY_TIME_ZONE, default America/Detroit). */
    timeZone: string;
  };
  /** CLOCK_START: where the server's clock starts (tests only; lib/clock.ts). */
  clockStart: Date | undefined;
  /**
   * Where uploaded files live (decisions §9, decision 027): S3-compatible object storage shared by
   * every instance when `s3` is set (S3_BUCKET), else local disk under `dir` (one instance).
   */
  files: { dir: string; s3: S3Settings | undefined };
  /** The sales rep of the customer portal. */
  salesRep: { name: string; email: string; phone: string; hours: string };
}

/** S3-compatible object storage (S3_* variables; providers/storage/s3-storage.ts). */
export interface S3Settings {
  bucket: string;
  /** S3_ENDPOINT without a trailing slash. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_FORCE_PATH_STYLE: `<endpoint>/<bucket>/<key>` instead of `<bucket>.<host>/<key>`. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

/** Reads and validates the environment; throws a `ConfigError` listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".") || "(environment)";
      const variable = typeof issue.path[0] === "string" ? issue.path[0] : undefined;
      // A secret's value is never echoed: start-up errors end up in logs.
      const value =
        variable === undefined || /SECRET|PASSWORD/.test(variable) ? undefined : env[variable];
      return `${name}: ${issue.message}${value === undefined ? "" : ` (got ${JSON.stringify(value)})`}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  let authSecret: string | undefined;
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ? absolute(e.DATA_DIR) : DEFAULT_DATA_DIR,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: publicUrlOf(e),
    publicUrlIsSet: e.PUBLIC_URL !== undefined,
    trustedOrigins: trustedOriginsOf(e),
    brandName: e.BRAND_NAME,
    orderPrefix: e.ORDER_PREFIX,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR ? absolute(e.WEB_DIST_DIR) : resolve(REPO_ROOT, "apps/web/dist"),
    // Made (and for a data folder, written) on first use only: reading the config writes nothing.
    get authSecret() {
      authSecret ??=
        e.BETTER_AUTH_SECRET ??
        defaultAuthSecret(e.DATABASE_URL, e.DATA_DIR ? absolute(e.DATA_DIR) : DEFAULT_DATA_DIR);
      return authSecret;
    },
    adminEmails: e.ADMIN_EMAILS ?? [],
    payments: {
      stripe: e.STRIPE_SECRET_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            host: e.STRIPE_API_HOST,
            port: e.STRIPE_API_PORT,
            protocol: e.STRIPE_API_PROTOCOL,
          }
        : undefined,
    },
    maps: {
      googleApiKey: e.GOOGLE_MAPS_API_KEY,
      googleBrowserKey: e.GOOGLE_MAPS_BROWSER_KEY,
      googleApiUrl: e.GOOGLE_MAPS_API_URL,
    },
    email: {
      smtpUrl: e.SMTP_URL,
      from: e.EMAIL_FROM,
      salesEmail: e.SALES_EMAIL.toLowerCase(),
      pollIntervalMs: e.OUTBOX_POLL_MS,
    },
    webhooks: {
      allowPrivateUrls: e.WEBHOOKS_ALLOW_PRIVATE_URLS === "true",
      pollIntervalMs: e.WEBHOOKS_POLL_MS,
    },
    facility: {
      name: e.FACILITY_NAME,
      street: e.FACILITY_STREET,
      city: e.FACILITY_CITY,
      state: e.FACILITY_STATE,
      zip: e.FACILITY_ZIP,
      phone: e.FACILITY_PHONE,
      timeZone: e.FACILITY_TIME_ZONE,
    },
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : undefined,
    files: {
      dir: e.FILES_DIR
        ? absolute(e.FILES_DIR)
        : resolve(e.DATA_DIR ? absolute(e.DATA_DIR) : DEFAULT_DATA_DIR, "files"),
      s3: s3SettingsOf(e),
    },
    salesRep: {
      name: e.SALES_REP_NAME,
      email: e.SALES_REP_EMAIL.toLowerCase(),
      phone: e.SALES_REP_PHONE,
      hours: e.SALES_REP_HOURS,
    },
  };
}

/** The S3 settings when S3_BUCKET is set (the schema has checked that the rest are then set). */
function s3SettingsOf(e: ParsedEnv): S3Settings | undefined {
  if (
    e.S3_BUCKET === undefined ||
    e.S3_ENDPOINT === undefined ||
    e.S3_ACCESS_KEY_ID === undefined ||
    e.S3_SECRET_ACCESS_KEY === undefined
  ) {
    return undefined;
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT.replace(/\/+$/, ""),
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
  };
}

/** Vite's dev server, which forwards /api to this server in development. */
export const VITE_DEV_ORIGIN = "http://localhost:5173";

type ParsedEnv = z.output<typeof envSchema>;

/** PUBLIC_URL without trailing slashes; unset, the loopback address of PORT (issue #20: a
 * `PORT=3001 npm start` must not name, and trust, port 3000). */
function publicUrlOf(e: ParsedEnv): string {
  return (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
}

/** The names a browser on the same machine may use for the server: all one origin to a person. */
export const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"] as const;

/** Whether the database is the embedded PGlite (a data folder, or `memory://`). */
function isEmbedded(e: ParsedEnv): boolean {
  return e.DATABASE_URL === undefined || e.DATABASE_URL.startsWith("memory://");
}

function trustedOriginsOf(e: ParsedEnv): string[] {
  const origins = new Set([new URL(publicUrlOf(e)).origin]);
  // An embedded install runs on one machine: whichever loopback name its owner typed is the app.
  // (PORT 0 picks a port at listen time; then only PUBLIC_URL is known.)
  if (isEmbedded(e) && e.PORT !== 0) {
    for (const host of LOOPBACK_HOSTS) origins.add(new URL(`http://${host}:${e.PORT}`).origin);
  }
  if (e.NODE_ENV === "development") origins.add(VITE_DEV_ORIGIN);
  return [...origins];
}

/** Fastify's `trustProxy` forms that TRUST_PROXY can name. */
export type TrustProxy = boolean | string[];

/** An IPv4 or IPv6 address, optionally with a /prefix that fits it. */
function isAddressOrRange(text: string): boolean {
  const [address = "", prefix, ...rest] = text.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** "true", "false" or "10.0.0.0/8, 192.168.1.2"; anything else fails the pipe. */
function parseTrustProxy(value: string): unknown {
  const text = value.trim().toLowerCase();
  if (text === "true") return true;
  if (text === "false") return false;
  const addresses = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return addresses.length > 0 && addresses.every(isAddressOrRange) ? addresses : undefined;
}
