import { MESSAGES } from "@ingot/domain";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  confirmAndSignIn,
  type SignedIn,
  signUp,
  signUpAdmin,
  uniqueEmail,
} from "../../../test/accounts";
import { createOrder, nextClient } from "../../../test/admin-fixtures";
import { createTestApp } from "../../../test/helper";
import { multiLineBody, PLATE_ITEM } from "../../../test/quote-fixtures";
import { FILES, multipartFile, tempFilesDir } from "../../../test/uploads";
import type { App } from "../../app";
import {
  companyTerms,
  documents,
  emailOutbox,
  invitation,
  member,
  orders,
  rfqRequests,
  rfqs,
} from "../../db/schema/index";

/**
 * Issue #16, companies: creating one, invitations (verified email only, 7 days), roles and the
 * last owner, shared history and its authorization (lib/authorize.ts), payment terms.
 */

const M = MESSAGES.companies;
const ADMIN = "boss@ingot.example";
const files = tempFilesDir();

let app: App;
let owner: SignedIn;
let buyer: SignedIn;
let viewer: SignedIn;
let stranger: SignedIn;
let otherOwner: SignedIn;
let admin: SignedIn;
let companyId: string;
let otherCompanyId: string;

type Method = "GET" | "POST" | "PUT" | "DELETE";

