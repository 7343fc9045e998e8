import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helper";
import type { App } from "../app";
import { session } from "../db/schema/index";

/**
 * TRUST_PROXY as a list of proxy addresses: the client is the nearest address in X-Forwarded-For
 * that is not a proxy, so a proxy that appends to the header cannot be fooled by what the client
 * put there first, and a client that reaches the server directly cannot claim another address or
 * https. (The rate limits key on this address; the Secure cookie rule reads the protocol.)
 */
describe("TRUST_PROXY with the proxies' addresses", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({
      env: { TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" },
      setup: (a) => {
        a.get("/test/client", { config: { public: true } }, async (request) => ({
          ip: request.ip,
          protocol: request.protocol,
        }));
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const client = async (remoteAddress: string, headers: Record<string, string>) =>
    (await app.inject({ method: "GET", url: "/test/client", remoteAddress, headers })).json();

  it("takes the address the proxy appended, not the one the client wrote first", async () => {
    expect(
      await client("10.1.2.3", {
        "x-forwarded-for": "198.51.100.9, 203.0.113.7",
        "x-forwarded-proto": "https",
      }),
    ).toEqual({ ip: "203.0.113.7", protocol: "https" });
  });

  it("believes nothing a client sends when it is not behind a listed proxy", async () => {
    expect(
      await client("203.0.113.50", {
        "x-forwarded-for": "198.51.100.9",
        "x-forwarded-proto": "https",
      }),
    ).toEqual({ ip: "203.0.113.50", protocol: "http" });
  });

  // Issue #21: the session's recorded IP follows the same rule, not the raw leftmost header.
  it("records the session's IP by the same rule: the proxy's appended address", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      remoteAddress: "10.1.2.3",
      headers: { "x-forwarded-for": "198.51.100.9, 203.0.113.7" },
      payload: {
        email: "proxied@example.com",
        password: "secret1",
        full_name: "Proxied Buyer",
        company: "Acme",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const userId = res.json().user.id as string;
    const rows = await app.db
      .select({ ip: session.ipAddress })
      .from(session)
      .where(eq(session.userId, userId));
    expect(rows).toEqual([{ ip: "203.0.113.7" }]);
  });

  it("and a client's own header is never what the library reads", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      remoteAddress: "203.0.113.60",
      headers: { "x-forwarded-for": "198.51.100.9", "x-ingot-client-ip": "198.51.100.10" },
      payload: { email: "direct@example.com", password: "secret1", full_name: "D", company: "A" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await app.db
      .select({ ip: session.ipAddress })
      .from(session)
      .where(eq(session.userId, res.json().user.id as string));
    expect(rows).toEqual([{ ip: "203.0.113.60" }]);
  });
});
