import {
  calculateTax,
  TAX_EXEMPTION_HOLD_MESSAGE,
  TAX_EXEMPTION_UPLOAD_NOT_FOUND_MESSAGE,
  UPLOAD_REFUSED_MESSAGE,
} from "@ingot/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { CA_ADDRESS, sessionRequest } from "../../../test/checkout-fixtures";
import { createTestApp } from "../../../test/helper";
import { FILES, multipartFile, tempFilesDir } from "../../../test/uploads";
import type { App } from "../../app";
import { emailOutbox, orders } from "../../db/schema/index";
import { hashUploadToken } from "./upload-token";

/**
 * The tax-exemption hold end to end (issue #21, decision 019): `tax_exempt` is a claim; a claim
 * without an accepted certificate holds the order (no tax, no production) until staff accept a
 * certificate sent through the order's upload link, or charge the tax.
 */

const ADMIN = "hold-admin@example.com";
const files = tempFilesDir();
let app: App;
let admin: SignedIn;

const cookieOf = (who?: SignedIn) => (who ? { cookie: who.cookie } : {});

async function price(body: Record<string, unknown>, who?: SignedIn) {
  const res = await app.inject({
    method: "POST",
    url: "/v2/pricing/checkout",
    payload: {
      item: body.item,
      delivery_method: body.delivery_method,
      address: body.address,
      tax_exempt: body.tax_exempt,
    },
    headers: cookieOf(who),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Prices, buys and pays an order; answers the pricing reply, the order's id and its session. */
async function buy(overrides: Record<string, unknown>, who?: SignedIn) {
  const body = sessionRequest(overrides);
  const priced = await price(body, who);
  const created = await app.inject({
    method: "POST",
    url: "/api/stripe/create-checkout-session",
    payload: body,
    headers: cookieOf(who),
  });
  expect(created.statusCode).toBe(200);
  const { sessionId, orderId, cost_breakdown } = created.json().data;
  // The total shown at checkout is the total charged.
  expect(cost_breakdown.total_cost).toBe(priced.total_cost);
  expect(cost_breakdown.tax_amount).toBe(priced.tax_amount);
  const paid = await app.inject({
    method: "POST",
    url: `/v2/checkout/test-sessions/${sessionId}/pay`,
    payload: { card_number: "4242 4242 4242 4242" },
  });
  expect(paid.statusCode).toBe(200);
  return { priced, orderId: orderId as string, sessionId: sessionId as string };
}

async function storedOrder(id: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

/** The upload link of the order's confirmation email. */
async function emailedUploadLink(orderId: string): Promise<URL> {
  const [mail] = await app.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, "order-confirmation"),
        eq(emailOutbox.dedupeKey, `order-confirmation:${orderId}`),
      ),
    );
  const link = mail?.text.match(/https?:\/\/\S+\/tax-exemption-certificate\?token=\S+/)?.[0];
  if (!link) throw new Error(`no upload link in the confirmation of ${orderId}`);
  return new URL(link);
}

const tokenOf = (link: URL) => link.searchParams.get("token") ?? "";

function uploadCertificate(token: string, data = FILES.pdf, name = "exemption.pdf") {
  const body = multipartFile(name, "application/pdf", data);
  return app.inject({
    method: "POST",
    url: `/v2/tax-exemption-certificate?token=${encodeURIComponent(token)}`,
    payload: body.payload,
    headers: body.headers,
  });
}

const toProduction = (orderId: string, who = admin) =>
  app.inject({
    method: "PUT",
    url: `/v2/admin/orders/${orderId}/status`,
    payload: { status: "in_production" },
    headers: { cookie: who.cookie },
  });

async function adminOrder(orderId: string) {
  const res = await app.inject({
    method: "GET",
    url: `/v2/admin/orders?q=${orderId}`,
    headers: { cookie: admin.cookie },
  });
  const found = res.json().data.orders.find((o: { id: string }) => o.id === orderId);
  if (!found) throw new Error(`order ${orderId} not in the admin list`);
  return found;
}

async function review(documentId: string, status: "accepted" | "rejected") {
  const res = await app.inject({
    method: "PUT",
    url: `/v2/admin/tax-exemptions/${documentId}`,
    payload: { status },
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** A signed-in customer's own certificate (portal upload), reviewed by staff. */
async function customerWithCertificate(status: "accepted" | "rejected" | "pending_review") {
  const who = await signUp(app);
  const body = multipartFile("resale.pdf", "application/pdf", FILES.pdf);
  const res = await app.inject({
    method: "POST",
    url: "/v2/documents/tax-exemption",
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
  });
  expect(res.statusCode).toBe(201);
  if (status !== "pending_review") await review(res.json().data.id, status);
  return who;
}

const caTax = (materialCost: number) =>
  calculateTax({
    materialCostCents: Math.round(materialCost * 100),
    state: "CA",
    taxExempt: false,
  });

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN, FILES_DIR: files.dir } });
  admin = await signUpAdmin(app, { email: ADMIN });
});

