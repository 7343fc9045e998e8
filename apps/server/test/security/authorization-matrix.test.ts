import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import {
  account,
  apikey,
  documents,
  invitation,
  member,
  orders,
  rfqRequests,
  webhookDeliveries,
  webhookEndpoints,
} from "../../src/db/schema/index";
import { uniqueEmail } from "../accounts";
import { nextClient, QUICK_QUOTE } from "../admin-fixtures";
import { PLATE, sessionRequest } from "../checkout-fixtures";
import { onAccountBody } from "../company-fixtures";
import { multiLineBody, PLATE_ITEM } from "../quote-fixtures";
import {
  CALLERS,
  type Caller,
  companyOfA,
  createSecurityApp,
  createWorld,
  failedEmail,
  headersOf,
  heldOrderOfA,
  KEY_CALLERS,
  type KeyCaller,
  onAccountOrderOfA,
  orderOfA,
  pdfUpload,
  quotedRequest,
  WORLD_TIMEOUT_MS,
  type World,
} from "./fixtures";
import { fillPath, listOperations, pathParams } from "./openapi";
import { envelopeProblem, type Reply, send } from "./replies";

/**
 * Issue #10, item 1: every route of the OpenAPI document, called by anonymous, customer A,
 * customer B and an admin, with path params, ids and emails that belong to customer A. THE TABLE
 * below holds the one allowed status of each cell; a documented route without a row, or a row
 * whose route is gone, fails the first test.
 *
 * The rules (decisions §11, lib/authorize.ts): routes are closed by default (401 signed out); an
 * account's own data answers its owner and admins, and a customer asking for someone else's gets
 * 403; documents and portal orders answer 404 to anyone but their owner (and, for documents,
 * admins), as for an unknown id; every /v2/admin route answers customers 403.
 *
 * A's API keys (issue #20) are two more callers, `A read key` and `A read_write key`: they act
 * as A, so each cell is A's, except that a read key's non-GET answers 403; a row's `keys` names
 * where a key differs (key management needs a session).
 *
 * A refused call must also change nothing: where a row can read the state it aims at (`state`),
 * the state is read before and after each refused cell and must be equal. Rows that write make a
 * fresh fixture per cell, so one cell's success never changes what the next cell meets.
 */

type Status = number;
type Cells = Record<Caller, Status>;

interface Send {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body. */
  body?: unknown;
  /** A multipart upload instead of a JSON body. */
  upload?: { payload: Buffer; headers: Record<string, string> };
  /** Reads what the call aims at; a refused call must leave it equal. */
  state?: () => Promise<unknown>;
}

interface Row {
  expect: Cells;
  /** The API-key callers' statuses where they differ from the rule (A's, a read key's writes 403). */
  keys?: Partial<Record<KeyCaller, Status>>;
  /** The request with A's values; called once per cell, so it may make a fresh fixture. */
  send?: (w: World, caller: Caller) => Send | Promise<Send>;
  /** More to check on a cell's reply. */
  check?: (reply: Reply, caller: Caller, w: World) => void | Promise<void>;
}

const all = (status: Status): Cells => ({ anonymous: status, A: status, B: status, admin: status });
/** Public by design: the same answer for everyone. */
const PUBLIC = all(200);
/** Any signed-in caller, about their own things. */
const SIGNED_IN = (status: Status = 200): Cells => ({
  anonymous: 401,
  A: status,
  B: status,
  admin: status,
});
/** An account's own data: its owner and admins (decisions §11). */
const OWNER_OR_ADMIN = (status: Status = 200): Cells => ({
  anonymous: 401,
  A: status,
  B: 403,
  admin: status,
});
/** Staff only: every /v2/admin route, and the few admin actions outside that prefix. */
const ADMIN_ONLY = (status: Status = 200): Cells => ({
  anonymous: 401,
  A: 403,
  B: 403,
  admin: status,
});

let app: App;
let removeFiles: () => void;
let w: World;

/** Reads a JSON reply as the admin (state snapshots). */
async function adminGet(url: string): Promise<unknown> {
  const res = await app.inject({ method: "GET", url, headers: headersOf(w, "admin") });
  return { status: res.statusCode, body: res.json() };
}

