import { MATERIALS, type QuoteLineRef } from "@ingot/domain";
import { and, eq } from "drizzle-orm";
import type { App } from "../../src/app";
import { companyTerms, emailOutbox, orders, webhookEndpoints } from "../../src/db/schema/index";
import { membershipOf } from "../../src/lib/companies";
import { type SignedIn, signUp, signUpAdmin, TEST_ORIGIN } from "../accounts";
import { createOrder, nextClient, submitQuickQuote } from "../admin-fixtures";
import { createCompany, onAccountBody, placeOnAccount } from "../company-fixtures";
import { createTestApp } from "../helper";
import { multiLineBody, PLATE_ITEM } from "../quote-fixtures";
import { FILES, multipartFile, tempFilesDir } from "../uploads";
import type { KnownValues } from "./arbitraries";

/**
 * The cast of the security tests: customer A, who owns one of every kind of resource, customer B,
 * who owns nothing, and an admin. Everything is made through the public API, as a person would,
 * with the helpers the module tests already use.
 */

export const SECURITY_ADMIN = "security-admin@example.com";
export const A_PASSWORD = "a-secret-1";

export type Caller = "anonymous" | "A" | "B" | "admin";
export const CALLERS: readonly Caller[] = ["anonymous", "A", "B", "admin"];
/** A's API keys as callers (issue #20): they act as A, a read key with GET only. */
export type KeyCaller = "A read key" | "A read_write key";
export const KEY_CALLERS: readonly KeyCaller[] = ["A read key", "A read_write key"];

/** Every kind of resource A owns. */
export interface CustomerA extends SignedIn {
  /** A quick quote sent signed in: one `rfqs` row per item, sharing `submission_id`. */
  quickQuote: { submission_id: string; rfq_ids: string[] };
  /** A multi-line request, still `submitted`. */
  multiLineId: string;
  /** A multi-line request quoted by staff and accepted by A: checkout can buy its line. */
  acceptedLine: QuoteLineRef;
  /** A paid order and its test-checkout session. */
  order: { orderId: string; sessionId: string };
  /** A paid order held for its tax-exemption certificate, and its emailed upload token. */
  heldOrder: { orderId: string; sessionId: string; token: string };
  /** A tax-exemption certificate A uploaded (waiting for review). */
  taxExemptionId: string;
  /** A material certificate staff attached to A's order. */
  certificateId: string;
  /** An email to A that failed to send. */
  failedEmailId: string;
  /** A's API keys (issue #20): `read` and `read_write`. */
  readKey: string;
  readWriteKey: string;
  /** A's webhook endpoint (issue #20), pointed at an address every delivery refuses without
   * connecting, so a test event answers at once. */
  webhookId: string;
}

export interface World {
  app: App;
  a: CustomerA;
  b: SignedIn;
  admin: SignedIn;
}

/** A test app whose admin is SECURITY_ADMIN and whose uploads go to a throwaway folder. */
export async function createSecurityApp(): Promise<{ app: App; removeFiles: () => void }> {
  const files = tempFilesDir();
  try {
    const app = await createTestApp({
      env: { ADMIN_EMAILS: SECURITY_ADMIN, FILES_DIR: files.dir },
    });
    return { app, removeFiles: files.remove };
  } catch (error) {
    files.remove();
    throw error;
  }
}

/** The headers a caller's browser sends: its session cookie and the app's own Origin; an API
 * key's client sends the key. */
export function headersOf(world: World, caller: Caller | KeyCaller): Record<string, string> {
  if (caller === "anonymous") return {};
  if (caller === "A read key") return { authorization: `Bearer ${world.a.readKey}` };
  if (caller === "A read_write key") return { authorization: `Bearer ${world.a.readWriteKey}` };
  const who = { A: world.a, B: world.b, admin: world.admin }[caller];
  return { cookie: who.cookie, origin: TEST_ORIGIN };
}