afterAll(async () => {
  await app.close();
  files.remove();
});

describe("a guest who ticks tax exempt", () => {
  let orderId: string;
  let sessionId: string;
  let link: URL;

  beforeAll(async () => {
    ({ orderId, sessionId } = await buy({
      tax_exempt: true,
      customer_email: "guest-exempt@example.com",
    }));
    link = await emailedUploadLink(orderId);
  });

  it("pays no tax, and pricing says the order will be held", async () => {
    const priced = await price(sessionRequest({ tax_exempt: true }));
    expect(priced.tax_exemption).toBe("held");
    expect(priced.tax_amount).toBe(0);
    expect(priced.total_cost).toBe(priced.material_cost + priced.shipping_cost);
    const row = await storedOrder(orderId);
    expect(row.taxAmountCents).toBe(0);
    expect(row.taxExemptionHold).toBe("awaiting_certificate");
  });

  it("the order keeps only the hash of the emailed token, and /success shows the link", async () => {
    expect(link.pathname).toBe("/tax-exemption-certificate");
    const row = await storedOrder(orderId);
    expect(row.taxExemptionTokenHash).toBe(hashUploadToken(tokenOf(link)));
    expect(JSON.stringify(row)).not.toContain(tokenOf(link));
    const confirmed = await app.inject({
      method: "POST",
      url: "/v2/checkout/confirm",
      payload: { session_id: sessionId },
    });
    const order = confirmed.json().data.order;
    expect(order.tax_exemption_hold).toBe("awaiting_certificate");
    expect(order.tax_exemption_upload_url).toBe(link.toString());
  });

  it("the admin sees the hold, is not offered production, and is refused it (409)", async () => {
    const listed = await adminOrder(orderId);
    expect(listed.tax_exemption_hold).toBe("awaiting_certificate");
    expect(listed.next_statuses).not.toContain("in_production");
    expect(listed.next_statuses).toContain("cancelled");
    const refused = await toProduction(orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TAX_EXEMPTION_HOLD_MESSAGE);
    expect((await storedOrder(orderId)).fulfilmentStatus).toBe("pending");
  });

  it("a wrong token is a 404, for reading and for uploading", async () => {
    for (const token of [`${tokenOf(link)}x`, "not-a-token"]) {
      const read = await app.inject({
        method: "GET",
        url: `/v2/tax-exemption-certificate?token=${encodeURIComponent(token)}`,
      });
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(TAX_EXEMPTION_UPLOAD_NOT_FOUND_MESSAGE);
      expect((await uploadCertificate(token)).statusCode).toBe(404);
    }
  });

  it("the emailed link takes the certificate, with the documents' content checks", async () => {
    const before = await app.inject({
      method: "GET",
      url: `/v2/tax-exemption-certificate?token=${encodeURIComponent(tokenOf(link))}`,
    });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({
      order_number: `ING-${orderId.slice(-8).toUpperCase()}`,
      tax_exemption_hold: "awaiting_certificate",
      certificates: [],
    });
    const impostor = await uploadCertificate(tokenOf(link), FILES.exe, "exemption.pdf");
    expect(impostor.statusCode).toBe(400);
    expect(impostor.json().message).toBe(UPLOAD_REFUSED_MESSAGE);
    const sent = await uploadCertificate(tokenOf(link));
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({
      kind: "tax_exemption",
      status: "pending_review",
      order_id: orderId,
    });
    const after = await app.inject({
      method: "GET",
      url: `/v2/tax-exemption-certificate?token=${encodeURIComponent(tokenOf(link))}`,
    });
    expect(after.json().data.certificates).toEqual([
      expect.objectContaining({ filename: "exemption.pdf", status: "pending_review" }),
    ]);
  });

  it("accepting the certificate sent for the order releases the hold; production follows", async () => {
    const pending = await app.inject({
      method: "GET",
      url: "/v2/admin/tax-exemptions",
      headers: { cookie: admin.cookie },
    });
    const certificate = pending
      .json()
      .data.exemptions.find((e: { order_id: string | null }) => e.order_id === orderId);
    expect(certificate).toMatchObject({
      customer_email: "guest-exempt@example.com",
      order_number: `ING-${orderId.slice(-8).toUpperCase()}`,
    });
    const reviewed = await review(certificate.id, "accepted");
    expect(reviewed.released_orders).toEqual([orderId]);
    expect((await storedOrder(orderId)).taxExemptionHold).toBe("certificate_accepted");
    expect((await adminOrder(orderId)).next_statuses).toContain("in_production");
    expect((await toProduction(orderId)).statusCode).toBe(200);
    // The link now shows the released hold and takes no more files.
    expect((await uploadCertificate(tokenOf(link))).statusCode).toBe(409);
    const confirmed = await app.inject({
      method: "POST",
      url: "/v2/checkout/confirm",
      payload: { session_id: sessionId },
    });
    expect(confirmed.json().data.order.tax_exemption_upload_url).toBeNull();
  });

  it("rejecting a certificate keeps the hold", async () => {
    const other = await buy({ tax_exempt: true, customer_email: "guest-two@example.com" });
    const token = tokenOf(await emailedUploadLink(other.orderId));
    const sent = await uploadCertificate(token);
    const reviewed = await review(sent.json().data.id, "rejected");
    expect(reviewed.released_orders).toEqual([]);
    expect((await storedOrder(other.orderId)).taxExemptionHold).toBe("awaiting_certificate");
    expect((await toProduction(other.orderId)).statusCode).toBe(409);
  });
});

