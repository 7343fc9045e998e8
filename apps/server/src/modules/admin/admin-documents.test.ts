import { CERTIFICATE_REFUSED_MESSAGE, UPLOAD_MAX_BYTES } from "@ingot/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { createOrder, nextClient } from "../../../test/admin-fixtures";
import { createTestApp } from "../../../test/helper";
import { FILES, multipartFile, tempFilesDir } from "../../../test/uploads";
import type { App } from "../../app";
import { documents, emailOutbox, user } from "../../db/schema/index";

const ADMIN = "docs-review-admin@example.com";
const files = tempFilesDir();
let app: App;
let admin: SignedIn;
let cara: SignedIn;
let dan: SignedIn;
let caraOrderId: string;

const uploadCertificate = (
  cookie: string | undefined,
  orderId: string,
  data: Buffer,
  name = "MTR.pdf",
) => {
  const body = multipartFile(name, "application/pdf", data);
  return app.inject({
    method: "POST",
    url: `/v2/admin/orders/${orderId}/certificates`,
    remoteAddress: nextClient(),
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
};
const get = (url: string, cookie?: string) =>
  app.inject({
    method: "GET",
    url,
    remoteAddress: nextClient(),
    headers: cookie ? { cookie } : {},
  });
const review = (id: string, body: unknown, cookie?: string) =>
  app.inject({
    method: "PUT",
    url: `/v2/admin/tax-exemptions/${id}`,
    remoteAddress: nextClient(),
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });
const uploadExemption = async (who: SignedIn) => {
  const body = multipartFile("exemption.pdf", "application/pdf", FILES.pdf);
  const res = await app.inject({
    method: "POST",
    url: "/v2/documents/tax-exemption",
    remoteAddress: nextClient(),
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
  });
  if (res.statusCode !== 201) throw new Error(`exemption: ${res.statusCode} ${res.body}`);
  return res.json().data.id as string;
};

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN, FILES_DIR: files.dir } });
  admin = await signUpAdmin(app, { email: ADMIN, full_name: "Ada Admin" });
  cara = await signUp(app, {
    email: "cara-cert@example.com",
    full_name: "Cara Carbide",
    company: "Carbide Works",
  });
  dan = await signUp(app, { email: "dan-cert@example.com", full_name: "Dan Drill" });
  caraOrderId = (
    await createOrder(app, { cookie: cara.cookie, overrides: { customer_email: cara.email } })
  ).orderId;
});

afterAll(async () => {
  await app?.close();
  files.remove();
});

describe("authorization of the document endpoints (anonymous 401, customer 403, admin 2xx)", () => {
  it("POST /v2/admin/orders/{id}/certificates", async () => {
    expect((await uploadCertificate(undefined, caraOrderId, FILES.pdf)).statusCode).toBe(401);
    const customer = await uploadCertificate(cara.cookie, caraOrderId, FILES.pdf);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().message).toBe("You don't have admin permissions.");
    expect((await uploadCertificate(admin.cookie, caraOrderId, FILES.pdf)).statusCode).toBe(201);
  });

  it("GET /v2/admin/tax-exemptions", async () => {
    expect((await get("/v2/admin/tax-exemptions")).statusCode).toBe(401);
    expect((await get("/v2/admin/tax-exemptions", dan.cookie)).statusCode).toBe(403);
    expect((await get("/v2/admin/tax-exemptions", admin.cookie)).statusCode).toBe(200);
  });

  it("PUT /v2/admin/tax-exemptions/{id}", async () => {
    const id = await uploadExemption(dan);
    expect((await review(id, { status: "accepted" })).statusCode).toBe(401);
    expect((await review(id, { status: "accepted" }, dan.cookie)).statusCode).toBe(403);
    expect((await review(id, { status: "rejected" }, admin.cookie)).statusCode).toBe(200);
  });
});

