import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Logger } from "pino";
import type { Config } from "./config/env";
import type { Database, DatabaseKind } from "./db/client";
import { createClock, type SettableClock } from "./lib/clock";
import { createShipDates, type ShipDates } from "./lib/ship-dates";
import accountsRoutes from "./modules/accounts/accounts.routes";
import { grantConfiguredAdmins } from "./modules/accounts/accounts.service";
import adminControlRoutes from "./modules/accounts/admin-control.routes";
import adminRoutes from "./modules/admin/admin.routes";
import adminGuard from "./modules/admin/admin-guard";
import quoteStatusRoutes from "./modules/admin/quote-status.routes";
import apiKeysRoutes from "./modules/api-keys/api-keys.routes";
import { type Auth, createAuth, type PasswordHashing } from "./modules/auth/auth";
import authRoutes from "./modules/auth/auth.routes";
import { createSessionResolver } from "./modules/auth/session";
import checkoutRoutes from "./modules/checkout/checkout.routes";
import companiesRoutes from "./modules/companies/companies.routes";
import cutListsRoutes from "./modules/cut-lists/cut-lists.routes";
import documentsRoutes from "./modules/documents/documents.routes";
import emailRoutes from "./modules/email/email.routes";
import type { EventBus } from "./modules/events/event-bus";
import eventsPlugin from "./modules/events/events.plugin";
import eventsRoutes from "./modules/events/events.routes";
import healthRoutes from "./modules/health/health.routes";
import mailingListRoutes from "./modules/mailing-list/mailing-list.routes";
import materialsPlugin from "./modules/materials/materials.plugin";
import materialsRoutes from "./modules/materials/materials.routes";
import onAccountRoutes from "./modules/on-account/on-account.routes";
import ordersRoutes from "./modules/orders/orders.routes";
import outboxRoutes from "./modules/outbox/outbox.routes";
import portalRoutes from "./modules/portal/portal.routes";
import pricingRoutes from "./modules/pricing/pricing.routes";
import quoteHistoryRoutes from "./modules/quote-history/quote-history.routes";
import quoteRequestsRoutes from "./modules/quote-requests/quote-requests.routes";
import quotesRoutes from "./modules/quotes/quotes.routes";
import taxExemptionHoldRoutes from "./modules/tax-exemption-hold/tax-exemption-hold.routes";
import webhooksRoutes from "./modules/webhooks/webhooks.routes";
import authGuard, { type SessionResolver } from "./plugins/auth-guard";
import compression from "./plugins/compression";
import docs from "./plugins/docs";
import errors, { BODY_LIMIT_BYTES, frameworkErrors } from "./plugins/errors";
import idempotency from "./plugins/idempotency";
import providers from "./plugins/providers";
import security from "./plugins/security";
import textGuard from "./plugins/text-guard";
import web from "./plugins/web";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbKind: DatabaseKind;
    /** Better Auth (modules/auth/auth.ts). */
    auth: Auth;
    /** The one "now" of prices, ship dates and quote validity (lib/clock.ts, issue #22). */
    clock: SettableClock;
    /** Ship dates and arrival estimates on the facility's business calendar (lib/ship-dates.ts). */
    shipDates: ShipDates;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: { db: Database; kind: DatabaseKind };
  /** A pino logger (server.ts), or Fastify logger options; defaults to no logging. */
  logger?: Logger | FastifyServerOptions["logger"];
  /** Who is signed in; defaults to Better Auth's session check (tests may fake one). */
  resolveSession?: SessionResolver;
  /** How often an open admin event stream checks its session and role again (ms; tests lower it). */
  eventStreamSessionCheckMs?: number;
  /** Overrides the per-client limits of sign-in, sign-up and reset (tests raise it). */
  authRateLimitMax?: number | undefined;
  /** Enables the admin CLI's loopback route with this token (server.ts, embedded database). */
  adminControlToken?: string | undefined;
  /** The live-events bus; defaults to LISTEN/NOTIFY on PostgreSQL, in-process on PGlite. */
  events?: EventBus;
  /** "Now" for prices, ship dates and quote validity; defaults to the system clock, started at
   * CLOCK_START when that is set (tests pass their own and set it). */
  clock?: SettableClock;
  /** Password hashing; Better Auth's scrypt unless given (in-process test apps pass a cheaper one,
   * test/helper.ts; nothing in src/ does). */
  passwordHashing?: PasswordHashing | undefined;
}

