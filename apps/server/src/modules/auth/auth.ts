import { randomBytes } from "node:crypto";
import { apiKey } from "@better-auth/api-key";
import {
  COMPANY_ROLE_LABELS,
  type CompanyRole,
  EMAIL_CONFIRMED_PARAM,
  INVITATION_TTL_DAYS,
  RESET_TOKEN_PARAM,
  signUpRequestSchema,
} from "@ingot/domain";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { createAccessControl } from "better-auth/plugins/access";
import { bearer } from "better-auth/plugins/bearer";
import { organization } from "better-auth/plugins/organization";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config/env";
import type { Database } from "../../db/client";
import {
  account,
  apikey,
  invitation,
  member,
  organization as organizationTable,
  session,
  user,
  verification,
} from "../../db/schema/index";
import { createAccountRecords, grantIfConfiguredAdmin } from "../accounts/accounts.service";
import { invitationEmail, resetPasswordEmail, verificationEmail } from "../email/auth-emails";
import { enqueueEmail } from "../outbox/outbox.service";

/** Where the auth library's routes live (decisions §12). */

/** The client address as Fastify sees it (X-Forwarded-For only through TRUST_PROXY's proxies):
 * the auth route sets this header on every request it forwards to the library, replacing any
 * value a client sent, and the library records it as the session's IP. */
export const CLIENT_IP_HEADER = "x-ingot-client-ip";

export const AUTH_BASE_PATH = "/api/auth";

/** What every API key starts with, so a bearer value is told apart from a session token. */
export const API_KEY_PREFIX = "ingot_";
/** The characters of a key kept in clear (prefix included) to tell keys apart in a list. */
export const API_KEY_SHOWN_CHARACTERS = 12;
export const API_KEY_NAME_MAX = 60;
/** Requests per key per window, counted in the key's row (so every instance shares it). */
export const API_KEY_RATE_LIMIT = { max: 120, windowMs: 60_000 } as const;

/** Where an invitee accepts an invitation: the portal's Company section (issue #16). */
export const COMPANY_PROFILE_PATH = "/profile#company";

/**
 * The companies' roles for Better Auth's organization plugin (issue #16, decision 028), the
 * domain's COMPANY_PERMISSIONS in the plugin's terms: owners manage the company, its members and
 * invitations; buyers and viewers manage nothing (ordering is ours: lib/authorize.ts).
 */
export const companyAccess = createAccessControl({
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
} as const);
export const companyRoles = {
  owner: companyAccess.newRole({
    organization: ["update", "delete"],
    member: ["create", "update", "delete"],
    invitation: ["create", "cancel"],
  }),
  buyer: companyAccess.newRole({ organization: [], member: [], invitation: [] }),
  viewer: companyAccess.newRole({ organization: [], member: [], invitation: [] }),
} satisfies Record<CompanyRole, unknown>;

export interface InvitationEmailData {
  email: string;
  role: string;
  organization: { name: string };
  inviter: { user: { name: string; email: string } };
}

/** The invitation email, through the outbox (the plugin's `sendInvitationEmail` and our route). */
export async function queueInvitationEmail(
  db: Database,
  config: Pick<Config, "publicUrl" | "brandName">,
  data: InvitationEmailData,
): Promise<void> {
  const role = (data.role in COMPANY_ROLE_LABELS ? data.role : "viewer") as CompanyRole;
  await enqueueEmail(
    db,
    invitationEmail({
      to: data.email,
      companyName: data.organization.name,
      inviterName: data.inviter.user.name || data.inviter.user.email,
      roleLabel: COMPANY_ROLE_LABELS[role],
      url: `${config.publicUrl}${COMPANY_PROFILE_PATH}`,
      brandName: config.brandName,
      expiresInDays: INVITATION_TTL_DAYS,
    }),
  );
}

const VERIFY_EMAIL_EXPIRES_S = 24 * 60 * 60;
const RESET_PASSWORD_EXPIRES_S = 60 * 60;

/** How passwords are hashed and checked; Better Auth's own scrypt unless one is given. */
export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
}

export interface CreateAuthOptions {
  config: Config;
  db: Database;
  logger: FastifyBaseLogger;
  /** Only in-process test apps pass one (test/helper.ts); production keeps the library's. */
  passwordHashing?: PasswordHashing | undefined;
}

/**
 * Better Auth on the app's own database (Drizzle adapter, the tables of db/schema/auth.ts):
 * email + password (6 to 128 characters), email verification and password reset through the
 * outbox, sessions in an httpOnly SameSite=Lax cookie (Secure and `__Secure-` named when PUBLIC_URL
 * is https; plugins/secure-cookies.ts adds Secure to any cookie of a request that came over HTTPS) and
 * `Authorization: Bearer` through the bearer plugin. Rate limits are Fastify's (auth.routes.ts), so
 * the library's own limiter is off in every mode.
 */