async function post(app: App, url: string, who: SignedIn, payload: object) {
  const res = await app.inject({
    method: "POST",
    url,
    remoteAddress: nextClient(),
    headers: { cookie: who.cookie },
    payload,
  });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** A multi-line request of A's, quoted by staff (and accepted by A unless told otherwise). */
export async function quotedRequest(
  world: World,
  options: { accept?: boolean; quote?: boolean } = {},
): Promise<QuoteLineRef> {
  const { app, a, admin } = world;
  const entry = await post(
    app,
    "/v2/quotes/multi-line",
    a,
    multiLineBody({ email: a.email, items: [PLATE_ITEM] }),
  );
  const line: QuoteLineRef = {
    kind: "multi-line",
    request_id: entry.id,
    item_id: entry.items[0].id,
  };
  if (options.quote === false) return line;
  const res = await app.inject({
    method: "PUT",
    url: `/v2/quotes/${line.request_id}/status`,
    headers: { cookie: admin.cookie },
    payload: { status: "quoted", lines: [{ item_id: line.item_id, unit_price: 123.45 }] },
  });
  if (res.statusCode !== 200) throw new Error(`quote: ${res.statusCode} ${res.body}`);
  if (options.accept !== false) await post(app, `/v2/quotes/${line.request_id}/accept`, a, {});
  return line;
}

/** A paid (or, with `pay: false`, pending) order of A's through the test checkout. */
export function orderOfA(world: World, pay = true) {
  return createOrder(world.app, {
    pay,
    cookie: world.a.cookie,
    overrides: { customer_email: world.a.email, customer_name: "Customer A" },
  });
}

/**
 * A paid order of A's claimed tax exempt without a certificate (held, issue #21), with the upload
 * token its confirmation email carries.
 */
export async function heldOrderOfA(world: World) {
  const order = await createOrder(world.app, {
    cookie: world.a.cookie,
    overrides: { customer_email: world.a.email, customer_name: "Customer A", tax_exempt: true },
  });
  const [mail] = await world.app.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, "order-confirmation"),
        eq(emailOutbox.dedupeKey, `order-confirmation:${order.orderId}`),
      ),
    );
  const token = mail?.text.match(/tax-exemption-certificate\?token=(\S+)/)?.[1];
  if (!token) throw new Error(`no upload link for the held order ${order.orderId}`);
  return { ...order, token: decodeURIComponent(token) };
}

/**
 * A's company (issue #16), with payment terms and A as its owner: written into the database (the
 * companies routes are another module's), once; later calls answer the same company.
 */
export async function companyOfA(world: World): Promise<string> {
  const existing = await membershipOf(world.app.db, world.a.userId);
  const companyId =
    existing?.organizationId ??
    (await createCompany(world.app, {
      name: "Company A",
      members: [{ userId: world.a.userId, role: "owner" }],
    }));
  await world.app.db
    .insert(companyTerms)
    .values({ organizationId: companyId, netDays: 30, creditLimitCents: 100_000_000 })
    .onConflictDoNothing();
  return companyId;
}

/**
 * An on-account order of A's company, placed by A: invoiced, or (`pending`) turned into one
 * waiting for approval, as a buyer's order above their limit is.
 */
export async function onAccountOrderOfA(world: World, pending = false): Promise<string> {
  await companyOfA(world);
  const res = await placeOnAccount(
    world.app,
    world.a.cookie,
    onAccountBody({ customer_email: world.a.email, customer_name: "Customer A" }),
  );
  if (res.statusCode !== 201) throw new Error(`on account: ${res.statusCode} ${res.body}`);
  const id = res.json().data.order_id as string;
  if (pending) {
    await world.app.db
      .update(orders)
      .set({ paymentStatus: "pending_approval", approval: "pending", invoicedAt: null })
      .where(eq(orders.id, id));
  }
  return id;
}

/** An email to `to` that the sender gave up on, for the admin's resend. */
export async function failedEmail(app: App, to: string): Promise<string> {
  const [row] = await app.db
    .insert(emailOutbox)
    .values({ to, subject: "Your order", text: "t", kind: "security-test", status: "failed" })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("no outbox row");
  return row.id;
}