describe("a signed-in customer", () => {
  it("with an accepted certificate is exempt without ticking the box", async () => {
    const who = await customerWithCertificate("accepted");
    const { priced, orderId } = await buy({ tax_exempt: false, customer_email: who.email }, who);
    expect(priced.tax_exemption).toBe("exempt");
    expect(priced.tax_amount).toBe(0);
    const row = await storedOrder(orderId);
    expect(row).toMatchObject({
      taxAmountCents: 0,
      taxExemption: true,
      taxExemptionHold: "none",
      taxExemptionTokenHash: null,
    });
    expect((await toProduction(orderId)).statusCode).toBe(200);
  });

  it("with a rejected certificate who ticks the box is held; without ticking, taxed", async () => {
    const who = await customerWithCertificate("rejected");
    const held = await buy({ tax_exempt: true, customer_email: who.email }, who);
    expect(held.priced.tax_exemption).toBe("held");
    expect(held.priced.tax_amount).toBe(0);
    expect((await storedOrder(held.orderId)).taxExemptionHold).toBe("awaiting_certificate");
    expect((await toProduction(held.orderId)).statusCode).toBe(409);

    const taxed = await buy({ tax_exempt: false, customer_email: who.email }, who);
    expect(taxed.priced.tax_exemption).toBe("taxed");
    expect(Math.round(taxed.priced.tax_amount * 100)).toBe(caTax(taxed.priced.material_cost));
    expect((await storedOrder(taxed.orderId)).taxExemptionHold).toBe("none");

    // The portal's order view carries the same upload link as the email.
    const portal = await app.inject({
      method: "GET",
      url: `/v2/portal/orders/${held.orderId}`,
      headers: { cookie: who.cookie },
    });
    expect(portal.json().data.tax_exemption_hold).toBe("awaiting_certificate");
    expect(portal.json().data.tax_exemption_upload_url).toBe(
      (await emailedUploadLink(held.orderId)).toString(),
    );
  });

  it("with a certificate still pending who ticks the box is held", async () => {
    const who = await customerWithCertificate("pending_review");
    const held = await buy({ tax_exempt: true, customer_email: who.email }, who);
    expect(held.priced.tax_exemption).toBe("held");
  });
});

describe("charge the tax", () => {
  it("records the tax due at the delivery state, releases the hold, once", async () => {
    const { orderId, priced } = await buy({
      tax_exempt: true,
      address: CA_ADDRESS,
      customer_email: "guest-charge@example.com",
    });
    const customer = await signUp(app);
    const refused = await app.inject({
      method: "POST",
      url: `/v2/admin/orders/${orderId}/charge-tax`,
      headers: { cookie: customer.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect((await storedOrder(orderId)).taxExemptionHold).toBe("awaiting_certificate");

    const charged = await app.inject({
      method: "POST",
      url: `/v2/admin/orders/${orderId}/charge-tax`,
      headers: { cookie: admin.cookie },
    });
    expect(charged.statusCode).toBe(200);
    const order = charged.json().data.order;
    expect(order.tax_exemption_hold).toBe("tax_charged");
    expect(order.tax_exemption).toBe(false);
    expect(Math.round(order.tax_due * 100)).toBe(caTax(priced.material_cost));
    expect(order.tax_due).toBeGreaterThan(0);
    // What was paid stays what was paid.
    expect(order.total).toBe(priced.total_cost);
    const row = await storedOrder(orderId);
    expect(row.taxDueCents).toBe(caTax(priced.material_cost));
    expect(row.taxAmountCents).toBe(0);

    const again = await app.inject({
      method: "POST",
      url: `/v2/admin/orders/${orderId}/charge-tax`,
      headers: { cookie: admin.cookie },
    });
    expect(again.statusCode).toBe(409);
    expect((await toProduction(orderId)).statusCode).toBe(200);
  });

  it("is refused for an order that is not held, and unknown orders are 404", async () => {
    const { orderId } = await buy({ tax_exempt: false, customer_email: "guest-taxed@example.com" });
    const res = await app.inject({
      method: "POST",
      url: `/v2/admin/orders/${orderId}/charge-tax`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(409);
    expect((await storedOrder(orderId)).taxDueCents).toBeNull();
    const unknown = await app.inject({
      method: "POST",
      url: "/v2/admin/orders/00000000-0000-4000-8000-000000000000/charge-tax",
      headers: { cookie: admin.cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
