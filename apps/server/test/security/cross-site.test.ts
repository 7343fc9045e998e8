import { type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CROSS_SITE_MESSAGE } from "../../src/plugins/same-origin";
import { TEST_ORIGIN, uniqueEmail } from "../accounts";
import { nextClient } from "../admin-fixtures";
import { type FuzzRequest, requestArbitrary } from "./arbitraries";
import {
  createSecurityApp,
  createWorld,
  knownValues,
  WORLD_TIMEOUT_MS,
  type World,
} from "./fixtures";
import { fillPath, listOperations, type Operation } from "./openapi";
import { envelopeProblem, send } from "./replies";

/**
 * Issue #20, cross-site requests: every state-changing route of the OpenAPI document (read from
 * the running app, so a route added later is walked too), called with customer A's and the
 * admin's session cookie from a page that is not the app's own, answers 403 with the envelope,
 * and the whole database is the same afterwards. The same requests from the app's own origin are
 * not refused for their origin. Requests without the session cookie, with a bearer token, and
 * Stripe's webhook are not subject to the rule (plugins/same-origin.ts).
 */

const { app, removeFiles } = await createSecurityApp();
const WEBHOOK = "POST /api/stripe/webhook";
const writes = listOperations(app).filter((op) => op.method !== "GET" && op.key !== WEBHOOK);
let w: World;

/** What a page on another site, or a client that names no site, sends besides the cookie. */
const FOREIGN: Record<string, Record<string, string | undefined>> = {
  "another origin": { origin: "https://evil.example" },
  "a sibling subdomain": { origin: "http://evil.localhost:3000" },
  "another port": { origin: "http://localhost:3999" },
  "an opaque origin": { origin: "null" },
  "Sec-Fetch-Site cross-site": { origin: undefined, "sec-fetch-site": "cross-site" },
  "Sec-Fetch-Site same-site": { origin: undefined, "sec-fetch-site": "same-site" },
  "neither header": { origin: undefined, "sec-fetch-site": undefined },
};

/** Better Auth's own state-changing routes behind the catch-all, not in the document. */
const AUTH_WRITES = [
  { url: "/api/auth/sign-out", payload: {} },
  { url: "/api/auth/change-password", payload: { currentPassword: "a", newPassword: "bbbbbbbb" } },
  { url: "/api/auth/update-user", payload: { name: "Mallory" } },
  { url: "/api/auth/revoke-sessions", payload: {} },
];

/** One well-shaped request per operation, with A's ids (the fuzzer's generator, fixed seed). */
function sampleOf(operation: Operation): FuzzRequest {
  const arbitrary = requestArbitrary(operation, fillPath, {
    hostile: false,
    known: knownValues(w),
  });
  const [request] = fc.sample(arbitrary, { numRuns: 1, seed: 20_261_125 });
  if (!request) throw new Error(`no request for ${operation.key}`);
  return request;
}