/** The ids of A's API keys, read in the database. */
const adminKeysOfA = async () =>
  (
    await app.db.select({ id: apikey.id }).from(apikey).where(eq(apikey.referenceId, w.a.userId))
  ).map((k) => k.id);

/** The ids of A's webhook endpoints, read in the database. */
const webhookIdsOfA = async () =>
  (
    await app.db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, w.a.userId))
  ).map((h) => h.id);

/** A fresh pending invitation of A's company, to an address nobody here holds. */
async function invitationOfA(): Promise<string> {
  await companyOfA(w);
  const res = await app.inject({
    method: "POST",
    url: "/v2/companies/current/invitations",
    headers: headersOf(w, "A"),
    payload: { email: uniqueEmail("invited"), role: "viewer" },
  });
  if (res.statusCode !== 201) throw new Error(`invitation: ${res.statusCode} ${res.body}`);
  return res.json().data.id as string;
}

const invitationState = (id: string) => async () =>
  (await app.db.select().from(invitation).where(eq(invitation.id, id)))[0]?.status;

const membersOfA = async () =>
  app.db
    .select({ userId: member.userId, role: member.role })
    .from(member)
    .where(eq(member.organizationId, await companyOfA(w)));

const passwordOfA = async () =>
  (
    await app.db
      .select({ password: account.password })
      .from(account)
      .where(eq(account.userId, w.a.userId))
  )[0];

const quoteState = (id: string) => async () => {
  const detail = (await adminGet(`/v2/admin/quotes/${id}`)) as { body: { data: unknown } };
  return detail.body.data;
};

/** What an API key of A's gets: A's status, except a read key's writes (403), or the row's own. */
function keyCell(row: Row, caller: KeyCaller, method: string): Status {
  const own = row.keys?.[caller];
  if (own !== undefined) return own;
  if (caller === "A read key" && method !== "GET") return 403;
  return row.expect.A;
}

const userIdOf = (caller: Caller): string | null =>
  caller === "anonymous" ? null : { A: w.a, B: w.b, admin: w.admin }[caller].userId;

const PROFILE = { full_name: "Someone Else", company: "Their Co", phone: "555-0199" };

