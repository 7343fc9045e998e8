import { type ApiKeyScope, MESSAGES } from "@ingot/domain";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { session, user as users } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { readStoredAccount, selectStoredAccount, storedAccountOf } from "../../lib/authorize";
import type { SessionResolver, SessionUser } from "../../plugins/auth-guard";
import { getRole } from "../accounts/accounts.service";
import { API_KEY_PREFIX, type Auth } from "./auth";
import { toFetchHeaders } from "./auth.routes";
import { readSessionCookie } from "./session-cookie";

/**
 * A session's account in one query, by the session's token: the account, its role and company
 * (as `readStoredAccount` reads them) with the session's expiry. A named statement per database.
 */
function sessionAccountQuery(db: Database) {
  return selectStoredAccount(db, { name: users.name, expiresAt: session.expiresAt })
    .innerJoin(session, eq(session.userId, users.id))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("ingot_session_account");
}

/** The scope a key's stored permissions grant (modules/api-keys writes them). */
export function scopeOfPermissions(permissions: unknown): ApiKeyScope {
  const api = (permissions as { api?: unknown } | null)?.api;
  return Array.isArray(api) && api.includes("write") ? "read_write" : "read";
}

/** The bearer value of `Authorization: Bearer <value>`, if any. */
export function bearerOf(authorization: string | undefined): string | undefined {
  return /^bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
}

/**
 * Better Auth's session check for the auth guard: the session cookie or `Authorization: Bearer`
 * (bearer plugin) -> `request.user` with the role of the profile. A bearer value that starts with
 * `ingot_` is an API key (decision 021): the API-key plugin verifies it (hash lookup, enabled,
 * per-key rate limit, last use) and the key acts as its owner, with `apiKey` naming its scope; an
 * unknown or revoked key answers 401 and a key over its rate 429, whatever the route.
 */
export function createSessionResolver(
  auth: Auth,
  db: Database,
  adminEmails: readonly string[],
): SessionResolver {
  /**
   * The signed-in user as routes see them: who, and their role (from the profile or the admin
   * list), with the account and its company as stored (one query, which `actorOf` reuses).
   */
  const actorOf = async (user: {
    id: string;
    email: string;
    name: string;
    emailVerified: boolean;
  }): Promise<SessionUser> => {
    const stored = await readStoredAccount(db, user.id);
    const identity = { id: user.id, email: user.email, name: user.name };
    if (stored?.role) {
      return {
        ...identity,
        emailVerified: stored.member.emailVerified,
        role: stored.role,
        stored: stored.member,
      };
    }
    // No profile yet (an account made before profiles, or by Better Auth alone): made here.
    return {
      ...identity,
      emailVerified: user.emailVerified,
      role: await getRole(
        db,
        { id: user.id, email: user.email, emailVerified: user.emailVerified },
        adminEmails,
      ),
    };
  };

  /**
   * The fast path of the session check (decision 031): a signed-in request's session, account,
   * role and company in one query, instead of Better Auth's session read, its user read and then
   * ours. It answers only where Better Auth would answer the same and write nothing: no session
   * cookie (null), a cookie signed with our secret whose session does not exist (null), or a live
   * session not yet due for Better Auth's refresh of its expiry. Everything else (an expired
   * session, which Better Auth deletes; one due for refresh, which it extends; an odd cookie; an
   * account without a profile yet) is `undefined`: Better Auth's own check decides, as before.
   */
  let sessionQuery: ReturnType<typeof sessionAccountQuery> | undefined;
  const fastSession = async (cookieHeader: string): Promise<SessionUser | null | undefined> => {
    const context = await auth.$context;
    const cookie = readSessionCookie(
      cookieHeader,
      context.authCookies.sessionToken.name,
      context.secret,
    );
    if (cookie.kind === "none") return null;
    if (cookie.kind === "unsure") return undefined;
    sessionQuery ??= sessionAccountQuery(db);
    const [row] = await sessionQuery.execute({ token: cookie.token });
    if (!row) return null;
    const expiresAt = row.expiresAt.getTime();
    const { expiresIn, updateAge } = context.sessionConfig;
    const now = Date.now();
    if (expiresAt < now || expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return undefined;
    const stored = storedAccountOf(row);
    if (!stored.role) return undefined;
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      emailVerified: stored.member.emailVerified,
      role: stored.role,
      stored: stored.member,
    };
  };

  const ownerOfKey = async (key: string): Promise<SessionUser> => {
    const verified = await auth.api.verifyApiKey({ body: { key } });
    if (!verified.valid || !verified.key) {
      if (verified.error?.code === "RATE_LIMITED") throw AppError.tooManyRequests();
      throw AppError.unauthorized(MESSAGES.apiKeys.invalidKey);
    }
    const [owner] = await db.select().from(users).where(eq(users.id, verified.key.referenceId));
    if (!owner) throw AppError.unauthorized(MESSAGES.apiKeys.invalidKey);
    return {
      ...(await actorOf(owner)),
      apiKey: { id: verified.key.id, scope: scopeOfPermissions(verified.key.permissions) },
    };
  };

  return async (request) => {
    if (!request.headers.cookie && !request.headers.authorization) return null;
    const bearer = bearerOf(request.headers.authorization);
    if (bearer?.startsWith(API_KEY_PREFIX)) return ownerOfKey(bearer);
    // A bearer session token goes through Better Auth's bearer plugin; a cookie alone, here first.
    if (!request.headers.authorization && request.headers.cookie) {
      const fast = await fastSession(request.headers.cookie);
      if (fast !== undefined) return fast;
    }
    const result = await auth.api.getSession({ headers: toFetchHeaders(request) });
    if (!result) return null;
    return actorOf(result.user);
  };
}
