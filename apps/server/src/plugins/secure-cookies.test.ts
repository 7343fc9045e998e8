import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../test/accounts";
import {
  createTestDatabase,
  TEST_AUTH_RATE_LIMIT,
  type TestDatabase,
  testConfig,
} from "../../test/helper";
import { type App, buildApp } from "../app";
import { withSecure } from "./secure-cookies";

/**
 * The session cookie's attributes on sign-in (issue #10 item 6): HttpOnly and SameSite=Lax always;
 * Secure over HTTPS (an https PUBLIC_URL, or a TLS proxy's X-Forwarded-Proto with TRUST_PROXY), and
 * never on plain-http development, where a browser would drop it.
 */

const PASSWORD = "secret1";

// One database for the three configurations: making a database is the slow part.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

interface Scenario {
  app: App;
  origin: string;
  email: string;
}

async function scenario(env: Record<string, string>, origin: string): Promise<Scenario> {
  const app = await buildApp({
    config: testConfig(env),
    db: database,
    authRateLimitMax: TEST_AUTH_RATE_LIMIT,
  });
  const email = uniqueEmail("cookie");
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin, "x-forwarded-proto": origin.startsWith("https") ? "https" : "http" },
    payload: { email, password: PASSWORD, full_name: "Grace Hopper", company: "Navy" },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up: ${res.statusCode} ${res.body}`);
  return { app, origin, email };
}

/** Signs in and answers every Set-Cookie line and the `name=value` of the session cookie. */
async function signIn(s: Scenario, headers: Record<string, string> = {}) {
  const res = await s.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: s.origin, ...headers },
    payload: { email: s.email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const lines = [res.headers["set-cookie"]].flat().filter((c): c is string => Boolean(c));
  const session = lines.find((c) => /session_token=[^;]/.test(c));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(lines)}`);
  return { lines, session, pair: session.split(";", 1)[0] ?? "" };
}

async function signedInEmail(s: Scenario, cookie: string, headers: Record<string, string> = {}) {
  const res = await s.app.inject({ method: "GET", url: "/v2/me", headers: { cookie, ...headers } });
  return res.json().data.user?.email as string | undefined;
}

const attribute = (cookie: string, name: string) =>
  new RegExp(`;\\s*${name}(\\s*[=;]|\\s*$)`, "i").test(cookie);

describe("session cookie over plain http (development and test config)", () => {
  let s: Scenario;
  beforeAll(async () => {
    s = await scenario({}, "http://localhost:3000");
  });
  afterAll(async () => {
    await s?.app.close();
  });

  it("is HttpOnly and SameSite=Lax without Secure, and signs the browser in", async () => {
    const { session, pair } = await signIn(s);
    expect(pair).toMatch(/^better-auth\.session_token=/);
    expect(attribute(session, "HttpOnly")).toBe(true);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(attribute(session, "Secure")).toBe(false);
    expect(await signedInEmail(s, pair)).toBe(s.email);
  });

  it("ignores a client's own X-Forwarded-Proto without TRUST_PROXY", async () => {
    const { session } = await signIn(s, { "x-forwarded-proto": "https" });
    expect(attribute(session, "Secure")).toBe(false);
  });
});

describe("session cookie in production behind a TLS proxy (https PUBLIC_URL)", () => {
  let s: Scenario;
  beforeAll(async () => {
    s = await scenario(
      {
        NODE_ENV: "production",
        PUBLIC_URL: "https://shop.ingot.test",
        TRUST_PROXY: "true",
        BETTER_AUTH_SECRET: "multi-instance-test-secret-0123456789abcdef",
      },
      "https://shop.ingot.test",
    );
  });
  afterAll(async () => {
    await s?.app.close();
  });

  it("is __Secure- named, Secure, HttpOnly and SameSite=Lax, and signs the browser in", async () => {
    const proxied = { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7" };
    const { lines, session, pair } = await signIn(s, proxied);
    expect(pair).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(attribute(session, "Secure")).toBe(true);
    expect(attribute(session, "HttpOnly")).toBe(true);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    for (const line of lines) expect(attribute(line, "Secure")).toBe(true);
    expect(await signedInEmail(s, pair, proxied)).toBe(s.email);
  });
});

describe("session cookie behind a TLS proxy with an http PUBLIC_URL", () => {
  let s: Scenario;
  beforeAll(async () => {
    s = await scenario({ TRUST_PROXY: "true" }, "http://localhost:3000");
  });
  afterAll(async () => {
    await s?.app.close();
  });

  it("gains Secure when the proxy says the browser came over HTTPS", async () => {
    const { session, pair } = await signIn(s, { "x-forwarded-proto": "https" });
    expect(attribute(session, "Secure")).toBe(true);
    expect(attribute(session, "HttpOnly")).toBe(true);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(await signedInEmail(s, pair, { "x-forwarded-proto": "https" })).toBe(s.email);
  });

  it("stays without Secure on a plain-http request through the same proxy", async () => {
    const { session } = await signIn(s, { "x-forwarded-proto": "http" });
    expect(attribute(session, "Secure")).toBe(false);
  });
});

describe("withSecure", () => {
  it("adds Secure once", () => {
    expect(withSecure("a=1; Path=/; HttpOnly")).toBe("a=1; Path=/; HttpOnly; Secure");
    expect(withSecure("a=1; Secure; HttpOnly")).toBe("a=1; Secure; HttpOnly");
    expect(withSecure("a=1; Path=/; secure")).toBe("a=1; Path=/; secure");
    expect(withSecure("secure=1; Path=/")).toBe("secure=1; Path=/; Secure");
  });
});
