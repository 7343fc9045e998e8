import { and, desc, eq } from "drizzle-orm";
import type { App } from "../src/app";
import { emailOutbox } from "../src/db/schema/index";

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

/**
 * Confirms `email` the way its owner would: follows the link of the newest verification email in
 * the outbox (Better Auth's real route, so its after-verification hook runs). Answers where the
 * link lands: after a first confirmation, the set-password step
 * (`/auth?reset_token=…&email_confirmed=1`, issue #21), whose token it returns.
 */
export async function verifyEmail(
  app: App,
  email: string,
): Promise<{ location: string; resetToken: string | null }> {
  const [mail] = await app.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, "verify-email")))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no verification email for ${email}`);
  const url = new URL(link);
  const res = await app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
  if (res.statusCode !== 302) throw new Error(`verification failed: ${res.statusCode} ${res.body}`);
  const location = String(res.headers.location ?? "");
  return { location, resetToken: new URL(location).searchParams.get("reset_token") };
}

/**
 * What the owner of a newly signed-up address does (issue #21): follows the confirmation link,
 * which ends every session of the account and voids the sign-up password, chooses a password on
 * the set-password step it lands on, and signs in with it. Answers the new session.
 */
export async function confirmAndSignIn(
  app: App,
  account: Pick<SignedIn, "email">,
  password = "secret1",
  remoteAddress = "127.0.0.1",
): Promise<SignedIn> {
  const { resetToken } = await verifyEmail(app, account.email);
  if (!resetToken) throw new Error(`confirming ${account.email} did not land on set-password`);
  const reset = await app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    remoteAddress,
    payload: { token: resetToken, newPassword: password },
  });
  if (reset.statusCode !== 200) throw new Error(`set-password: ${reset.statusCode} ${reset.body}`);
  const res = await signIn(app, account.email, password, remoteAddress);
  if (res.statusCode !== 200) throw new Error(`sign-in: ${res.statusCode} ${res.body}`);
  const body = res.json() as { user: { id: string; email: string } };
  return {
    userId: body.user.id,
    email: body.user.email,
    cookie: cookieOf(res),
    token: res.headers["set-auth-token"] as string,
  };
}

/** Signs up an address of ADMIN_EMAILS and confirms it, which is when it becomes an admin. */
export async function signUpAdmin(
  app: App,
  input: Parameters<typeof signUp>[1] & { email: string },
): Promise<SignedIn> {
  const account = await signUp(app, input);
  return confirmAndSignIn(app, account, input.password ?? "secret1");
}
