import type { App } from "../src/app";

/** Test helpers for accounts: sign up / sign in through the real Better Auth routes. */

export const TEST_ORIGIN = "http://localhost:3000";

export interface SignedIn {
  userId: string;
  email: string;
  /** `Cookie` header value carrying the session. */
  cookie: string;
  /** The session token for `Authorization: Bearer`. */
  token: string;
}

let counter = 0;
export const uniqueEmail = (prefix = "user") =>
  `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.com`;

function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const pairs = all
    .map((c) => c.split(";", 1)[0] ?? "")
    .filter((pair) => pair.includes("session_token=") && !pair.endsWith("="));
  return pairs.join("; ");
}

export async function signUp(
  app: App,
  input: Partial<{
    email: string;
    password: string;
    full_name: string;
    company: string;
    phone: string;
  }> = {},
  remoteAddress = "127.0.0.1",
): Promise<SignedIn> {
  const email = input.email ?? uniqueEmail();
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    remoteAddress,
    payload: {
      email,
      password: input.password ?? "secret1",
      full_name: input.full_name ?? "Ada Lovelace",
      company: input.company ?? "Analytical Engines",
      ...(input.phone === undefined ? {} : { phone: input.phone }),
      callbackURL: "/",
    },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; user: { id: string; email: string } };
  return {
    userId: body.user.id,
    email: body.user.email,
    cookie: sessionCookie(res.headers["set-cookie"]),
    token: res.headers["set-auth-token"] as string,
  };
}

export async function signIn(
  app: App,
  email: string,
  password: string,
  remoteAddress = "127.0.0.1",
) {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress,
    payload: { email, password },
  });
}

export function cookieOf(res: { headers: Record<string, unknown> }): string {
  return sessionCookie(res.headers["set-cookie"] as string | string[] | undefined);
}
