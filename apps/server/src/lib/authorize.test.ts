import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../test/accounts";
import { sessionRequest } from "../../test/checkout-fixtures";
import { createTestApp } from "../../test/helper";
import { FILES, multipartFile, tempFilesDir } from "../../test/uploads";
import type { App } from "../app";
import { user } from "../db/schema/index";
import { actorOf, type Owner, owns } from "./authorize";

/**
 * lib/authorize.ts: one rule for "the rows of this account" (docs/ARCHITECTURE.md, "Who may see
 * what"), asked by orders, the portal, documents and quote history alike: `ownedBy` is the SQL
 * that quote history's lists, `ordersOwnedBy` (orders, the portal summary and order view) and
 * `documentsOwnedBy` (certificates) are built from, and `owns` the same test on one row.
 */

describe("owns: the one ownership rule", () => {
  const owner: Owner = { id: "u-1", email: "ann@example.com", emailVerified: true };

  it("a row placed signed in belongs to the account that placed it, whatever its email", () => {
    fc.assert(
      fc.property(fc.string(), fc.emailAddress(), fc.boolean(), (otherId, email, verified) => {
        fc.pre(otherId !== owner.id);
        const someone = { ...owner, emailVerified: verified };
        expect(owns(someone, { user_id: owner.id, email })).toBe(true);
        expect(owns(someone, { user_id: otherId, email: owner.email })).toBe(false);
      }),
    );
  });

  it("a row placed signed out belongs to the verified owner of its email only", () => {
    expect(owns(owner, { user_id: null, email: "ANN@example.com" })).toBe(true);
    expect(owns({ ...owner, emailVerified: false }, { user_id: null, email: owner.email })).toBe(
      false,
    );
    expect(owns(owner, { user_id: null, email: "bob@example.com" })).toBe(false);
  });
});

describe("orders under my email (issue #21)", () => {
  const files = tempFilesDir();
  const ADMIN = "authorize-admin@example.com";
  let app: App;
  let ann: SignedIn;
  let bob: SignedIn;
  let admin: SignedIn;
  let bobsOrderUnderAnnsEmail: string;
  let annsSignedOutOrder: string;

  const get = (url: string, who: SignedIn) =>
    app.inject({ method: "GET", url, headers: { cookie: who.cookie } });

  async function buy(email: string, who?: SignedIn) {
    const created = await app.inject({
      method: "POST",
      url: "/api/stripe/create-checkout-session",
      payload: sessionRequest({ customer_email: email }),
      headers: who ? { cookie: who.cookie } : {},
    });
    const { sessionId, orderId } = created.json().data;
    await app.inject({
      method: "POST",
      url: `/v2/checkout/test-sessions/${sessionId}/pay`,
      payload: { card_number: "4242 4242 4242 4242" },
    });
    return orderId as string;
  }

  async function attachCertificate(orderId: string) {
    const upload = multipartFile("mtr.pdf", "application/pdf", FILES.pdf);
    const res = await app.inject({
      method: "POST",
      url: `/v2/admin/orders/${orderId}/certificates`,
      payload: upload.payload,
      headers: { ...upload.headers, cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.document.id as string;
  }

  beforeAll(async () => {
    app = await createTestApp({ env: { FILES_DIR: files.dir, ADMIN_EMAILS: ADMIN } });
    ann = await signUp(app, { email: "ann-authz@example.com" });
    bob = await signUp(app, { email: "bob-authz@example.com" });
    admin = await signUpAdmin(app, { email: ADMIN });
    await app.db.update(user).set({ emailVerified: true });
    // Bob, signed in, buys under Ann's email; a guest buys under Ann's email.
    bobsOrderUnderAnnsEmail = await buy(ann.email, bob);
    annsSignedOutOrder = await buy(ann.email);
  });

  afterAll(async () => {
    await app.close();
    files.remove();
  });

  it("an order placed signed in under another buyer's email stays invisible to that buyer: orders list", async () => {
    const anns = (await get(`/v2/orders/user/${ann.email}`, ann)).json().data;
    expect(anns.orders.map((o: { id: string }) => o.id)).toEqual([annsSignedOutOrder]);
    const bobs = (await get(`/v2/orders/user/${bob.email}`, bob)).json().data;
    expect(bobs.orders.map((o: { id: string }) => o.id)).toEqual([bobsOrderUnderAnnsEmail]);
  });

  it("... the portal summary and the portal order", async () => {
    const anns = (await get("/v2/portal/summary", ann)).json().data;
    expect(anns.orders_in_progress.value).toBe(1);
    const activity = anns.latest_activity.map((a: { id: string }) => a.id);
    expect(activity).toContain(annsSignedOutOrder);
    expect(activity).not.toContain(bobsOrderUnderAnnsEmail);
    expect((await get(`/v2/portal/orders/${bobsOrderUnderAnnsEmail}`, ann)).statusCode).toBe(404);
    expect((await get(`/v2/portal/orders/${bobsOrderUnderAnnsEmail}`, bob)).statusCode).toBe(200);
    expect((await get("/v2/portal/summary", bob)).json().data.orders_in_progress.value).toBe(1);
  });

  it("... and its certificate", async () => {
    const bobsCertificate = await attachCertificate(bobsOrderUnderAnnsEmail);
    const annsCertificate = await attachCertificate(annsSignedOutOrder);
    const anns = (await get("/v2/documents", ann)).json().data;
    expect(anns.certificates.map((d: { id: string }) => d.id)).toEqual([annsCertificate]);
    expect((await get(`/v2/documents/${bobsCertificate}/download`, ann)).statusCode).toBe(404);
    expect((await get(`/v2/documents/${annsCertificate}/download`, ann)).statusCode).toBe(200);
    const bobs = (await get("/v2/documents", bob)).json().data;
    expect(bobs.certificates.map((d: { id: string }) => d.id)).toEqual([bobsCertificate]);
  });

  it("an admin asking for an email sees every order typed under it", async () => {
    const res = (await get(`/v2/orders/user/${ann.email}`, admin)).json().data;
    expect(res.orders.map((o: { id: string }) => o.id).sort()).toEqual(
      [annsSignedOutOrder, bobsOrderUnderAnnsEmail].sort(),
    );
  });

  it("a session whose account is gone owns nothing by email", async () => {
    const actor = await actorOf(app.db, {
      id: "no-such-user",
      email: ann.email,
      emailVerified: true,
      role: "customer",
    });
    expect(actor.emailVerified).toBe(false);
    expect(owns(actor, { user_id: null, email: ann.email })).toBe(false);
    const stored = await actorOf(app.db, {
      id: ann.userId,
      email: ann.email,
      emailVerified: false,
      role: "customer",
    });
    expect(stored.emailVerified).toBe(true);
    await app.db.update(user).set({ emailVerified: false }).where(eq(user.id, ann.userId));
    expect((await actorOf(app.db, { ...stored, emailVerified: true })).emailVerified).toBe(false);
    await app.db.update(user).set({ emailVerified: true }).where(eq(user.id, ann.userId));
  });
});
