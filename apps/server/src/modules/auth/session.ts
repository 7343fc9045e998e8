import { type ApiKeyScope, MESSAGES } from "@ingot/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { user as users } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { readStoredAccount } from "../../lib/authorize";
import type { SessionResolver, SessionUser } from "../../plugins/auth-guard";
import { getRole } from "../accounts/accounts.service";
import { API_KEY_PREFIX, type Auth } from "./auth";
import { toFetchHeaders } from "./auth.routes";

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
    const result = await auth.api.getSession({ headers: toFetchHeaders(request) });
    if (!result) return null;
    return actorOf(result.user);
  };
}
