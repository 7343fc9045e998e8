import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helper";
import type { App } from "../app";
import { createLogger, REDACTED, redactUrl } from "./logger";

/**
 * Issue #21: the request log wrote `?reset_token=` and `?token=` at info level. The server's own
 * logger (createLogger, as server.ts builds it) is given to a test app and its output captured.
 */

const SECRETS = {
  reset: "RESETsecret0000000000001",
  verify: "VERIFYsecret000000000002",
  pathToken: "PATHsecret00000000000003",
  bearer: "BEARERsecret000000000004",
  cookie: "COOKIEsecret000000000005",
  other: "OTHERsecret0000000000006",
};

let app: App;
let lines: string[] = [];
const output = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  const logger = createLogger({ logLevel: "info", nodeEnv: "production" }, output);
  app = await createTestApp({ logger });
});
afterAll(async () => {
  await app.close();
});

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const urlsLogged = () =>
  logged()
    .map((entry) => (entry.req as { url?: string } | undefined)?.url)
    .filter((url): url is string => typeof url === "string");

describe("the request log", () => {
  it("never writes a token, a secret, a session cookie or a bearer token", async () => {
    lines = [];
    await app.inject({ method: "GET", url: `/auth?reset_token=${SECRETS.reset}&next=%2Fprofile` });
    await app.inject({
      method: "GET",
      url: `/api/auth/verify-email?token=${SECRETS.verify}&callbackURL=%2F`,
    });
    await app.inject({
      method: "GET",
      url: `/api/auth/reset-password/${SECRETS.pathToken}?callbackURL=%2Fauth`,
    });
    await app.inject({
      method: "GET",
      url: `/v2/me?client_secret=${SECRETS.other}`,
      headers: {
        authorization: `Bearer ${SECRETS.bearer}`,
        cookie: `better-auth.session_token=${SECRETS.cookie}`,
      },
    });
    app.log.info(
      { headers: { authorization: `Bearer ${SECRETS.bearer}`, cookie: SECRETS.cookie } },
      "a line that carries headers",
    );

    const text = lines.join("\n");
    expect(text).toContain("incoming request");
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    expect(urlsLogged()).toEqual(
      expect.arrayContaining([
        `/auth?reset_token=${REDACTED}&next=%2Fprofile`,
        `/api/auth/verify-email?token=${REDACTED}&callbackURL=%2F`,
        `/api/auth/reset-password/${REDACTED}?callbackURL=%2Fauth`,
        `/v2/me?client_secret=${REDACTED}`,
      ]),
    );
    const withHeaders = logged().find((entry) => entry.msg === "a line that carries headers");
    expect(withHeaders?.headers).toEqual({ authorization: REDACTED, cookie: REDACTED });
  });
});

describe("redactUrl", () => {
  it.each([
    ["/v2/materials?page=2", "/v2/materials?page=2"],
    ["/x?TOKEN=a&b=c", `/x?TOKEN=${REDACTED}&b=c`],
    ["/x?api_key=a&apiKey=b", `/x?api_key=${REDACTED}&apiKey=${REDACTED}`],
    ["/x?reset%5Ftoken=a", `/x?reset%5Ftoken=${REDACTED}`],
    ["/x?token", "/x?token"],
    ["/x?a=1&&token=2", `/x?a=1&&token=${REDACTED}`],
  ])("%s → %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