function call(method: Method, url: string, who?: SignedIn, payload?: object) {
  return app.inject({
    method,
    url,
    remoteAddress: nextClient(),
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

async function createCompany(who: SignedIn, name: string): Promise<string> {
  const res = await call("POST", "/v2/companies", who, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** A verified account (its owner confirmed the email and chose the password). */
async function verifiedAccount(name: string): Promise<SignedIn> {
  return confirmAndSignIn(
    app,
    await signUp(app, { full_name: name, email: uniqueEmail(name.split(" ")[0]?.toLowerCase()) }),
  );
}

async function invite(
  by: SignedIn,
  email: string,
  role: "owner" | "buyer" | "viewer",
  orderLimit?: number,
): Promise<string> {
  const res = await call("POST", "/v2/companies/current/invitations", by, {
    email,
    role,
    ...(orderLimit === undefined ? {} : { order_limit: orderLimit }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** `who` joins `by`'s company with `role` through an invitation. */
async function join(
  by: SignedIn,
  who: SignedIn,
  role: "owner" | "buyer" | "viewer",
  limit?: number,
) {
  const id = await invite(by, who.email, role, limit);
  const res = await call("POST", `/v2/invitations/${id}/accept`, who);
  expect(res.statusCode, res.body).toBe(200);
}

/** A multi-line request of `who`'s, quoted by the admin. Answers its id. */
async function quotedRequest(who: SignedIn): Promise<string> {
  const res = await call(
    "POST",
    "/v2/quotes/multi-line",
    who,
    multiLineBody({ email: who.email, items: [PLATE_ITEM] }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const id: string = res.json().data.id;
  const entry = await call("GET", `/v2/quotes/${id}`, who);
  const itemId: string = entry.json().data.items[0].id;
  const quoted = await call("PUT", `/v2/quotes/${id}/status`, admin, {
    status: "quoted",
    lines: [{ item_id: itemId, unit_price: 100 }],
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  return id;
}

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN, FILES_DIR: files.dir } });
  admin = await signUpAdmin(app, { email: ADMIN });
  owner = await signUp(app, { full_name: "Olive Owner", company: "Acme Machining" });
  buyer = await verifiedAccount("Bea Buyer");
  viewer = await verifiedAccount("Vic Viewer");
  stranger = await verifiedAccount("Stan Stranger");
  otherOwner = await verifiedAccount("Otto Other");
  companyId = await createCompany(owner, "Acme Machining");
  otherCompanyId = await createCompany(otherOwner, "Other Works");
  await join(owner, buyer, "buyer", 500);
  await join(owner, viewer, "viewer");
}, 120_000);
afterAll(async () => {
  await app?.close();
  files.remove();
});

describe("creating a company", () => {
  it("makes the caller its owner; a second company is 409", async () => {
    const res = await call("GET", "/v2/companies/current", owner);
    expect(res.statusCode, res.body).toBe(200);
    const company = res.json().data;
    expect(company).toMatchObject({ id: companyId, name: "Acme Machining", my_role: "owner" });
    expect(company.terms).toBeNull();
    expect(company.members).toEqual([
      expect.objectContaining({ user_id: owner.userId, role: "owner", full_name: "Olive Owner" }),
      expect.objectContaining({ user_id: buyer.userId, role: "buyer", order_limit: 500 }),
      expect.objectContaining({ user_id: viewer.userId, role: "viewer", order_limit: null }),
    ]);
    for (const who of [owner, buyer, viewer]) {
      const again = await call("POST", "/v2/companies", who, { name: "Second" });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(M.alreadyMember);
    }
  });

  it("refuses a blank name, and answers 404 and 401 without a company or a session", async () => {
    const blank = await call("POST", "/v2/companies", stranger, { name: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(M.nameRequired);
    const none = await call("GET", "/v2/companies/current", stranger);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(M.noCompany);
    expect((await call("GET", "/v2/companies/current")).statusCode).toBe(401);
    // The web's question answers null instead of the 404, and the company for a member.
    const mine = await call("GET", "/v2/companies/mine", stranger);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toBeNull();
    const member = await call("GET", "/v2/companies/mine", buyer);
    expect(member.json().data).toMatchObject({ id: companyId, my_role: "buyer" });
    expect((await call("GET", "/v2/companies/mine")).statusCode).toBe(401);
    expect((await call("POST", "/v2/companies", undefined, { name: "X" })).statusCode).toBe(401);
  });

  it("closes the plugin's own /api/auth/organization routes", async () => {
    for (const path of [
      "create",
      "list",
      "invite-member",
      "accept-invitation",
      "update-member-role",
    ]) {
      const res = await call("POST", `/api/auth/organization/${path}`, owner, {
        name: "X",
        slug: "x",
      });
      expect(res.statusCode, path).toBe(404);
      const get = await call("GET", `/api/auth/organization/${path}`, owner);
      expect(get.statusCode, path).toBe(404);
    }
    const rows = await app.db.select().from(member).where(eq(member.userId, owner.userId));
    expect(rows).toHaveLength(1);
  });
});

describe("invitations", () => {
  it("emails an accept link to the portal's Company section", async () => {
    const email = uniqueEmail("invitee");
    await invite(owner, email, "buyer", 250.5);
    const [mail] = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, "company-invitation")));
    expect(mail?.text).toContain(`${app.config.publicUrl}/profile#company`);
    expect(mail?.text).toContain("Acme Machining");
    expect(mail?.subject).toContain("Acme Machining");
    const [row] = await app.db.select().from(invitation).where(eq(invitation.email, email));
    expect(row?.orderLimitCents).toBe(25_050);
    const days = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBe(7);
    const listed = await call("GET", "/v2/companies/current/invitations", owner);
    expect(listed.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email, role: "buyer", order_limit: 250.5 }),
      ]),
    );
    // A second invitation to the same email while one is pending; one for a member.
    const twice = await call("POST", "/v2/companies/current/invitations", owner, {
      email,
      role: "viewer",
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.invitationPending);
    const self = await call("POST", "/v2/companies/current/invitations", owner, {
      email: buyer.email,
      role: "viewer",
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(M.invitationSelf);
    // Only a buyer has an order limit.
    const limited = await call("POST", "/v2/companies/current/invitations", owner, {
      email: uniqueEmail("v"),
      role: "viewer",
      order_limit: 10,
    });
    expect(limited.statusCode).toBe(400);
    expect(limited.json().message).toBe(M.orderLimitBuyersOnly);
  });

  it("refuses an invitation to an unverified email; only its verified holder may accept", async () => {
    const unverified = await signUp(app, { email: uniqueEmail("unverified") });
    const id = await invite(owner, unverified.email, "buyer");
    // Not listed, not accepted, not declined while the email is unverified.
    const list = await call("GET", "/v2/invitations", unverified);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([]);
    const refused = await call("POST", `/v2/invitations/${id}/accept`, unverified);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.invitationUnverified);
    expect((await call("POST", `/v2/invitations/${id}/decline`, unverified)).statusCode).toBe(403);
    // Someone else, verified: as if it did not exist.
    const other = await call("POST", `/v2/invitations/${id}/accept`, stranger);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(M.invitationNotFound);
    expect(await app.db.select().from(member).where(eq(member.userId, unverified.userId))).toEqual(
      [],
    );
    // Once the holder confirms the address, it is theirs to accept.
    const confirmed = await confirmAndSignIn(app, unverified);
    const mine = await call("GET", "/v2/invitations", confirmed);
    expect(mine.json().data).toEqual([
      expect.objectContaining({ id, company_id: companyId, company_name: "Acme Machining" }),
    ]);
    const accepted = await call("POST", `/v2/invitations/${id}/accept`, confirmed);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toEqual({ id: companyId, name: "Acme Machining" });
    // A used invitation cannot be used again.
    expect((await call("POST", `/v2/invitations/${id}/accept`, confirmed)).statusCode).toBe(404);
    await call("DELETE", `/v2/companies/current/members/${confirmed.userId}`, owner);
  });

  it("refuses an expired invitation, and leaves it out of the lists", async () => {
    const invitee = await verifiedAccount("Late Larry");
    const id = await invite(owner, invitee.email, "viewer");
    app.clock.set(new Date(Date.now() + 7 * 86_400_000 + 60_000));
    try {
      expect((await call("GET", "/v2/invitations", invitee)).json().data).toEqual([]);
      const listed = await call("GET", "/v2/companies/current/invitations", owner);
      expect(listed.json().data.map((i: { id: string }) => i.id)).not.toContain(id);
      const late = await call("POST", `/v2/invitations/${id}/accept`, invitee);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(M.invitationExpired);
    } finally {
      app.clock.reset();
    }
    expect(await app.db.select().from(member).where(eq(member.userId, invitee.userId))).toEqual([]);
  });

  it("revokes and declines", async () => {
    const revokedOne = await verifiedAccount("Rita Revoked");
    const id = await invite(owner, revokedOne.email, "buyer");
    expect(
      (await call("DELETE", `/v2/companies/current/invitations/${id}`, buyer)).statusCode,
    ).toBe(403);
    const revoked = await call("DELETE", `/v2/companies/current/invitations/${id}`, owner);
    expect(revoked.statusCode).toBe(200);
    expect(
      (await call("DELETE", `/v2/companies/current/invitations/${id}`, owner)).statusCode,
    ).toBe(404);
    expect((await call("POST", `/v2/invitations/${id}/accept`, revokedOne)).statusCode).toBe(404);

    const declined = await invite(owner, revokedOne.email, "buyer");
    const res = await call("POST", `/v2/invitations/${declined}/decline`, revokedOne);
    expect(res.statusCode).toBe(200);
    expect((await call("GET", "/v2/invitations", revokedOne)).json().data).toEqual([]);
    expect((await call("POST", `/v2/invitations/${declined}/accept`, revokedOne)).statusCode).toBe(
      404,
    );
  });

  it("a member of another company cannot accept (one company per user)", async () => {
    const id = await invite(owner, otherOwner.email, "buyer");
    const res = await call("POST", `/v2/invitations/${id}/accept`, otherOwner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.alreadyMember);
    await call("DELETE", `/v2/companies/current/invitations/${id}`, owner);
  });
});

describe("members: roles, limits and the last owner", () => {
  it("an owner changes a buyer's limit and role; others cannot", async () => {
    const limit = await call("PUT", `/v2/companies/current/members/${buyer.userId}`, owner, {
      order_limit: 750.25,
    });
    expect(limit.statusCode, limit.body).toBe(200);
    expect(limit.json().data).toMatchObject({ role: "buyer", order_limit: 750.25 });
    const [row] = await app.db.select().from(member).where(eq(member.userId, buyer.userId));
    expect(row?.orderLimitCents).toBe(75_025);
    const notBuyer = await call("PUT", `/v2/companies/current/members/${viewer.userId}`, owner, {
      order_limit: 10,
    });
    expect(notBuyer.statusCode).toBe(400);
    expect(notBuyer.json().message).toBe(M.orderLimitBuyersOnly);
    for (const who of [buyer, viewer]) {
      const res = await call("PUT", `/v2/companies/current/members/${buyer.userId}`, who, {
        order_limit: 1_000_000,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.ownersOnly);
    }
    const unknown = await call("PUT", `/v2/companies/current/members/${stranger.userId}`, owner, {
      role: "viewer",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.memberNotFound);
    // Another company's member is not a member here.
    const other = await call("DELETE", `/v2/companies/current/members/${otherOwner.userId}`, owner);
    expect(other.statusCode).toBe(404);
  });

  it("the last owner can be neither demoted nor removed; with a second owner they can", async () => {
    const solo = await verifiedAccount("Solo Owner");
    const second = await verifiedAccount("Second Owner");
    await createCompany(solo, "Solo Shop");
    const demote = await call("PUT", `/v2/companies/current/members/${solo.userId}`, solo, {
      role: "buyer",
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(M.lastOwner);
    const remove = await call("DELETE", `/v2/companies/current/members/${solo.userId}`, solo);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(M.lastOwner);

    await join(solo, second, "owner");
    const stepDown = await call("PUT", `/v2/companies/current/members/${solo.userId}`, solo, {
      role: "viewer",
    });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    // Now `second` is the last owner.
    const last = await call("DELETE", `/v2/companies/current/members/${second.userId}`, second);
    expect(last.statusCode).toBe(409);
    // Two owners demoting each other at once: at most one succeeds.
    await call("PUT", `/v2/companies/current/members/${solo.userId}`, second, { role: "owner" });
    const both = await Promise.all([
      call("PUT", `/v2/companies/current/members/${solo.userId}`, second, { role: "buyer" }),
      call("PUT", `/v2/companies/current/members/${second.userId}`, solo, { role: "buyer" }),
    ]);
    // The loser is refused: either it is no longer an owner (403) or would leave none (409).
    const codes = both.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const owners = await app.db
      .select()
      .from(member)
      .where(and(eq(member.role, "owner")));
    expect(owners.filter((o) => [solo.userId, second.userId].includes(o.userId))).toHaveLength(1);
  });

  it("a removed member loses access at once", async () => {
    const boss = await verifiedAccount("Temp Boss");
    const temp = await verifiedAccount("Temp Buyer");
    await createCompany(boss, "Temp Co");
    await join(boss, temp, "buyer");
    const { orderId } = await createOrder(app, { cookie: boss.cookie, pay: false });
    expect((await call("GET", `/v2/portal/orders/${orderId}`, temp)).statusCode).toBe(200);
    expect(
      (await call("GET", "/v2/companies/current/orders", temp)).json().data.orders,
    ).toHaveLength(1);
    const removed = await call("DELETE", `/v2/companies/current/members/${temp.userId}`, boss);
    expect(removed.statusCode).toBe(200);
    // The same session, the next request.
    expect((await call("GET", `/v2/portal/orders/${orderId}`, temp)).statusCode).toBe(404);
    expect((await call("GET", "/v2/companies/current/orders", temp)).statusCode).toBe(404);
    expect((await call("GET", "/v2/companies/current", temp)).statusCode).toBe(404);
  });
});

describe("shared history", () => {
  let orderId: string;
  let ownerQuote: string;
  let documentId: string;

  beforeAll(async () => {
    ({ orderId } = await createOrder(app, { cookie: buyer.cookie }));
    ownerQuote = await quotedRequest(owner);
    const upload = multipartFile("MTR.pdf", "application/pdf", FILES.pdf);
    const res = await app.inject({
      method: "POST",
      url: `/v2/admin/orders/${orderId}/certificates`,
      remoteAddress: nextClient(),
      payload: upload.payload,
      headers: { ...upload.headers, cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    documentId = res.json().data.id ?? res.json().data.document?.id;
  });

  it("orders, quote requests and documents made by a member belong to the company", async () => {
    const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.companyId).toBe(companyId);
    const [request] = await app.db.select().from(rfqRequests).where(eq(rfqRequests.id, ownerQuote));
    expect(request?.companyId).toBe(companyId);
    const [document] = await app.db.select().from(documents).where(eq(documents.id, documentId));
    expect(document?.companyId).toBe(companyId);
    // A quick quote of a signed-in member too; a non-member's stays personal.
    const quick = await call("POST", "/v2/quotes/single", buyer, {
      name: "Bea",
      email: buyer.email,
      company: "Acme Machining",
      items: [PLATE_ITEM],
    });
    expect(quick.statusCode, quick.body).toBe(201);
    const [quickRow] = await app.db
      .select()
      .from(rfqs)
      .where(eq(rfqs.submissionId, quick.json().data.submission_id));
    expect(quickRow?.companyId).toBe(companyId);
    const theirs = await call("POST", "/v2/quotes/single", stranger, {
      name: "Stan",
      email: stranger.email,
      company: "Stan's",
      items: [PLATE_ITEM],
    });
    const [theirRow] = await app.db
      .select()
      .from(rfqs)
      .where(eq(rfqs.submissionId, theirs.json().data.submission_id));
    expect(theirRow?.companyId).toBeNull();
  });

  it("every member sees them, whoever made them; others as strangers do", async () => {
    for (const who of [owner, buyer, viewer]) {
      const list = await call("GET", "/v2/companies/current/orders", who);
      expect(list.statusCode).toBe(200);
      expect(list.json().data.orders.map((o: { id: string }) => o.id)).toContain(orderId);
      expect(list.json().data.pagination).toMatchObject({ page: 1, limit: 10 });
      const quotes = await call("GET", "/v2/companies/current/quotes", who);
      expect(quotes.statusCode).toBe(200);
      expect(quotes.json().data.quotes.map((q: { id: string }) => q.id)).toContain(ownerQuote);
      expect((await call("GET", `/v2/portal/orders/${orderId}`, who)).statusCode).toBe(200);
      expect((await call("GET", `/v2/quotes/${ownerQuote}`, who)).statusCode).toBe(200);
      const download = await call("GET", `/v2/documents/${documentId}/download`, who);
      expect(download.statusCode).toBe(200);
    }
    // The personal lists stay personal: the owner did not place the buyer's order.
    const personal = await call("GET", `/v2/orders/user/${encodeURIComponent(owner.email)}`, owner);
    expect(personal.json().data.orders.map((o: { id: string }) => o.id)).not.toContain(orderId);
    // Company Y's member gets exactly what a stranger gets.
    for (const [url, expected] of [
      [`/v2/portal/orders/${orderId}`, 404],
      [`/v2/quotes/${ownerQuote}`, 403],
      [`/v2/quotes/${ownerQuote}/pdf`, 403],
      [`/v2/documents/${documentId}/download`, 404],
    ] as const) {
      const other = await call("GET", url, otherOwner);
      const alone = await call("GET", url, stranger);
      expect(other.statusCode, url).toBe(expected);
      expect(alone.statusCode, url).toBe(expected);
    }
    const theirs = await call("GET", "/v2/companies/current/orders", otherOwner);
    expect(theirs.json().data.orders).toEqual([]);
    expect((await call("GET", "/v2/companies/current/orders", stranger)).statusCode).toBe(404);
  });

  it("a buyer accepts a colleague's quote; a viewer cannot; another company's member cannot", async () => {
    const viewerAccept = await call("POST", `/v2/quotes/${ownerQuote}/accept`, viewer);
    expect(viewerAccept.statusCode).toBe(403);
    expect(viewerAccept.json().message).toBe(M.viewerReadOnly);
    expect((await call("POST", `/v2/quotes/${ownerQuote}/decline`, viewer)).statusCode).toBe(403);
    expect((await call("POST", `/v2/quotes/${ownerQuote}/accept`, otherOwner)).statusCode).toBe(
      403,
    );
    const accepted = await call("POST", `/v2/quotes/${ownerQuote}/accept`, buyer);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.status).toBe("accepted");
  });

  it("a buyer requotes a colleague's expired quote into the company; a viewer cannot", async () => {
    const expired = await quotedRequest(owner);
    app.clock.set(new Date(Date.now() + 31 * 86_400_000));
    try {
      const refused = await call("POST", `/v2/quotes/${expired}/requote`, viewer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(M.viewerReadOnly);
      expect((await call("POST", `/v2/quotes/${expired}/requote`, otherOwner)).statusCode).toBe(
        404,
      );
      const requoted = await call("POST", `/v2/quotes/${expired}/requote`, buyer);
      expect(requoted.statusCode, requoted.body).toBe(201);
      const [row] = await app.db
        .select()
        .from(rfqRequests)
        .where(eq(rfqRequests.id, requoted.json().data.id));
      expect(row?.companyId).toBe(companyId);
    } finally {
      app.clock.reset();
    }
  });

  it("a viewer cannot order or request a quote", async () => {
    const res = await call("POST", "/v2/quotes/multi-line", viewer, multiLineBody());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.viewerReadOnly);
    await expect(createOrder(app, { cookie: viewer.cookie, pay: false })).rejects.toThrow(/403/);
    const invite = await call("POST", "/v2/companies/current/invitations", viewer, {
      email: uniqueEmail("x"),
      role: "viewer",
    });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().message).toBe(M.viewerReadOnly);
  });

  it("moves one's own personal order into the company, not anyone else's", async () => {
    const joiner = await verifiedAccount("Jo Joiner");
    const { orderId: before } = await createOrder(app, { cookie: joiner.cookie, pay: false });
    const { orderId: strangers } = await createOrder(app, { cookie: stranger.cookie, pay: false });
    await join(owner, joiner, "buyer");
    expect(
      (await call("GET", "/v2/companies/current/orders", owner))
        .json()
        .data.orders.map((o: { id: string }) => o.id),
    ).not.toContain(before);
    const other = await call("POST", "/v2/companies/current/claim", joiner, {
      kind: "order",
      id: strangers,
    });
    expect(other.statusCode).toBe(404);
    const claimed = await call("POST", "/v2/companies/current/claim", joiner, {
      kind: "order",
      id: before,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data).toEqual({ kind: "order", id: before, company_id: companyId });
    expect((await call("GET", `/v2/portal/orders/${before}`, viewer)).statusCode).toBe(200);
    // Not twice, and not by a non-member.
    expect(
      (await call("POST", "/v2/companies/current/claim", joiner, { kind: "order", id: before }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call("POST", "/v2/companies/current/claim", stranger, {
          kind: "order",
          id: strangers,
        })
      ).statusCode,
    ).toBe(404);
    await call("DELETE", `/v2/companies/current/members/${joiner.userId}`, owner);
  });
});

describe("payment terms", () => {
  it("an admin grants terms; the company sees them with its balance and available credit", async () => {
    for (const who of [owner, buyer, stranger]) {
      const res = await call("PUT", `/v2/admin/companies/${companyId}/terms`, who, {
        net_days: 30,
        credit_limit: 5000,
      });
      expect(res.statusCode).toBe(403);
    }
    const bad = await call("PUT", `/v2/admin/companies/${companyId}/terms`, admin, {
      net_days: 20,
      credit_limit: 5000,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.netDays);
    const missing = await call("PUT", "/v2/admin/companies/nope/terms", admin, {
      net_days: 30,
      credit_limit: 1,
    });
    expect(missing.statusCode).toBe(404);
    const granted = await call("PUT", `/v2/admin/companies/${companyId}/terms`, admin, {
      net_days: 45,
      credit_limit: 5000,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data).toEqual({
      net_days: 45,
      credit_limit: 5000,
      open_balance: 0,
      available_credit: 5000,
    });
    // An invoiced on-account order, past due: it owes, and it is overdue.
    const [buyerOrder] = await app.db
      .select()
      .from(orders)
      .where(eq(orders.companyId, companyId))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (!buyerOrder) throw new Error("no company order");
    await app.db
      .update(orders)
      .set({
        paymentMethod: "terms",
        paymentStatus: "invoiced",
        approval: "not_needed",
        dueDate: "2020-01-31",
        customerOrderNumber: "PO-1",
        totalCents: 120_000,
      })
      .where(eq(orders.id, buyerOrder.id));
    const current = await call("GET", "/v2/companies/current", viewer);
    expect(current.json().data.terms).toEqual({
      net_days: 45,
      credit_limit: 5000,
      open_balance: 1200,
      available_credit: 3800,
    });
    const list = await call("GET", "/v2/admin/companies", admin);
    expect(list.statusCode).toBe(200);
    const row = list.json().data.find((c: { id: string }) => c.id === companyId);
    expect(row).toMatchObject({
      name: "Acme Machining",
      owners: [owner.email],
      overdue_invoices: 1,
      overdue_balance: 1200,
      terms: { net_days: 45, credit_limit: 5000, open_balance: 1200, available_credit: 3800 },
    });
    expect(list.json().data.find((c: { id: string }) => c.id === otherCompanyId)).toMatchObject({
      terms: null,
      overdue_invoices: 0,
    });
    // Changing the terms updates the one row.
    await call("PUT", `/v2/admin/companies/${companyId}/terms`, admin, {
      net_days: 60,
      credit_limit: 1000,
    });
    const rows = await app.db
      .select()
      .from(companyTerms)
      .where(eq(companyTerms.organizationId, companyId));
    expect(rows).toHaveLength(1);
    expect((await call("GET", "/v2/companies/current", owner)).json().data.terms).toMatchObject({
      net_days: 60,
      available_credit: 0,
    });
    expect((await call("GET", "/v2/admin/companies", owner)).statusCode).toBe(403);
  });
});

describe("the role × route matrix", () => {
  type Who = "owner" | "buyer" | "viewer" | "stranger" | "other" | "admin";
  const WHO: Who[] = ["owner", "buyer", "viewer", "stranger", "other", "admin"];
  const account = (who: Who): SignedIn =>
    ({ owner, buyer, viewer, stranger, other: otherOwner, admin })[who];
  let orderX: string;
  let documentX: string;
  let strangersOrder: string;

  interface Row {
    name: string;
    run: (who: Who) => Promise<{ statusCode: number; json: () => { data?: unknown } }>;
    expected: Record<Who, number>;
  }
  const same = (code: number): Record<Who, number> =>
    Object.fromEntries(WHO.map((w) => [w, code])) as Record<Who, number>;

  beforeAll(async () => {
    ({ orderId: orderX } = await createOrder(app, { cookie: buyer.cookie }));
    ({ orderId: strangersOrder } = await createOrder(app, { cookie: stranger.cookie, pay: false }));
    const upload = multipartFile("MTR.pdf", "application/pdf", FILES.pdf);
    const res = await app.inject({
      method: "POST",
      url: `/v2/admin/orders/${orderX}/certificates`,
      remoteAddress: nextClient(),
      payload: upload.payload,
      headers: { ...upload.headers, cookie: admin.cookie },
    });
    documentX = res.json().data.id ?? res.json().data.document?.id;
  }, 60_000);

  const rows: Row[] = [
    {
      name: "GET /v2/companies/current",
      run: (w) => call("GET", "/v2/companies/current", account(w)),
      expected: { owner: 200, buyer: 200, viewer: 200, stranger: 404, other: 200, admin: 404 },
    },
    {
      name: "POST /v2/companies/current/invitations",
      run: (w) =>
        call("POST", "/v2/companies/current/invitations", account(w), {
          email: uniqueEmail("matrix"),
          role: "buyer",
          order_limit: 100,
        }),
      expected: { owner: 201, buyer: 403, viewer: 403, stranger: 404, other: 201, admin: 404 },
    },
    {
      name: "GET /v2/companies/current/invitations",
      run: (w) => call("GET", "/v2/companies/current/invitations", account(w)),
      expected: { owner: 200, buyer: 403, viewer: 403, stranger: 404, other: 200, admin: 404 },
    },
    {
      name: "DELETE /v2/companies/current/invitations/{id} (company X's)",
      run: async (w) => {
        const id = await invite(owner, uniqueEmail("revoke"), "viewer");
        return call("DELETE", `/v2/companies/current/invitations/${id}`, account(w));
      },
      expected: { owner: 200, buyer: 403, viewer: 403, stranger: 404, other: 404, admin: 404 },
    },
    {
      name: "GET /v2/invitations",
      run: (w) => call("GET", "/v2/invitations", account(w)),
      expected: same(200),
    },
    {
      name: "POST /v2/invitations/{id}/accept (someone else's)",
      run: async (w) => {
        const id = await invite(owner, uniqueEmail("holder"), "buyer");
        return call("POST", `/v2/invitations/${id}/accept`, account(w));
      },
      expected: same(404),
    },
    {
      name: "POST /v2/invitations/{id}/decline (someone else's)",
      run: async (w) => {
        const id = await invite(owner, uniqueEmail("holder"), "buyer");
        return call("POST", `/v2/invitations/${id}/decline`, account(w));
      },
      expected: same(404),
    },
    {
      name: "PUT /v2/companies/current/members/{buyer}",
      run: (w) =>
        call("PUT", `/v2/companies/current/members/${buyer.userId}`, account(w), {
          order_limit: 750.25,
        }),
      expected: { owner: 200, buyer: 403, viewer: 403, stranger: 404, other: 404, admin: 404 },
    },
    {
      name: "DELETE /v2/companies/current/members/{member of X}",
      run: async (w) => {
        if (w !== "owner")
          return call("DELETE", `/v2/companies/current/members/${buyer.userId}`, account(w));
        const leaving = await verifiedAccount("Lee Leaving");
        await join(owner, leaving, "viewer");
        return call("DELETE", `/v2/companies/current/members/${leaving.userId}`, owner);
      },
      expected: { owner: 200, buyer: 403, viewer: 403, stranger: 404, other: 404, admin: 404 },
    },
    {
      name: "GET /v2/companies/current/orders",
      run: (w) => call("GET", "/v2/companies/current/orders?limit=100", account(w)),
      expected: { owner: 200, buyer: 200, viewer: 200, stranger: 404, other: 200, admin: 404 },
    },
    {
      name: "GET /v2/companies/current/quotes",
      run: (w) => call("GET", "/v2/companies/current/quotes", account(w)),
      expected: { owner: 200, buyer: 200, viewer: 200, stranger: 404, other: 200, admin: 404 },
    },
    {
      name: "POST /v2/companies/current/claim (someone else's order)",
      run: (w) =>
        call("POST", "/v2/companies/current/claim", account(w), {
          kind: "order",
          id: w === "stranger" ? orderX : strangersOrder,
        }),
      expected: same(404),
    },
    {
      name: "GET /v2/admin/companies",
      run: (w) => call("GET", "/v2/admin/companies", account(w)),
      expected: { owner: 403, buyer: 403, viewer: 403, stranger: 403, other: 403, admin: 200 },
    },
    {
      name: "PUT /v2/admin/companies/{X}/terms",
      run: (w) =>
        call("PUT", `/v2/admin/companies/${companyId}/terms`, account(w), {
          net_days: 30,
          credit_limit: 2500,
        }),
      expected: { owner: 403, buyer: 403, viewer: 403, stranger: 403, other: 403, admin: 200 },
    },
    {
      name: "POST /v2/quotes/{owner's quote}/accept",
      run: async (w) => call("POST", `/v2/quotes/${await quotedRequest(owner)}/accept`, account(w)),
      expected: { owner: 200, buyer: 200, viewer: 403, stranger: 403, other: 403, admin: 403 },
    },
    {
      name: "GET /v2/portal/orders/{X's order}",
      run: (w) => call("GET", `/v2/portal/orders/${orderX}`, account(w)),
      expected: { owner: 200, buyer: 200, viewer: 200, stranger: 404, other: 404, admin: 404 },
    },
    {
      name: "GET /v2/documents/{X's document}/download",
      run: (w) => call("GET", `/v2/documents/${documentX}/download`, account(w)),
      expected: { owner: 200, buyer: 200, viewer: 200, stranger: 404, other: 404, admin: 200 },
    },
    // Last: it makes the non-members owners of new companies.
    {
      name: "POST /v2/companies",
      run: (w) => call("POST", "/v2/companies", account(w), { name: `Matrix ${w}` }),
      expected: { owner: 409, buyer: 409, viewer: 409, stranger: 201, other: 409, admin: 201 },
    },
  ];

  it("answers every role as the table says", async () => {
    const failures: string[] = [];
    for (const row of rows) {
      for (const who of WHO) {
        const res = await row.run(who);
        if (res.statusCode !== row.expected[who]) {
          failures.push(`${row.name} as ${who}: ${res.statusCode}, expected ${row.expected[who]}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Company Y's member read their own company, never X's: no X order in their list.
    const theirs = await call("GET", "/v2/companies/current/orders?limit=100", otherOwner);
    expect(theirs.json().data.orders.map((o: { id: string }) => o.id)).not.toContain(orderX);
    const current = await call("GET", "/v2/companies/current", otherOwner);
    expect(current.json().data.id).toBe(otherCompanyId);
  }, 180_000);
});
