import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  confirmAndSignIn,
  type SignedIn,
  signUp,
  signUpAdmin,
  uniqueEmail,
} from "../../../test/accounts";
import { createTestApp, createTestDatabase, testConfig } from "../../../test/helper";
import { type App, buildApp } from "../../app";
import { profiles } from "../../db/schema/index";
import { enqueueEmail } from "../outbox/outbox.service";

/**
 * Every endpoint of the accounts issue against anonymous, customer A, customer B and an admin, with
 * the exact status. A customer asking about someone else gets 403 whether that account exists or
 * not; only admins learn that an account does not exist (404).
 */
describe("authorization matrix", () => {
  let app: App;
  let a: SignedIn;
  let b: SignedIn;
  let admin: SignedIn;
  const ADMIN = "matrix-admin@example.com";

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
    a = await signUp(app, { full_name: "Customer A", company: "A Co" });
    b = await signUp(app, { full_name: "Customer B", company: "B Co" });
    admin = await signUpAdmin(app, { email: ADMIN, full_name: "The Admin", company: "Ingot" });
  });
  afterAll(async () => {
    await app.close();
  });

  type Who = "anonymous" | "A" | "B" | "admin";
  const headersOf = (who: Who): Record<string, string> =>
    who === "anonymous" ? {} : { cookie: { A: a, B: b, admin }[who].cookie };

  const PROFILE_BODY = { full_name: "New Name", company: "New Co", phone: "555" };
  const PREFS_BODY = { preferences: { marketing: true } };

  const endpoints = () => [
    { method: "GET", url: `/v2/profiles/${a.userId}` },
    { method: "PUT", url: `/v2/profiles/${a.userId}`, body: PROFILE_BODY },
    { method: "GET", url: `/v2/notifications/preferences/${encodeURIComponent(a.email)}` },
    {
      method: "PUT",
      url: `/v2/notifications/preferences/${encodeURIComponent(a.email)}`,
      body: PREFS_BODY,
    },
  ];

  // Expected status of each of A's endpoints, per caller.
  const expected: Record<Who, number> = { anonymous: 401, A: 200, B: 403, admin: 200 };

  for (const who of ["anonymous", "A", "B", "admin"] as const) {
    it(`${who} on customer A's profile and preferences: ${expected[who]}`, async () => {
      for (const endpoint of endpoints()) {
        const res = await app.inject({
          method: endpoint.method as "GET" | "PUT",
          url: endpoint.url,
          headers: headersOf(who),
          ...(endpoint.body ? { payload: endpoint.body } : {}),
        });
        expect({ ...endpoint, status: res.statusCode }).toEqual({
          ...endpoint,
          status: expected[who],
        });
        expect(res.json().status).toBe(expected[who] === 200 ? "success" : "error");
      }
    });
  }

  const unknownExpected: Record<Who, number> = { anonymous: 401, A: 403, B: 403, admin: 404 };
  for (const who of ["anonymous", "A", "B", "admin"] as const) {
    it(`${who} on an unknown account: ${unknownExpected[who]}`, async () => {
      for (const [method, url, body] of [
        ["GET", "/v2/profiles/no-such-user", undefined],
        ["PUT", "/v2/profiles/no-such-user", PROFILE_BODY],
        ["GET", "/v2/notifications/preferences/nobody%40example.com", undefined],
        ["PUT", "/v2/notifications/preferences/nobody%40example.com", PREFS_BODY],
      ] as const) {
        const res = await app.inject({
          method,
          url,
          headers: headersOf(who),
          ...(body ? { payload: body } : {}),
        });
        expect({ method, url, status: res.statusCode }).toEqual({
          method,
          url,
          status: unknownExpected[who],
        });
      }
    });
  }

  it("admin outbox: anonymous 401, customers 403, admin 200", async () => {
    const statuses = await Promise.all(
      (["anonymous", "A", "B", "admin"] as const).map(
        async (who) =>
          (await app.inject({ method: "GET", url: "/v2/admin/outbox", headers: headersOf(who) }))
            .statusCode,
      ),
    );
    expect(statuses).toEqual([401, 403, 403, 200]);
  });

  it("/v2/me answers everyone 200, with their own user only", async () => {
    for (const who of ["anonymous", "A", "B", "admin"] as const) {
      const res = await app.inject({ method: "GET", url: "/v2/me", headers: headersOf(who) });
      expect(res.statusCode).toBe(200);
      const user = res.json().data.user;
      if (who === "anonymous") expect(user).toBeNull();
      else {
        expect(user.id).toBe({ A: a, B: b, admin }[who].userId);
        expect(user.role).toBe(who === "admin" ? "admin" : "customer");
      }
    }
  });

  it("the session also works as a bearer token on every closed route", async () => {
    const res = await app.inject({
      method: "GET",
      url: `/v2/notifications/preferences/${encodeURIComponent(b.email)}`,
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("profile and preferences", () => {
  let app: App;
  let owner: SignedIn;
  beforeAll(async () => {
    app = await createTestApp();
    owner = await signUp(app, { full_name: "Grace Hopper", company: "Navy", phone: "555-0101" });
  });
  afterAll(async () => {
    await app.close();
  });
  const as = { cookie: "" };

  it("reads the profile stored at sign-up", async () => {
    as.cookie = owner.cookie;
    const res = await app.inject({
      method: "GET",
      url: `/v2/profiles/${owner.userId}`,
      headers: as,
    });
    expect(res.json()).toEqual({
      status: "success",
      data: {
        user_id: owner.userId,
        email: owner.email,
        full_name: "Grace Hopper",
        company: "Navy",
        phone: "555-0101",
        role: "customer",
      },
    });
  });

  it("updates it, trimming text and clearing a blank phone", async () => {
    const res = await app.inject({
      method: "PUT",
      url: `/v2/profiles/${owner.userId}`,
      headers: { cookie: owner.cookie },
      payload: { full_name: "  Grace B. Hopper ", company: "US Navy", phone: " " },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      full_name: "Grace B. Hopper",
      company: "US Navy",
      phone: null,
    });
  });

  it("refuses a profile without name or company (400, field errors)", async () => {
    const res = await app.inject({
      method: "PUT",
      url: `/v2/profiles/${owner.userId}`,
      headers: { cookie: owner.cookie },
      payload: { full_name: "", company: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([
      "full_name",
      "company",
    ]);
  });

  it("does not let a profile update change the role", async () => {
    await app.inject({
      method: "PUT",
      url: `/v2/profiles/${owner.userId}`,
      headers: { cookie: owner.cookie },
      payload: { full_name: "G", company: "N", role: "admin" },
    });
    const [row] = await app.db.select().from(profiles).where(eq(profiles.userId, owner.userId));
    expect(row?.role).toBe("customer");
  });

  it("reads default preferences, replaces them, and looks the email up in any case", async () => {
    const url = `/v2/notifications/preferences/${encodeURIComponent(owner.email.toUpperCase())}`;
    const before = await app.inject({ method: "GET", url, headers: { cookie: owner.cookie } });
    expect(before.json().data).toEqual({
      email: owner.email,
      preferences: {
        quote_updates: true,
        order_updates: true,
        shipping_updates: true,
        marketing: false,
      },
    });
    const put = await app.inject({
      method: "PUT",
      url,
      headers: { cookie: owner.cookie },
      payload: { preferences: { marketing: true, shipping_updates: false } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.preferences).toEqual({
      quote_updates: true,
      order_updates: true,
      shipping_updates: false,
      marketing: true,
    });
    const bad = await app.inject({
      method: "PUT",
      url,
      headers: { cookie: owner.cookie },
      payload: { preferences: { marketing: "yes" } },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("admin outbox", () => {
  it("lists queued emails newest first, filtered by address", async () => {
    const app = await createTestApp({ env: { ADMIN_EMAILS: "outbox-admin@example.com" } });
    try {
      const admin = await signUpAdmin(app, { email: "outbox-admin@example.com" });
      await enqueueEmail(app.db, {
        to: "Buyer@Example.com",
        subject: "Hello",
        text: "Body",
        kind: "test",
        dedupeKey: "test:1",
      });
      expect(
        await enqueueEmail(app.db, {
          to: "buyer@example.com",
          subject: "Again",
          text: "Body",
          kind: "test",
          dedupeKey: "test:1",
        }),
      ).toBe(false);
      const res = await app.inject({
        method: "GET",
        url: "/v2/admin/outbox?to=buyer@example.com",
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.emails).toHaveLength(1);
      expect(res.json().data.emails[0]).toMatchObject({
        to: "Buyer@Example.com",
        subject: "Hello",
        kind: "test",
        status: "pending",
      });
    } finally {
      await app.close();
    }
  });
});

describe("ADMIN_EMAILS at start", () => {
  it("makes a verified account that signed up earlier an admin, never an unverified one", async () => {
    const database = await createTestDatabase();
    try {
      const verified = uniqueEmail("later-admin");
      const unverified = uniqueEmail("squatter");
      const first = await buildApp({ config: testConfig(), db: database });
      await first.ready();
      // Confirming ends the sign-up session (issue #21): the owner signs in again.
      const owner = await confirmAndSignIn(first, await signUp(first, { email: verified }));
      const squatter = await signUp(first, { email: unverified });
      const role = async (app: App, who: SignedIn) =>
        (await app.inject({ method: "GET", url: "/v2/me", headers: { cookie: who.cookie } })).json()
          .data.user.role;
      expect(await role(first, owner)).toBe("customer");
      expect(await role(first, squatter)).toBe("customer");
      await first.close();

      const second = await buildApp({
        config: testConfig({
          ADMIN_EMAILS: `other@example.com, ${verified.toUpperCase()}, ${unverified}`,
        }),
        db: database,
      });
      await second.ready();
      expect(await role(second, owner)).toBe("admin");
      expect(await role(second, squatter)).toBe("customer");
      await second.close();
    } finally {
      await database.destroy();
    }
  });
});
