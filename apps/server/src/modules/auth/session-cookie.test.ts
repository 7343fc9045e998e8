import { webcrypto } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readSessionCookie } from "./session-cookie";

const NAME = "better-auth.session_token";
const SECRET = "a-test-secret-of-at-least-thirty-two-characters";

/** A cookie value signed the way Better Auth (better-call) signs it: Web Crypto HMAC, btoa, URL-encoded. */
async function signedAsBetterAuth(token: string, secret = SECRET): Promise<string> {
  const key = await webcrypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = await webcrypto.subtle.sign("HMAC", key, new TextEncoder().encode(token));
  const base64 = btoa(String.fromCharCode(...new Uint8Array(signature)));
  return encodeURIComponent(`${token}.${base64}`);
}

describe("readSessionCookie", () => {
  it("reads the token of a cookie Better Auth signed, among other cookies", async () => {
    const value = await signedAsBetterAuth("tok123");
    expect(readSessionCookie(`ingot-theme=dark; ${NAME}=${value}; x=1`, NAME, SECRET)).toEqual({
      kind: "token",
      token: "tok123",
    });
  });

  it("agrees with Better Auth's signature for any token", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), async (token) => {
        const value = await signedAsBetterAuth(token);
        expect(readSessionCookie(`${NAME}=${value}`, NAME, SECRET)).toEqual({
          kind: "token",
          token,
        });
      }),
      { numRuns: 50 },
    );
  });

  it("says none when no session cookie is sent", () => {
    expect(readSessionCookie("ingot-theme=dark", NAME, SECRET)).toEqual({ kind: "none" });
    expect(readSessionCookie(`x${NAME}=abc`, NAME, SECRET)).toEqual({ kind: "none" });
  });

  it("leaves every other case to Better Auth: another secret, a forged or malformed value, the cookie twice", async () => {
    const other = await signedAsBetterAuth("tok123", "another-secret-of-at-least-thirty-two-chars");
    const good = await signedAsBetterAuth("tok123");
    const unsure = { kind: "unsure" };
    expect(readSessionCookie(`${NAME}=${other}`, NAME, SECRET)).toEqual(unsure);
    expect(readSessionCookie(`${NAME}=tok123`, NAME, SECRET)).toEqual(unsure);
    expect(readSessionCookie(`${NAME}=.abc`, NAME, SECRET)).toEqual(unsure);
    expect(readSessionCookie(`${NAME}=tok124.${good.split(".")[1]}`, NAME, SECRET)).toEqual(unsure);
    expect(readSessionCookie(`${NAME}=${good}; ${NAME}=${good}`, NAME, SECRET)).toEqual(unsure);
  });
});
