import { MESSAGES } from "@ingot/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp } from "../../../test/accounts";
import { createOrder, nextClient } from "../../../test/admin-fixtures";
import { createTestApp } from "../../../test/helper";
import { multiLineBody } from "../../../test/quote-fixtures";
import type { App } from "../../app";
import { apikey, rfqRequests } from "../../db/schema/index";
import { API_KEY_RATE_LIMIT } from "../auth/auth";

/**
 * Issue #20, API keys: made from a session, the secret answered once and stored as a hash, listed
 * without it (with the last use), revoked at once; a key acts as its owner within its scope.
 */

let app: App;
let owner: SignedIn;
let other: SignedIn;

const withKey = (key: string) => ({ authorization: `Bearer ${key}` });

async function createKey(who: SignedIn, scope: "read" | "read_write", name = `${scope} key`) {
  const res = await app.inject({
    method: "POST",
    url: "/v2/api-keys",
    headers: { cookie: who.cookie },
    payload: { name, scope },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    id: string;
    name: string;
    scope: string;
    prefix: string;
    key: string;
  };
}

beforeAll(async () => {
  app = await createTestApp();
  owner = await signUp(app, { full_name: "Key Owner" });
  other = await signUp(app, { full_name: "Someone Else" });
});
afterAll(async () => {
  await app?.close();
});

describe("API keys", () => {
  it("answers the secret once, stores only a hash and a short prefix", async () => {
    const created = await createKey(owner, "read", "ERP sync");
    expect(created).toMatchObject({ name: "ERP sync", scope: "read" });
    expect(created.key).toMatch(/^ingot_[A-Za-z0-9_-]{40,}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.prefix.length).toBeLessThan(16);
    const [row] = await app.db.select().from(apikey).where(eq(apikey.id, created.id));
    expect(row?.key).not.toContain(created.key.slice(6));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await app.inject({
      method: "GET",
      url: "/v2/api-keys",
      headers: { cookie: owner.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    const listed = list.json().data.keys.find((k: { id: string }) => k.id === created.id);
    expect(listed).toMatchObject({
      name: "ERP sync",
      scope: "read",
      prefix: created.prefix,
      last_used_at: null,
    });
    // Another account's list does not show it.
    const theirs = await app.inject({
      method: "GET",
      url: "/v2/api-keys",
      headers: { cookie: other.cookie },
    });
    expect(theirs.json().data.keys).toEqual([]);
  });

  it("refuses a bad name or scope with field messages, and makes nothing", async () => {
    const before = (await app.db.select().from(apikey)).length;
    for (const [payload, message] of [
      [{ name: " ", scope: "read" }, MESSAGES.apiKeys.nameRequired],
      [{ name: "x".repeat(61), scope: "read" }, MESSAGES.apiKeys.nameTooLong],
      [{ name: "ok", scope: "admin" }, MESSAGES.apiKeys.scope],
    ] as const) {
      const res = await app.inject({
        method: "POST",
        url: "/v2/api-keys",
        headers: { cookie: owner.cookie },
        payload,
      });
      expect(res.statusCode).toBe(400);
      const errors = res.json().errors as { field: string; message: string }[];
      expect(errors.map((e) => e.message)).toContain(message);
    }
    expect((await app.db.select().from(apikey)).length).toBe(before);
  });

  it("acts as its owner: orders and quotes of the owner, nobody else's; last use recorded", async () => {
    const { key, id } = await createKey(owner, "read");
    await createOrder(app, {
      pay: true,
      cookie: owner.cookie,
      overrides: { customer_email: owner.email },
    });
    const orders = await app.inject({
      method: "GET",
      url: `/v2/orders/user/${encodeURIComponent(owner.email)}`,
      headers: withKey(key),
    });
    expect(orders.statusCode, orders.body).toBe(200);
    expect(orders.json().data.orders.length).toBeGreaterThan(0);
    const quotes = await app.inject({
      method: "GET",
      url: `/v2/quotes/user/${owner.userId}`,
      headers: withKey(key),
    });
    expect(quotes.statusCode, quotes.body).toBe(200);

    for (const url of [
      `/v2/orders/user/${encodeURIComponent(other.email)}`,
      `/v2/quotes/user/${other.userId}`,
      `/v2/profiles/${other.userId}`,
    ]) {
      const res = await app.inject({ method: "GET", url, headers: withKey(key) });
      expect(res.statusCode, url).toBe(403);
    }
    const [row] = await app.db.select().from(apikey).where(eq(apikey.id, id));
    expect(row?.lastRequest).toBeInstanceOf(Date);
    const listed = await app.inject({
      method: "GET",
      url: "/v2/api-keys",
      headers: { cookie: owner.cookie },
    });
    const shown = listed.json().data.keys.find((k: { id: string }) => k.id === id);
    expect(shown.last_used_at).toBe(row?.lastRequest?.toISOString());
  });

  it("a read key may only read: its POST answers 403 and changes nothing", async () => {
    const { key } = await createKey(owner, "read");
    const requestsBefore = (await app.db.select().from(rfqRequests)).length;
    const res = await app.inject({
      method: "POST",
      url: "/v2/quotes/multi-line",
      headers: withKey(key),
      payload: multiLineBody({ email: owner.email }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: "error", message: MESSAGES.apiKeys.readOnly });
    expect((await app.db.select().from(rfqRequests)).length).toBe(requestsBefore);

    const { key: writer, id: writerId } = await createKey(owner, "read_write");
    const listed = await app.inject({
      method: "GET",
      url: "/v2/api-keys",
      headers: { cookie: owner.cookie },
    });
    const scopes = listed
      .json()
      .data.keys.map((k: { id: string; scope: string }) => [k.id, k.scope]);
    expect(scopes).toContainEqual([writerId, "read_write"]);
    const written = await app.inject({
      method: "PUT",
      url: `/v2/profiles/${owner.userId}`,
      headers: withKey(writer),
      payload: { full_name: "Written By Key", company: "Keys Inc", phone: "555" },
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().data.full_name).toBe("Written By Key");
  });

  it("a revoked key answers 401 at once; only its owner may revoke it", async () => {
    const { key, id } = await createKey(owner, "read_write");
    const url = `/v2/orders/user/${encodeURIComponent(owner.email)}`;
    expect((await app.inject({ method: "GET", url, headers: withKey(key) })).statusCode).toBe(200);
    const notTheirs = await app.inject({
      method: "DELETE",
      url: `/v2/api-keys/${id}`,
      headers: { cookie: other.cookie },
    });
    expect(notTheirs.statusCode).toBe(404);
    const revoked = await app.inject({
      method: "DELETE",
      url: `/v2/api-keys/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toEqual({ id, revoked: true });
    for (const target of [url, "/v2/me"]) {
      const after = await app.inject({ method: "GET", url: target, headers: withKey(key) });
      expect(after.statusCode, target).toBe(401);
      expect(after.json().message).toBe(MESSAGES.apiKeys.invalidKey);
    }
    const made = await app.inject({
      method: "GET",
      url: "/v2/me",
      headers: withKey("ingot_not-a-real-key"),
    });
    expect(made.statusCode).toBe(401);
  });

  it("keys are managed from a session only, and the library's own key routes are closed", async () => {
    const { key } = await createKey(owner, "read_write");
    const more = await app.inject({
      method: "POST",
      url: "/v2/api-keys",
      headers: withKey(key),
      payload: { name: "made by a key", scope: "read_write" },
    });
    expect(more.statusCode).toBe(403);
    expect(more.json().message).toBe(MESSAGES.apiKeys.sessionOnly);
    const list = await app.inject({ method: "GET", url: "/v2/api-keys", headers: withKey(key) });
    expect(list.statusCode).toBe(403);
    for (const path of ["create", "list", "verify", "update"]) {
      const res = await app.inject({
        method: "POST",
        url: `/api/auth/api-key/${path}`,
        headers: { cookie: owner.cookie },
        payload: { name: "x", key },
      });
      expect(res.statusCode, path).toBe(404);
    }
    // A key is no session for the auth library's routes either.
    const signOut = await app.inject({
      method: "POST",
      url: "/api/auth/update-user",
      headers: withKey(key),
      payload: { name: "Mallory" },
    });
    expect(signOut.statusCode).toBe(401);
  });

  it("is rate limited per key: the request after the limit answers 429, another key goes on", async () => {
    const { key } = await createKey(owner, "read");
    const { key: second } = await createKey(owner, "read");
    const statuses: number[] = [];
    for (let i = 0; i <= API_KEY_RATE_LIMIT.max; i++) {
      const res = await app.inject({
        method: "GET",
        url: "/v2/me",
        remoteAddress: nextClient(),
        headers: withKey(key),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, API_KEY_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const other = await app.inject({ method: "GET", url: "/v2/me", headers: withKey(second) });
    expect(other.statusCode).toBe(200);
  });

  it("keeps Better Auth's bearer session tokens working beside keys", async () => {
    const res = await app.inject({
      method: "GET",
      url: `/v2/profiles/${owner.userId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it("is in the OpenAPI document: the schemes, and each operation's security", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      "apiKey",
      "bearer",
      "sessionCookie",
    ]);
    const session = [{ sessionCookie: [] }, { bearer: [] }];
    expect(doc.paths["/v2/api-keys"].post.security).toEqual(session);
    expect(doc.paths["/v2/api-keys/{id}"].delete.security).toEqual(session);
    expect(doc.paths["/v2/orders/user/{email}"].get.security).toEqual([...session, { apiKey: [] }]);
    expect(doc.paths["/v2/materials"].get.security).toEqual([{}, ...session, { apiKey: [] }]);
    expect(doc.paths["/api/stripe/webhook"].post.security).toEqual([]);
  });
});