describe("certificates", () => {
  it("refuses a non-PDF (by its bytes), an image, an unknown order and a file over 10 MB", async () => {
    for (const data of [FILES.exe, FILES.html, FILES.png, Buffer.alloc(0)]) {
      const res = await uploadCertificate(admin.cookie, caraOrderId, data, "renamed.pdf");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: "error", message: CERTIFICATE_REFUSED_MESSAGE });
    }
    const unknown = await uploadCertificate(
      admin.cookie,
      "00000000-0000-4000-8000-000000000000",
      FILES.pdf,
    );
    expect(unknown.statusCode).toBe(404);
    const big = Buffer.concat([FILES.pdf, Buffer.alloc(UPLOAD_MAX_BYTES, 0x20)]);
    expect((await uploadCertificate(admin.cookie, caraOrderId, big)).statusCode).toBe(413);
  });

  it("attaches to the order: certificate_url for the customer and admins; owner downloads, others 404", async () => {
    const res = await uploadCertificate(admin.cookie, caraOrderId, FILES.pdf, "MTR heat 4471.pdf");
    expect(res.statusCode).toBe(201);
    const { document, certificate_url } = res.json().data;
    expect(document).toMatchObject({ kind: "certificate", status: "ready", order_id: caraOrderId });
    expect(certificate_url).toBe(`/v2/documents/${document.id}/download`);
    const [row] = await app.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row?.userId).toBe(cara.userId);

    // The newest certificate replaces earlier ones: one ready certificate per order.
    const ready = await app.db
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, caraOrderId), eq(documents.status, "ready")));
    expect(ready.map((d) => d.id)).toEqual([document.id]);

    const mine = await get(`/v2/orders/user/${encodeURIComponent(cara.email)}`, cara.cookie);
    expect(mine.statusCode).toBe(200);
    const order = mine.json().data.orders.find((o: { id: string }) => o.id === caraOrderId);
    expect(order.certificate_url).toBe(certificate_url);

    const adminList = await get(
      `/v2/admin/orders?q=${encodeURIComponent(cara.email)}`,
      admin.cookie,
    );
    const adminOrder = adminList
      .json()
      .data.orders.find((o: { id: string }) => o.id === caraOrderId);
    expect(adminOrder.certificate_url).toBe(certificate_url);

    const owner = await get(certificate_url, cara.cookie);
    expect(owner.statusCode).toBe(200);
    expect(owner.headers["content-type"]).toContain("application/pdf");
    expect(owner.rawPayload.equals(FILES.pdf)).toBe(true);
    expect((await get(certificate_url, admin.cookie)).statusCode).toBe(200);
    expect((await get(certificate_url, dan.cookie)).statusCode).toBe(404);
    expect((await get(certificate_url)).statusCode).toBe(401);
  });

  it("an order without an account: reachable by its verified email only", async () => {
    const guestEmail = "guest-cert@example.com";
    const { orderId } = await createOrder(app, { overrides: { customer_email: guestEmail } });
    const res = await uploadCertificate(admin.cookie, orderId, FILES.pdf);
    expect(res.statusCode).toBe(201);
    const { document, certificate_url } = res.json().data;
    const [row] = await app.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row).toMatchObject({ userId: null, orderId });

    const guest = await signUp(app, { email: guestEmail });
    expect((await get(certificate_url, guest.cookie)).statusCode).toBe(404);
    await app.db.update(user).set({ emailVerified: true }).where(eq(user.id, guest.userId));
    expect((await get(certificate_url, guest.cookie)).statusCode).toBe(200);
    const orders = await get(`/v2/orders/user/${encodeURIComponent(guestEmail)}`, guest.cookie);
    const order = orders.json().data.orders.find((o: { id: string }) => o.id === orderId);
    expect(order.certificate_url).toBe(certificate_url);
    expect((await get(certificate_url, dan.cookie)).statusCode).toBe(404);
  });
});

describe("tax-exemption review", () => {
  it("lists pending certificates with the customer, accepts one, emails the customer", async () => {
    const id = await uploadExemption(cara);
    const list = await get("/v2/admin/tax-exemptions?status=pending_review", admin.cookie);
    expect(list.statusCode).toBe(200);
    const entry = list.json().data.exemptions.find((e: { id: string }) => e.id === id);
    expect(entry).toMatchObject({
      user_id: cara.userId,
      customer_name: "Cara Carbide",
      customer_email: cara.email,
      customer_company: "Carbide Works",
      filename: "exemption.pdf",
      status: "pending_review",
      download_url: `/v2/documents/${id}/download`,
    });
    expect(Date.parse(entry.uploaded_at)).not.toBeNaN();
    // Admins can read the file.
    expect((await get(entry.download_url, admin.cookie)).statusCode).toBe(200);

    const res = await review(id, { status: "accepted", note: "Valid through 2027." }, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      exemption: { id, status: "accepted", review_note: "Valid through 2027." },
      email_queued: true,
    });
    const me = await get("/v2/me", cara.cookie);
    expect(me.json().data.tax_exemption_status).toBe("accepted");

    const emails = await app.db.select().from(emailOutbox).where(eq(emailOutbox.to, cara.email));
    const decision = emails.find((e) => e.kind === "tax-exemption-accepted");
    expect(decision?.subject).toContain("accepted");
    expect(decision?.text).toContain("Valid through 2027.");

    const pending = await get("/v2/admin/tax-exemptions", admin.cookie);
    expect(pending.json().data.exemptions.map((e: { id: string }) => e.id)).not.toContain(id);
    const accepted = await get("/v2/admin/tax-exemptions?status=accepted", admin.cookie);
    expect(accepted.json().data.exemptions.map((e: { id: string }) => e.id)).toContain(id);
  });

  it("refuses other statuses, certificates and unknown ids", async () => {
    const id = await uploadExemption(dan);
    expect((await review(id, { status: "deleted" }, admin.cookie)).statusCode).toBe(400);
    expect((await review(id, { status: "ready" }, admin.cookie)).statusCode).toBe(400);
    const certificate = await uploadCertificate(admin.cookie, caraOrderId, FILES.pdf);
    const certId = certificate.json().data.document.id;
    expect((await review(certId, { status: "accepted" }, admin.cookie)).statusCode).toBe(404);
    expect(
      (await review("00000000-0000-4000-8000-000000000000", { status: "accepted" }, admin.cookie))
        .statusCode,
    ).toBe(404);
    expect((await get("/v2/admin/tax-exemptions?status=bogus", admin.cookie)).statusCode).toBe(400);
  });
});