/** THE TABLE: one row per documented (method, path). */
const TABLE: Record<string, Row> = {
  "GET /healthz": { expect: PUBLIC },

  // Better Auth's documented forms: public, and none of them hands A's account to anyone.
  "POST /api/auth/sign-up/email": {
    // A's email is taken: 422 for everyone, and A's password stays A's.
    expect: all(422),
    send: () => ({
      body: { email: w.a.email, password: "taken-over-1", full_name: "Mallory", company: "M" },
      state: passwordOfA,
    }),
  },
  "POST /api/auth/request-password-reset": {
    // The same answer whether or not the email has an account; the link goes to A's inbox only.
    expect: PUBLIC,
    send: () => ({ body: { email: w.a.email } }),
  },
  "POST /api/auth/sign-in/email": {
    // A's email without A's password: nobody, admin included, gets A's session.
    expect: all(401),
    send: () => ({ body: { email: w.a.email, password: "not-a-password" } }),
  },
  "POST /api/auth/reset-password": {
    expect: all(400),
    send: () => ({
      body: { token: "not-a-token", newPassword: "taken-over-1" },
      state: passwordOfA,
    }),
  },
  "POST /api/auth/send-verification-email": {
    expect: { anonymous: 200, A: 200, B: 400, admin: 400 },
    send: () => ({ body: { email: w.a.email } }),
  },

  "GET /v2/me": {
    expect: PUBLIC,
    check: (reply, caller) => {
      expect(JSON.parse(reply.body).data.user?.id ?? null).toBe(userIdOf(caller));
    },
  },
  "GET /v2/profiles/{userId}": {
    expect: OWNER_OR_ADMIN(),
    send: () => ({ params: { userId: w.a.userId } }),
  },
  "PUT /v2/profiles/{userId}": {
    expect: OWNER_OR_ADMIN(),
    send: () => ({
      params: { userId: w.a.userId },
      body: PROFILE,
      state: () => adminGet(`/v2/profiles/${w.a.userId}`),
    }),
  },
  "GET /v2/notifications/preferences/{email}": {
    expect: OWNER_OR_ADMIN(),
    send: () => ({ params: { email: w.a.email } }),
  },
  "PUT /v2/notifications/preferences/{email}": {
    expect: OWNER_OR_ADMIN(),
    send: () => ({
      params: { email: w.a.email },
      body: { preferences: { marketing: true, order_updates: false } },
      state: () => adminGet(`/v2/notifications/preferences/${encodeURIComponent(w.a.email)}`),
    }),
  },

  // Issue #20: each caller's own keys; a key never manages keys (a session only).
  "POST /v2/api-keys": {
    expect: SIGNED_IN(201),
    keys: { "A read_write key": 403 },
    send: () => ({ body: { name: "matrix", scope: "read" } }),
  },
  "GET /v2/api-keys": {
    expect: SIGNED_IN(),
    keys: { "A read key": 403, "A read_write key": 403 },
    check: (reply, caller) => {
      // Nobody sees another account's keys, nor any secret.
      if (caller !== "A") expect(reply.body).not.toContain(w.a.readKey.slice(0, 12));
      expect(reply.body).not.toContain(w.a.readKey);
    },
  },
  "DELETE /v2/api-keys/{id}": {
    // A's key is A's to revoke; anyone else gets 404, as for an unknown id.
    expect: { anonymous: 401, A: 200, B: 404, admin: 404 },
    keys: { "A read_write key": 403 },
    send: async (_w, caller) => {
      const made = await app.inject({
        method: "POST",
        url: "/v2/api-keys",
        headers: headersOf(w, "A"),
        payload: { name: `to revoke (${caller})`, scope: "read" },
      });
      const { id } = made.json().data as { id: string };
      return {
        params: { id },
        state: async () => (await adminKeysOfA()).includes(id),
      };
    },
  },

  // Issue #20: an account's webhook endpoints are its own; anyone else's id is 404, as unknown.
  "POST /v2/webhooks": {
    expect: SIGNED_IN(201),
    send: () => ({
      body: { url: "https://93.184.215.14/matrix", events: ["order.status_changed"] },
    }),
  },
  "GET /v2/webhooks": {
    expect: SIGNED_IN(),
    check: (reply, caller) => {
      const ids = (JSON.parse(reply.body).data.webhooks as { id: string }[]).map((h) => h.id);
      expect(ids.includes(w.a.webhookId)).toBe(caller === "A");
      expect(reply.body).not.toContain("whsec_");
    },
  },
  "DELETE /v2/webhooks/{id}": {
    expect: { anonymous: 401, A: 200, B: 404, admin: 404 },
    send: async (_w, caller) => {
      const made = await app.inject({
        method: "POST",
        url: "/v2/webhooks",
        headers: headersOf(w, "A"),
        payload: { url: `https://93.184.215.14/${caller}`, events: ["quote.status_changed"] },
      });
      const { id } = made.json().data as { id: string };
      return { params: { id }, state: async () => (await webhookIdsOfA()).includes(id) };
    },
  },
  "GET /v2/webhooks/{id}/deliveries": {
    expect: { anonymous: 401, A: 200, B: 404, admin: 404 },
    send: () => ({ params: { id: w.a.webhookId } }),
  },
  "POST /v2/webhooks/{id}/test": {
    expect: { anonymous: 401, A: 200, B: 404, admin: 404 },
    send: () => ({
      params: { id: w.a.webhookId },
      state: async () =>
        (
          await app.db
            .select({ id: webhookDeliveries.id })
            .from(webhookDeliveries)
            .where(eq(webhookDeliveries.endpointId, w.a.webhookId))
        ).length,
    }),
  },

  "GET /v2/admin/outbox": {
    expect: ADMIN_ONLY(),
    send: () => ({ query: { to: w.a.email } }),
  },

  "GET /v2/materials": { expect: PUBLIC },
  "POST /v2/materials/dimensions": {
    expect: PUBLIC,
    send: () => ({ body: { material: "p20", product_type: "Bar", shape: "Round" } }),
  },
  "POST /v2/mailing-list": {
    // A subscriber is an address, not an account's resource: a new one per cell.
    expect: all(201),
    send: () => ({ body: { email: uniqueEmail("subscriber") } }),
  },
  "POST /v2/pricing/quote": { expect: PUBLIC, send: () => ({ body: PLATE }) },
  "POST /v2/cut-lists/optimize": {
    expect: PUBLIC,
    send: () => ({
      body: {
        material: "a500",
        product_type: "Tube",
        shape: "Square",
        dimensions: { width: 2, wall: 0.125 },
        pieces: [{ length: 30, quantity: 4 }],
      },
    }),
  },
  "POST /v2/quotes/single": {
    // Public; under A's email it is still the caller's request, never A's.
    expect: all(201),
    send: () => ({ body: { ...QUICK_QUOTE, email: w.a.email } }),
    check: async (reply, caller) => {
      const { submission_id } = JSON.parse(reply.body).data;
      const detail = (await adminGet(`/v2/admin/quotes/${submission_id}`)) as {
        body: { data: { user_id: string | null } };
      };
      expect(detail.body.data.user_id).toBe(userIdOf(caller));
    },
  },
  "POST /v2/quotes/multi-line": {
    // A `user_id` and email of A's in the body are ignored: the request is the caller's.
    expect: SIGNED_IN(201),
    send: () => ({ body: { ...multiLineBody({ email: w.a.email }), user_id: w.a.userId } }),
    check: (reply, caller) => {
      expect(JSON.parse(reply.body).data.user_id).toBe(userIdOf(caller));
    },
  },
  "POST /v2/quotes/bill-of-materials": {
    expect: SIGNED_IN(),
    send: () => ({ body: { text: "6061-t651,AMS 4027,2,12,1,4,Fixture plates" } }),
  },
  "GET /v2/quotes/user/{userId}": {
    expect: OWNER_OR_ADMIN(),
    send: () => ({ params: { userId: w.a.userId } }),
  },
  "GET /v2/quotes/{id}": {
    expect: OWNER_OR_ADMIN(),
    send: () => ({ params: { id: w.a.multiLineId } }),
  },
  "GET /v2/quotes/{id}/pdf": {
    expect: OWNER_OR_ADMIN(),
    send: () => ({ params: { id: w.a.quickQuote.submission_id } }),
  },

  "GET /v2/checkout/config": { expect: PUBLIC },
  "POST /v2/pricing/checkout": {
    // A's accepted quote line is A's to buy alone; to anyone else it does not exist (404, issue
    // #15), admins included (quoted-line.ts).
    expect: { anonymous: 401, A: 200, B: 404, admin: 404 },
    send: () => ({
      body: { item: PLATE_ITEM, delivery_method: "pickup", quote_line: w.a.acceptedLine },
    }),
  },
  "GET /v2/address/zip/{zip}": { expect: PUBLIC, send: () => ({ params: { zip: "48216" } }) },
  "POST /api/stripe/create-checkout-session": {
    expect: { anonymous: 401, A: 200, B: 404, admin: 404 },
    send: () => ({
      body: sessionRequest({
        item: PLATE_ITEM,
        delivery_method: "pickup",
        address: undefined,
        customer_email: w.a.email,
        quote_line: w.a.acceptedLine,
      }),
      state: async () => (await app.db.select({ id: orders.id }).from(orders)).length,
    }),
  },
  // Buying on account (issue #16): A owns a company with terms; B and the admin belong to none.
  "POST /v2/checkout/on-account": {
    expect: { anonymous: 401, A: 201, B: 403, admin: 403 },
    send: async () => {
      await companyOfA(w);
      return {
        body: onAccountBody({ customer_email: w.a.email }),
        state: async () => (await app.db.select({ id: orders.id }).from(orders)).length,
      };
    },
  },
  "POST /v2/checkout/po-upload": {
    expect: { anonymous: 401, A: 201, B: 403, admin: 403 },
    send: async () => {
      await companyOfA(w);
      return { upload: pdfUpload("po.pdf") };
    },
  },
  "POST /v2/companies/current/orders/{id}/approve": {
    // The owners of the order's company; anyone else's company (or none) does not have it.
    expect: { anonymous: 401, A: 200, B: 404, admin: 404 },
    send: async () => {
      const id = await onAccountOrderOfA(w, true);
      return {
        params: { id },
        state: async () => app.db.select().from(orders).where(eq(orders.id, id)),
      };
    },
  },
  "POST /v2/companies/current/orders/{id}/decline": {
    expect: { anonymous: 401, A: 200, B: 404, admin: 404 },
    send: async () => {
      const id = await onAccountOrderOfA(w, true);
      return {
        params: { id },
        state: async () => app.db.select().from(orders).where(eq(orders.id, id)),
      };
    },
  },
  "GET /v2/orders/{id}/invoice": {
    // The company's members and admins; 404 for everyone else.
    expect: { anonymous: 401, A: 200, B: 404, admin: 200 },
    send: async () => ({ params: { id: await onAccountOrderOfA(w) } }),
  },
  "GET /v2/companies/current/statement": {
    expect: { anonymous: 401, A: 200, B: 404, admin: 404 },
    send: async () => {
      await companyOfA(w);
      return {};
    },
  },
  "POST /v2/admin/orders/{id}/payments": {
    expect: ADMIN_ONLY(201),
    send: async () => {
      const id = await onAccountOrderOfA(w);
      return {
        params: { id },
        body: { amount: 1, reference: "CHK 1" },
        state: async () => app.db.select().from(orders).where(eq(orders.id, id)),
      };
    },
  },
  "GET /v2/admin/companies/{id}/statement": {
    expect: ADMIN_ONLY(),
    send: async () => ({ params: { id: await companyOfA(w) } }),
  },
  "POST /v2/checkout/confirm": {
    // The session id is the capability: whoever was sent to /success with it may confirm it.
    expect: PUBLIC,
    send: () => ({ body: { session_id: w.a.order.sessionId } }),
  },
  "POST /api/stripe/webhook": {
    // Only a signed event is taken; the test checkout sends none, so every caller gets 400.
    expect: all(400),
    send: () => ({ body: { type: "checkout.session.completed", data: {} } }),
  },
  "GET /v2/checkout/test-sessions/{sessionId}": {
    // The built-in stand-in for Stripe's hosted page: the session id is the capability.
    expect: PUBLIC,
    send: () => ({ params: { sessionId: w.a.order.sessionId } }),
  },
  "POST /v2/checkout/test-sessions/{sessionId}/pay": {
    // Paying a paid session again changes nothing (test-provider.ts).
    expect: PUBLIC,
    send: () => ({
      params: { sessionId: w.a.order.sessionId },
      body: { card_number: "4242 4242 4242 4242" },
    }),
  },
  "GET /v2/orders/user/{email}": {
    expect: OWNER_OR_ADMIN(),
    send: () => ({ params: { email: w.a.email } }),
  },
  "POST /api/email/send-from-database": {
    expect: ADMIN_ONLY(),
    send: () => ({
      body: { orderId: w.a.order.orderId },
      state: () => adminGet(`/v2/admin/outbox?to=${encodeURIComponent(w.a.email)}&limit=200`),
    }),
  },

  "GET /v2/documents": {
    expect: SIGNED_IN(),
    check: (reply, caller) => {
      if (caller === "B") {
        expect(reply.body).not.toContain(w.a.certificateId);
        expect(reply.body).not.toContain(w.a.taxExemptionId);
      }
    },
  },
  "GET /v2/documents/{id}/download": {
    // Anyone but the owner and admins: 404, as for an unknown id (decisions §9).
    expect: { anonymous: 401, A: 200, B: 404, admin: 200 },
    send: () => ({ params: { id: w.a.certificateId } }),
  },
  "POST /v2/documents/tax-exemption": {
    // Each caller uploads their own certificate; no id of A's is involved.
    expect: SIGNED_IN(201),
    send: () => ({ upload: pdfUpload("exemption.pdf") }),
  },
  "GET /v2/tax-exemption-certificate": {
    // The held order's emailed token is the capability (issue #21): guests use it too.
    expect: PUBLIC,
    send: () => ({ query: { token: w.a.heldOrder.token } }),
    check: (reply) => {
      // The page names the order and its hold, nothing of the customer.
      expect(reply.body).not.toContain(w.a.email);
    },
  },
  "POST /v2/tax-exemption-certificate": {
    expect: all(201),
    send: () => ({
      query: { token: w.a.heldOrder.token },
      upload: pdfUpload("exemption.pdf"),
    }),
  },
  "GET /v2/portal/summary": { expect: SIGNED_IN() },
  "GET /v2/portal/orders/{id}": {
    // The portal shows the caller's own orders only; staff read orders under /v2/admin.
    expect: { anonymous: 401, A: 200, B: 404, admin: 404 },
    send: () => ({ params: { id: w.a.order.orderId } }),
  },
  "GET /v2/portal/rep": { expect: SIGNED_IN() },
  "POST /v2/portal/contact": {
    expect: SIGNED_IN(201),
    send: () => ({ body: { subject: "Lead time", message: "When does my order ship?" } }),
  },

  "POST /v2/admin/orders/{id}/certificates": {
    expect: ADMIN_ONLY(201),
    send: async () => {
      const { orderId } = await orderOfA(w);
      return {
        params: { id: orderId },
        upload: pdfUpload("MTR.pdf"),
        state: async () => app.db.select().from(documents).where(eq(documents.orderId, orderId)),
      };
    },
  },
  "GET /v2/admin/tax-exemptions": { expect: ADMIN_ONLY() },
  "PUT /v2/admin/tax-exemptions/{id}": {
    expect: ADMIN_ONLY(),
    send: () => ({
      params: { id: w.a.taxExemptionId },
      body: { status: "rejected", note: "Expired certificate" },
      state: async () =>
        app.db.select().from(documents).where(eq(documents.id, w.a.taxExemptionId)),
    }),
  },
  "GET /v2/admin/overview": { expect: ADMIN_ONLY() },
  "GET /v2/admin/quotes/{id}": {
    expect: ADMIN_ONLY(),
    send: () => ({ params: { id: w.a.multiLineId } }),
  },
  "GET /v2/admin/orders": { expect: ADMIN_ONLY(), send: () => ({ query: { q: w.a.email } }) },
  "PUT /v2/admin/orders/{id}/status": {
    expect: ADMIN_ONLY(),
    send: async () => {
      const { orderId } = await orderOfA(w);
      return {
        params: { id: orderId },
        body: { status: "in_production" },
        state: async () => app.db.select().from(orders).where(eq(orders.id, orderId)),
      };
    },
  },
  "POST /v2/admin/orders/{id}/charge-tax": {
    expect: ADMIN_ONLY(),
    send: async () => {
      const { orderId } = await heldOrderOfA(w);
      return {
        params: { id: orderId },
        state: async () => app.db.select().from(orders).where(eq(orders.id, orderId)),
      };
    },
  },
  "GET /v2/admin/materials": { expect: ADMIN_ONLY() },
  "PUT /v2/admin/materials/{code}": {
    expect: ADMIN_ONLY(),
    send: () => ({
      params: { code: "p20" },
      body: { minimum_order_quantity: 1 },
      state: () => adminGet("/v2/admin/materials"),
    }),
  },
  "POST /v2/admin/outbox/{id}/resend": {
    expect: ADMIN_ONLY(),
    send: async () => {
      const id = await failedEmail(app, w.a.email);
      return {
        params: { id },
        state: () => adminGet(`/v2/admin/outbox?to=${encodeURIComponent(w.a.email)}&limit=200`),
      };
    },
  },
  "GET /v2/admin/export/{file}": {
    expect: ADMIN_ONLY(),
    send: () => ({ params: { file: "orders.csv" } }),
  },
  "GET /v2/admin/events": {
    expect: ADMIN_ONLY(),
    check: (reply) => {
      expect(reply.body).toMatch(/^retry: 2000\n/);
    },
  },
  "PUT /v2/quotes/{id}/status": {
    expect: ADMIN_ONLY(),
    send: async () => {
      const { request_id } = await quotedRequest(w, { quote: false });
      return {
        params: { id: request_id },
        body: { status: "in_review" },
        state: quoteState(request_id),
      };
    },
  },
  "POST /v2/quotes/{id}/accept": {
    // The customer's answer is the owner's alone; staff move requests with PUT .../status.
    expect: { anonymous: 401, A: 200, B: 403, admin: 403 },
    send: async () => {
      const { request_id } = await quotedRequest(w, { accept: false });
      return { params: { id: request_id }, body: {}, state: quoteState(request_id) };
    },
  },
  "POST /v2/quotes/{id}/requote": {
    // Requote at today's price is the owner's alone; to anyone else the quote does not exist.
    expect: { anonymous: 401, A: 201, B: 404, admin: 404 },
    send: async () => {
      const { request_id } = await quotedRequest(w, { accept: false });
      await w.app.db
        .update(rfqRequests)
        .set({ validUntil: new Date(Date.now() - 60_000) })
        .where(eq(rfqRequests.id, request_id));
      return { params: { id: request_id }, body: {}, state: quoteState(request_id) };
    },
  },
  "POST /v2/quotes/{id}/decline": {
    expect: { anonymous: 401, A: 200, B: 403, admin: 403 },
    send: async () => {
      const { request_id } = await quotedRequest(w, { accept: false });
      return {
        params: { id: request_id },
        body: { note: "Found it cheaper" },
        state: quoteState(request_id),
      };
    },
  },

  // Issue #16, companies: A owns a company (made at its first row); B and the admin belong to
  // none, so every company route answers them 404 (no company), and a buyer's or viewer's cells
  // are in modules/companies/companies.test.ts's own role matrix.
  "POST /v2/companies": {
    // A already has a company: 409. B and the admin send a blank name (a valid one would make
    // them owners of a company for the rows below): 400.
    expect: { anonymous: 401, A: 409, B: 400, admin: 400 },
    send: async (_w, caller) => {
      await companyOfA(w);
      return { body: { name: caller === "A" ? "Second Co" : " " } };
    },
  },
  "GET /v2/companies/current": {
    expect: { anonymous: 401, A: 200, B: 404, admin: 404 },
    send: async () => {
      await companyOfA(w);
      return {};
    },
  },
  "GET /v2/companies/mine": {
    // B and the admin belong to no company: null, not a 404 (the web's question).
    expect: { anonymous: 401, A: 200, B: 200, admin: 200 },
    send: async () => {
      await companyOfA(w);
      return {};
    },
  },
  "POST /v2/companies/current/invitations": {
    expect: { anonymous: 401, A: 201, B: 404, admin: 404 },
    send: async () => {
      await companyOfA(w);
      return { body: { email: uniqueEmail("invitee"), role: "buyer", order_limit: 100 } };
    },
  },
  "GET /v2/companies/current/invitations": {
    expect: { anonymous: 401, A: 200, B: 404, admin: 404 },
  },
  "DELETE /v2/companies/current/invitations/{id}": {
    expect: { anonymous: 401, A: 200, B: 404, admin: 404 },
    send: async () => {
      const id = await invitationOfA();
      return { params: { id }, state: invitationState(id) };
    },
  },
  "GET /v2/invitations": { expect: SIGNED_IN() },
  "POST /v2/invitations/{id}/accept": {
    // Only the invited email's verified holder: nobody here.
    expect: { anonymous: 401, A: 404, B: 404, admin: 404 },
    send: async () => {
      const id = await invitationOfA();
      return { params: { id }, state: invitationState(id) };
    },
  },
  "POST /v2/invitations/{id}/decline": {
    expect: { anonymous: 401, A: 404, B: 404, admin: 404 },
    send: async () => {
      const id = await invitationOfA();
      return { params: { id }, state: invitationState(id) };
    },
  },
  "PUT /v2/companies/current/members/{userId}": {
    expect: { anonymous: 401, A: 200, B: 404, admin: 404 },
    send: async () => {
      await companyOfA(w);
      return {
        params: { userId: w.a.userId },
        body: { role: "owner" },
        state: membersOfA,
      };
    },
  },
  "DELETE /v2/companies/current/members/{userId}": {
    // A is the company's last owner: 409 for A, and nobody else reaches A's company.
    expect: { anonymous: 401, A: 409, B: 404, admin: 404 },
    send: async () => {
      await companyOfA(w);
      return { params: { userId: w.a.userId }, state: membersOfA };
    },
  },
  "GET /v2/companies/current/orders": {
    expect: { anonymous: 401, A: 200, B: 404, admin: 404 },
  },
  "GET /v2/companies/current/quotes": {
    expect: { anonymous: 401, A: 200, B: 404, admin: 404 },
  },
  "POST /v2/companies/current/claim": {
    // A fresh personal order of A's per cell: A moves it; B and the admin have no company.
    expect: { anonymous: 401, A: 200, B: 404, admin: 404 },
    send: async () => {
      await companyOfA(w);
      const { orderId } = await orderOfA(w, false);
      // As if placed before A made the company (A's orders since are the company's).
      await app.db.update(orders).set({ companyId: null }).where(eq(orders.id, orderId));
      return {
        body: { kind: "order", id: orderId },
        state: async () =>
          (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.companyId ?? null,
      };
    },
  },
  "GET /v2/admin/companies": { expect: ADMIN_ONLY() },
  "PUT /v2/admin/companies/{id}/terms": {
    expect: ADMIN_ONLY(),
    send: async () => ({
      params: { id: await companyOfA(w) },
      body: { net_days: 30, credit_limit: 1000 },
      state: () => adminGet("/v2/admin/companies"),
    }),
  },
};

beforeAll(async () => {
  ({ app, removeFiles } = await createSecurityApp());
  w = await createWorld(app);
}, WORLD_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
  removeFiles?.();
});

