import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helper";
import type { App } from "../app";

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
});