/** The app as built: default HTTP server, Fastify's logger interface, zod type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

function isPino(logger: BuildAppOptions["logger"]): logger is Logger {
  return (
    typeof logger === "object" && logger !== null && typeof (logger as Logger).child === "function"
  );
}

/** Builds the app: plugins first, then the modules. `server.ts` only listens. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    ...(isPino(options.logger)
      ? { loggerInstance: options.logger as FastifyBaseLogger }
      : { logger: options.logger ?? false }),
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("db", options.db.db);
  app.decorate("dbKind", options.db.kind);
  const clock = options.clock ?? createClock({ start: config.clockStart });
  app.decorate("clock", clock);
  app.decorate("shipDates", createShipDates({ clock, timeZone: config.facility.timeZone }));
  // Payment, maps, storage and email, chosen from the config once (plugins/providers.ts).
  await app.register(providers);

  const auth = createAuth({
    config,
    db: options.db.db,
    logger: app.log,
    passwordHashing: options.passwordHashing,
  });
  app.decorate("auth", auth);

  await app.register(errors);
  // NUL in any param, query or body text: 400 before it reaches PostgreSQL.
  await app.register(textGuard);
  await app.register(security, { config });
  // Brotli/gzip for the routes registered below (plugins/compression.ts).
  await app.register(compression);
  await app.register(docs, { config });
  const resolveSession =
    options.resolveSession ?? createSessionResolver(auth, options.db.db, config.adminEmails);
  await app.register(authGuard, { resolveSession });
  // Every /v2/admin route: 401 signed out, 403 for customers (modules/admin/admin-guard.ts).
  await app.register(adminGuard);
  // `Idempotency-Key` on the routes with `config: { idempotent: true }`; after the guard, which
  // tells whose key it is, and before the modules, whose routes it amends.
  await app.register(idempotency);
  await app.register(eventsPlugin, options.events ? { bus: options.events } : {});
  // `app.materials`: the one path from the materials table to a price, cached per instance and
  // dropped on every edit, here and (through the event bus) on the other instances. Decision 014.
  await app.register(materialsPlugin);
  // ADMIN_EMAILS also covers accounts created before this start.
  app.addHook("onReady", async () => {
    const granted = await grantConfiguredAdmins(options.db.db, config.adminEmails);
    if (granted > 0) app.log.info({ granted }, "ADMIN_EMAILS: accounts made admin");
  });

  await app.register(healthRoutes);
  await app.register(authRoutes, {
    auth,
    publicUrl: config.publicUrl,
    rateLimitMax: options.authRateLimitMax,
  });
  await app.register(accountsRoutes, { auth });
  await app.register(apiKeysRoutes);
  await app.register(webhooksRoutes);
  await app.register(outboxRoutes);
  if (options.adminControlToken) {
    await app.register(adminControlRoutes, { token: options.adminControlToken });
  }
  await app.register(materialsRoutes);
  await app.register(mailingListRoutes);
  await app.register(pricingRoutes);
  await app.register(cutListsRoutes);
  await app.register(quotesRoutes);
  await app.register(quoteRequestsRoutes);
  await app.register(quoteHistoryRoutes);
  await app.register(checkoutRoutes);
  await app.register(ordersRoutes);
  await app.register(emailRoutes);
  await app.register(documentsRoutes);
  await app.register(taxExemptionHoldRoutes);
  await app.register(onAccountRoutes);
  await app.register(portalRoutes);
  await app.register(companiesRoutes);
  await app.register(adminRoutes);
  await app.register(quoteStatusRoutes);
  await app.register(eventsRoutes, {
    resolveSession,
    ...(options.eventStreamSessionCheckMs === undefined
      ? {}
      : { sessionCheckMs: options.eventStreamSessionCheckMs }),
  });

  await app.register(web, { config });
  return app;
}