describe("authorization matrix", () => {
  it("has exactly one row per route of the OpenAPI document", () => {
    const documented = listOperations(app).map((op) => op.key);
    const missing = documented.filter((key) => !(key in TABLE));
    const stale = Object.keys(TABLE).filter((key) => !documented.includes(key));
    expect(
      { missing, stale },
      "Every documented route needs a row in TABLE (authorization-matrix.test.ts), and every row a route",
    ).toEqual({ missing: [], stale: [] });
  });

  it.each(Object.entries(TABLE))("%s", async (key, row) => {
    const operation = listOperations(app).find((op) => op.key === key);
    if (!operation) throw new Error(`${key} is not in the OpenAPI document`);
    const expected: Record<Caller | KeyCaller, Status> = {
      ...row.expect,
      ...Object.fromEntries(KEY_CALLERS.map((k) => [k, keyCell(row, k, operation.method)])),
    } as Record<Caller | KeyCaller, Status>;
    const got: Partial<Record<Caller | KeyCaller, Status>> = {};
    const problems: string[] = [];
    for (const who of [...CALLERS, ...KEY_CALLERS]) {
      // A key acts as A: the row's request and checks are A's.
      const caller: Caller = (KEY_CALLERS as readonly string[]).includes(who)
        ? "A"
        : (who as Caller);
      const s = (await row.send?.(w, caller)) ?? {};
      const encoded = Object.fromEntries(
        Object.entries(s.params ?? {}).map(([k, v]) => [k, encodeURIComponent(v)]),
      );
      const missingParam = pathParams(operation.path).find((p) => !(p in encoded));
      if (missingParam) throw new Error(`${key}: the row gives no value for {${missingParam}}`);
      const query = s.query ? `?${new URLSearchParams(s.query)}` : "";
      const refused = expected[who] >= 400;
      const before = refused && s.state ? await s.state() : undefined;
      const reply = await send(
        app,
        {
          method: operation.method,
          url: fillPath(operation.path, encoded) + query,
          remoteAddress: nextClient(),
          headers: { ...headersOf(w, who), ...(s.upload?.headers ?? {}) },
          ...(s.upload
            ? { payload: s.upload.payload }
            : s.body !== undefined
              ? { payload: s.body as object }
              : {}),
        },
        { stream: operation.produces.includes("text/event-stream") },
      );
      got[who] = reply.statusCode;
      const problem = envelopeProblem(reply, operation.path);
      if (problem) problems.push(`${who}: ${problem}`);
      if (refused && s.state) {
        const after = await s.state();
        if (JSON.stringify(after) !== JSON.stringify(before)) {
          problems.push(`${who} was refused (${reply.statusCode}) but the state changed`);
        }
      }
      if (reply.statusCode !== expected[who]) {
        problems.push(`${who}: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
      } else if (reply.statusCode < 300 && row.check) {
        await row.check(reply, caller, w);
      }
    }
    expect({ statuses: got, problems }).toEqual({ statuses: expected, problems: [] });
  });
});