export function createAuth({ config, db, logger, passwordHashing }: CreateAuthOptions) {
  const https = config.publicUrl.startsWith("https://");
  const log = logger.child({ module: "auth" });
  /** Verification links that just confirmed an unverified address, and whose account it is. */
  const justConfirmed = new Map<string, string>();
  return betterAuth({
    appName: config.brandName,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    // The same list as every other cookie-carrying write (plugins/same-origin.ts).
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user,
        session,
        account,
        verification,
        apikey,
        organization: organizationTable,
        member,
        invitation,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      autoSignIn: true,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_EXPIRES_S,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: target, token }) => {
        const url = `${config.publicUrl}/auth?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}`;
        await enqueueEmail(
          db,
          resetPasswordEmail({
            to: target.email,
            name: target.name,
            url,
            brandName: config.brandName,
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Confirming ends every session and lands on the set-password step (below), so it signs
      // nobody in.
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_EMAIL_EXPIRES_S,
      sendVerificationEmail: async ({ user: target, token }) => {
        // The link verifies, then lands on the site root (spec §7: "redirect to the site root").
        const url = `${config.publicUrl}${AUTH_BASE_PATH}/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(`${config.publicUrl}/`)}`;
        await enqueueEmail(
          db,
          verificationEmail({
            to: target.email,
            name: target.name,
            url,
            brandName: config.brandName,
          }),
        );
      },
      // ADMIN_EMAILS grants the role once the address is proven, never at a bare sign-up.
      afterEmailVerification: async (verified, request) => {
        await grantIfConfiguredAdmin(db, verified, config.adminEmails);
        // Pre-hijacking (issue #21, decision 019): the after hook below takes the account back
        // for the person who proved the address. Keyed by the verification link's token.
        const link = request ? new URL(request.url).searchParams.get("token") : null;
        if (link) justConfirmed.set(link, verified.id);
      },
    },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/verify-email") return;
        const link = typeof ctx.query?.token === "string" ? ctx.query.token : "";
        const userId = justConfirmed.get(link);
        if (!userId) return;
        justConfirmed.delete(link);
        // Whoever signed up with this address chose the password and may hold sessions or keys:
        // none of it survives the confirmation. The confirmer sets the only password.
        const adapter = ctx.context.internalAdapter;
        await adapter.deleteUserSessions(userId);
        await db.delete(apikey).where(eq(apikey.referenceId, userId));
        await adapter.updatePassword(
          userId,
          await ctx.context.password.hash(randomBytes(32).toString("base64url")),
        );
        const resetToken = randomBytes(18).toString("base64url");
        await adapter.createVerificationValue({
          identifier: `reset-password:${resetToken}`,
          value: userId,
          expiresAt: new Date(Date.now() + RESET_PASSWORD_EXPIRES_S * 1000),
        });
        log.info({ userId }, "email confirmed: sessions, API keys and sign-up password voided");
        throw ctx.redirect(
          `${config.publicUrl}/auth?${RESET_TOKEN_PARAM}=${encodeURIComponent(resetToken)}&${EMAIL_CONFIRMED_PARAM}=1`,
        );
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // The profile row and default preferences; the sign-up body carries the spec's metadata.
          after: async (created, context) => {
            const parsed = signUpRequestSchema.partial().safeParse(context?.body ?? {});
            const metadata = parsed.success ? parsed.data : {};
            await createAccountRecords(db, created, metadata, config.adminEmails);
          },
        },
      },
    },
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: https },
      disableOriginCheck: false,
      // The address Fastify resolved with TRUST_PROXY (the rate limits' rule), put by the route in
      // its own header; never the raw leftmost X-Forwarded-For a client can write (issue #21).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    plugins: [
      bearer(),
      // Companies (issue #16, decision 028): the plugin's tables, roles and invitation rules; its
      // own /api/auth/organization/* routes are closed (auth.routes.ts), our /v2/companies and
      // /v2/invitations routes (modules/companies) call it or apply our rules on its tables.
      organization({
        ac: companyAccess,
        roles: companyRoles,
        creatorRole: "owner",
        // One company per user (member_user_id_unique); our route answers the 409 first.
        organizationLimit: 1,
        invitationExpiresIn: INVITATION_TTL_DAYS * 24 * 60 * 60,
        requireEmailVerificationOnInvitation: true,
        cancelPendingInvitationsOnReInvite: false,
        disableOrganizationDeletion: true,
        sendInvitationEmail: async (data) => {
          await queueInvitationEmail(db, config, data);
        },
        schema: {
          member: {
            additionalFields: {
              orderLimitCents: { type: "number", required: false, input: true },
            },
          },
          invitation: {
            additionalFields: {
              orderLimitCents: { type: "number", required: false, input: true },
            },
          },
        },
      }),
      // API keys (issue #20, decision 021): made, listed and revoked by /v2/api-keys, verified by
      // the session resolver (modules/auth/session.ts); never a session of their own.
      apiKey({
        defaultPrefix: API_KEY_PREFIX,
        requireName: true,
        maximumNameLength: API_KEY_NAME_MAX,
        startingCharactersConfig: { shouldStore: true, charactersLength: API_KEY_SHOWN_CHARACTERS },
        enableSessionForAPIKeys: false,
        rateLimit: {
          enabled: true,
          timeWindow: API_KEY_RATE_LIMIT.windowMs,
          maxRequests: API_KEY_RATE_LIMIT.max,
        },
      }),
    ],
    // Better Auth's own onError prints every refused request (a 4xx such as a client's bad
    // callbackURL) as an ERROR through its console logger, outside pino. A client's mistake is
    // not our fault: 4xx go to debug, anything else to error, both through pino.
    onAPIError: {
      onError: (error) => {
        const status = isAPIError(error) ? error.statusCode : 500;
        if (status < 500) log.debug({ status, err: error }, "auth refused a request");
        else log.error({ err: error }, "auth failed");
      },
    },
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        const fields = args.length > 0 ? { details: args } : {};
        // An unknown, revoked or over-limit API key is the client's mistake (answered 401/429),
        // not a failure of ours.
        if (message.startsWith("Failed to validate API key")) {
          log.debug(fields, message);
          return;
        }
        if (level === "error") log.error(fields, message);
        else if (level === "warn") log.warn(fields, message);
        else if (level === "info") log.info(fields, message);
        else log.debug(fields, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
