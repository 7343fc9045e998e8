import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The session cookie as Better Auth reads it (better-call's `getSignedCookie`), for the session
 * check's fast path (modules/auth/session.ts, decision 031): the cookie's value is
 * `<token>.<signature>`, URL-encoded, the signature being the standard base64 (44 characters, with
 * its padding) of HMAC-SHA256 over the token, keyed by the auth secret's UTF-8 bytes.
 *
 * Only the two plain cases are decided here. `token`: one session cookie, its signature exactly
 * the one our secret makes. `none`: no session cookie at all. Anything else (the cookie twice, a
 * malformed value, a signature that differs) is `unsure`: the caller asks Better Auth, so an odd
 * cookie gets exactly the answer it always got.
 */
export type SessionCookie =
  | { kind: "token"; token: string }
  | { kind: "none" }
  | { kind: "unsure" };

export function readSessionCookie(
  cookieHeader: string,
  cookieName: string,
  secret: string,
): SessionCookie {
  let raw: string | undefined;
  for (const pair of cookieHeader.split(";")) {
    const eq = pair.indexOf("=");
    if (eq === -1 || pair.slice(0, eq).trim() !== cookieName) continue;
    if (raw !== undefined) return { kind: "unsure" };
    raw = pair.slice(eq + 1).trim();
  }
  if (raw === undefined) return { kind: "none" };
  if (raw.startsWith('"')) raw = raw.slice(1, -1);
  const value = decoded(raw);
  const dot = value.lastIndexOf(".");
  if (dot < 1) return { kind: "unsure" };
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { kind: "token", token }
    : { kind: "unsure" };
}

/** As better-call decodes a cookie value: only when it holds a `%`, and as it was if that fails. */
function decoded(value: string): string {
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