/** Multipart body of a small PDF, as the upload routes take it. */
export function pdfUpload(name = "certificate.pdf") {
  return multipartFile(name, "application/pdf", FILES.pdf);
}

async function upload(app: App, url: string, who: SignedIn): Promise<string> {
  const body = pdfUpload();
  const res = await app.inject({
    method: "POST",
    url,
    remoteAddress: nextClient(),
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
  });
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  const data = res.json().data;
  return (data.document ?? data).id;
}

/**
 * How long building the world may take: a dozen requests through the real routes, three password
 * hashes for the admin alone (sign-up, the confirmation's voided password, the chosen one), on a
 * machine the soak and other test files share.
 */
export const WORLD_TIMEOUT_MS = 180_000;

/** A, B and the admin signed up, and one of each of A's resources. */
export async function createWorld(app: App): Promise<World> {
  const signedIn = await signUp(app, {
    full_name: "Customer A",
    company: "A Co",
    password: A_PASSWORD,
  });
  const b = await signUp(app, { full_name: "Customer B", company: "B Co" });
  const admin = await signUpAdmin(app, { email: SECURITY_ADMIN, full_name: "The Admin" });
  const partial = { app, a: signedIn as CustomerA, b, admin };

  const quickQuote = await submitQuickQuote(
    app,
    { email: signedIn.email, name: "Customer A" },
    { cookie: signedIn.cookie },
  );
  const multiLine = await quotedRequest(partial, { quote: false });
  const acceptedLine = await quotedRequest(partial);
  const order = await orderOfA(partial);
  const heldOrder = await heldOrderOfA(partial);
  const taxExemptionId = await upload(app, "/v2/documents/tax-exemption", signedIn);
  const certificateId = await upload(app, `/v2/admin/orders/${order.orderId}/certificates`, admin);
  const failedEmailId = await failedEmail(app, signedIn.email);
  const readKey = await post(app, "/v2/api-keys", signedIn, { name: "read", scope: "read" });
  const readWriteKey = await post(app, "/v2/api-keys", signedIn, {
    name: "read_write",
    scope: "read_write",
  });

  const webhook = await post(app, "/v2/webhooks", signedIn, {
    url: "https://93.184.215.14/matrix",
    events: ["order.status_changed", "quote.status_changed"],
  });
  await app.db
    .update(webhookEndpoints)
    .set({ url: "https://127.0.0.1:9/matrix" })
    .where(eq(webhookEndpoints.id, webhook.id));

  const a: CustomerA = {
    ...signedIn,
    quickQuote,
    multiLineId: multiLine.request_id,
    acceptedLine,
    order,
    heldOrder,
    taxExemptionId,
    certificateId,
    failedEmailId,
    readKey: readKey.key,
    readWriteKey: readWriteKey.key,
    webhookId: webhook.id,
  };
  return { app, a, b, admin };
}

/** Real values by field or parameter name (the fixtures' ids and emails), for generated requests
 * that get past "not found" into the code behind it. */
export function knownValues(world: World): KnownValues {
  const { a, b, admin } = world;
  const emails = [a.email, b.email, SECURITY_ADMIN];
  return {
    userId: [a.userId, b.userId, admin.userId],
    email: emails,
    to: emails,
    q: [a.email, a.order.orderId.slice(-8)],
    id: [
      a.multiLineId,
      a.quickQuote.submission_id,
      ...a.quickQuote.rfq_ids,
      a.order.orderId,
      a.heldOrder.orderId,
      a.certificateId,
      a.taxExemptionId,
      a.failedEmailId,
      a.webhookId,
    ],
    orderId: [a.order.orderId],
    sessionId: [a.order.sessionId],
    session_id: [a.order.sessionId],
    token: [a.heldOrder.token],
    request_id: [a.acceptedLine.request_id, a.multiLineId],
    item_id: [a.acceptedLine.item_id],
    code: MATERIALS.map((m) => m.code),
    zip: ["48216", "94105", "00000"],
    zip_code: ["48216", "94105"],
    card_number: ["4242 4242 4242 4242", "4000 0000 0000 0002"],
    password: [A_PASSWORD],
  };
}
