import type { Database } from "../../db/client";
import type { SessionResolver } from "../../plugins/auth-guard";
import { getRole } from "../accounts/accounts.service";
import type { Auth } from "./auth";
import { toFetchHeaders } from "./auth.routes";

/**
 * Better Auth's session check for the auth guard: the session cookie or `Authorization: Bearer`
 * (bearer plugin) -> `request.user` with the role of the profile.
 */
export function createSessionResolver(
  auth: Auth,
  db: Database,
  adminEmails: readonly string[],
): SessionResolver {
  return async (request) => {
    if (!request.headers.cookie && !request.headers.authorization) return null;
    const result = await auth.api.getSession({ headers: toFetchHeaders(request) });
    if (!result) return null;
    const { user } = result;
    const role = await getRole(
      db,
      { id: user.id, email: user.email, emailVerified: user.emailVerified },
      adminEmails,
    );
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      role,
    };
  };
}