function sendAs(
  operation: Operation,
  request: FuzzRequest,
  headers: Record<string, string | undefined>,
) {
  return send(app, {
    method: operation.method,
    url: request.url,
    remoteAddress: nextClient(),
    headers: {
      ...(headers as Record<string, string>),
      ...(request.contentType ? { "content-type": request.contentType } : {}),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/** Every row of every table, as text: a refused request must change none of it. */
async function databaseSnapshot(): Promise<string> {
  const rowsOf = async <T>(query: SQL) =>
    ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = await rowsOf<unknown>(sql`select * from ${sql.identifier(name)}`);
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    parts.push(`${name}: ${lines.join("\n")}`);
  }
  return parts.join("\n\n");
}

beforeAll(async () => {
  w = await createWorld(app);
}, WORLD_TIMEOUT_MS);
afterAll(async () => {
  await app.close();
  removeFiles();
});

describe("cross-site requests", () => {
  it("walks every state-changing route of the document", () => {
    expect(writes.length).toBeGreaterThan(20);
    expect(writes.map((op) => op.key)).toContain("PUT /v2/profiles/{userId}");
    expect(writes.map((op) => op.key)).toContain("PUT /v2/notifications/preferences/{email}");
  });

  it("refuses every cookie-carrying write from elsewhere with 403, and changes nothing", async () => {
    const before = await databaseSnapshot();
    const problems: string[] = [];
    for (const operation of writes) {
      const request = sampleOf(operation);
      for (const who of [w.a, w.admin]) {
        for (const [variant, site] of Object.entries(FOREIGN)) {
          const reply = await sendAs(operation, request, { cookie: who.cookie, ...site });
          const where = `${operation.key} (${variant}, ${who === w.a ? "A" : "admin"})`;
          const problem = envelopeProblem(reply, operation.path);
          if (reply.statusCode !== 403) problems.push(`${where}: ${reply.statusCode}`);
          else if (problem) problems.push(`${where}: ${problem}`);
          else if (JSON.parse(reply.body).message !== CROSS_SITE_MESSAGE) {
            problems.push(`${where}: ${reply.body}`);
          }
        }
      }
    }
    for (const { url, payload } of AUTH_WRITES) {
      for (const [variant, site] of Object.entries(FOREIGN)) {
        const reply = await app.inject({
          method: "POST",
          url,
          payload,
          headers: { cookie: w.a.cookie, ...(site as Record<string, string>) },
        });
        if (reply.statusCode !== 403 || reply.json().message !== CROSS_SITE_MESSAGE) {
          problems.push(`POST ${url} (${variant}): ${reply.statusCode} ${reply.body}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await databaseSnapshot()).toBe(before);
  }, 120_000);

  it("lets the same writes through from the app's own origin, by Origin or Sec-Fetch-Site", async () => {
    const problems: string[] = [];
    for (const operation of writes) {
      const request = sampleOf(operation);
      for (const site of [
        { origin: TEST_ORIGIN },
        { origin: undefined, "sec-fetch-site": "same-origin" },
      ]) {
        const reply = await sendAs(operation, request, { cookie: w.admin.cookie, ...site });
        if (reply.statusCode === 403 && reply.body.includes(CROSS_SITE_MESSAGE)) {
          problems.push(`${operation.key} (${JSON.stringify(site)}): refused as cross-site`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("a same-origin profile edit and preference change still work end to end", async () => {
    const edit = await app.inject({
      method: "PUT",
      url: `/v2/profiles/${w.b.userId}`,
      headers: { cookie: w.b.cookie, origin: TEST_ORIGIN },
      payload: { full_name: "B Renamed", company: "B Co", phone: "555-0100" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const prefs = await app.inject({
      method: "PUT",
      url: `/v2/notifications/preferences/${encodeURIComponent(w.b.email)}`,
      headers: { cookie: w.b.cookie, origin: undefined, "sec-fetch-site": "same-origin" },
      payload: { preferences: { marketing: true } },
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
    const read = await app.inject({
      method: "GET",
      url: `/v2/profiles/${w.b.userId}`,
      headers: { cookie: w.b.cookie },
    });
    expect(read.json().data.full_name).toBe("B Renamed");
  });

  it("a GET with the cookie from elsewhere is not a write and is answered", async () => {
    const res = await app.inject({
      method: "GET",
      url: `/v2/profiles/${w.a.userId}`,
      headers: { cookie: w.a.cookie, origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("does not apply to requests without the session cookie, with a bearer token, or to Stripe's webhook", async () => {
    // A public form from anywhere (its rate limit guards it), with only the theme cookie.
    const signup = await app.inject({
      method: "POST",
      url: "/v2/mailing-list",
      remoteAddress: nextClient(),
      headers: { origin: "https://evil.example", cookie: "ingot-theme=dark" },
      payload: { email: uniqueEmail("crosssite") },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    // A bearer token cannot be attached by another site's page.
    const bearer = await app.inject({
      method: "PUT",
      url: `/v2/profiles/${w.b.userId}`,
      headers: { authorization: `Bearer ${w.b.token}`, origin: "https://evil.example" },
      payload: { full_name: "B By Token", company: "B Co", phone: "555-0100" },
    });
    expect(bearer.statusCode, bearer.body).toBe(200);
    // Stripe's webhook is judged by its signature alone.
    const webhook = await app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { cookie: w.a.cookie, origin: "https://evil.example" },
      payload: { type: "checkout.session.completed", data: {} },
    });
    expect(webhook.statusCode).toBe(400);
    expect(webhook.json().message).not.toBe(CROSS_SITE_MESSAGE);
  });
});
