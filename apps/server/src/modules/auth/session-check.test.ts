import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../../test/accounts";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";
import { profiles, session } from "../../db/schema/index";

/**
 * The session check's fast path (modules/auth/session.ts, decision 031) answers a live session
 * in one query; every other case goes to Better Auth, which must still do what it always did:
 * delete an expired session, extend one due for refresh, refuse a forged cookie.
 */
describe("the session check", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  /** The stored token of a session cookie (`<token>.<signature>`, URL-encoded). */
  const tokenOf = (cookie: string) =>
    decodeURIComponent(cookie.split("=").slice(1).join("=")).split(".")[0] ?? "";
  const profile = (userId: string, cookie: string) =>
    app.inject({ method: "GET", url: `/v2/profiles/${userId}`, headers: { cookie } });
  const sessionRow = async (token: string) =>
    (await app.db.select().from(session).where(eq(session.token, token)))[0];

  it("knows a live session's account, and a profile's role as stored now", async () => {
    const account = await signUp(app);
    const res = await profile(account.userId, account.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(account.email);

    const admin = await app.inject({
      method: "GET",
      url: "/v2/admin/orders",
      headers: { cookie: account.cookie },
    });
    expect(admin.statusCode).toBe(403);
    await app.db.update(profiles).set({ role: "admin" }).where(eq(profiles.userId, account.userId));
    const promoted = await app.inject({
      method: "GET",
      url: "/v2/admin/orders",
      headers: { cookie: account.cookie },
    });
    expect(promoted.statusCode).toBe(200);
  });

  it("refuses an expired session and deletes it, as Better Auth does", async () => {
    const account = await signUp(app);
    const token = tokenOf(account.cookie);
    await app.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(session.token, token));
    expect((await profile(account.userId, account.cookie)).statusCode).toBe(401);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it("extends a session due for refresh, as Better Auth does", async () => {
    const account = await signUp(app);
    const token = tokenOf(account.cookie);
    // Seven days is the session's life and one day its refresh age: an hour left is due.
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await app.db.update(session).set({ expiresAt: soon }).where(eq(session.token, token));
    expect((await profile(account.userId, account.cookie)).statusCode).toBe(200);
    const row = await sessionRow(token);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
  });

  it("refuses a cookie whose signature is not ours, and a session that does not exist", async () => {
    const account = await signUp(app);
    const [name = "", value = ""] = account.cookie.split("=");
    const token = tokenOf(account.cookie);
    const forged = `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`;
    expect((await profile(account.userId, forged)).statusCode).toBe(401);
    expect(await sessionRow(token)).toBeDefined();

    await app.db.delete(session).where(eq(session.token, token));
    expect((await profile(account.userId, `${name}=${value}`)).statusCode).toBe(401);
  });

  it("still signs in an account that has no profile yet (Better Auth's path makes one)", async () => {
    const account = await signUp(app);
    await app.db.delete(profiles).where(eq(profiles.userId, account.userId));
    const me = await app.inject({
      method: "GET",
      url: "/v2/me",
      headers: { cookie: account.cookie },
    });
    expect(me.statusCode).toBe(200);
    const { user } = me.json().data;
    expect(user.id).toBe(account.userId);
    // Better Auth's path, not a half-read fast path: the account is a customer with a profile.
    expect(user.role).toBe("customer");
    const [stored] = await app.db
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.userId, account.userId));
    expect(stored?.role).toBe("customer");
  });
});
