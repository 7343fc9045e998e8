import { randomUUID } from "node:crypto";
import { UPLOAD_MAX_BYTES, UPLOAD_REFUSED_MESSAGE } from "@ingot/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { sessionRequest } from "../../../test/checkout-fixtures";
import { createTestApp } from "../../../test/helper";
import { multiLineBody } from "../../../test/quote-fixtures";
import { FILES, multipartFile, tempFilesDir } from "../../../test/uploads";
import type { App } from "../../app";
import { documents as documentsTable } from "../../db/schema/index";
import { createDocumentsService, type DocumentsService } from "./documents.service";

const ADMIN = "docs-admin@example.com";
const files = tempFilesDir();
let app: App;
let documents: DocumentsService;
let ann: SignedIn;
let bob: SignedIn;
let admin: SignedIn;
let annOrderId: string;
let annCertificateId: string;
let annExemptionId: string;

const upload = (cookie: string | undefined, name: string, type: string, data: Buffer) => {
  const body = multipartFile(name, type, data);
  return app.inject({
    method: "POST",
    url: "/v2/documents/tax-exemption",
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
};
const download = (cookie: string, id: string) =>
  app.inject({
    method: "GET",
    url: `/v2/documents/${encodeURIComponent(id)}/download`,
    headers: { cookie },
  });
const listOf = (cookie: string) =>
  app.inject({ method: "GET", url: "/v2/documents", headers: { cookie } });

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN, FILES_DIR: files.dir } });
  documents = createDocumentsService({
    db: app.db,
    storage: app.providers.storage,
    orderPrefix: app.config.orderPrefix,
  });
  ann = await signUp(app, { email: "ann-docs@example.com", full_name: "Ann Arbor" });
  bob = await signUp(app, { email: "bob-docs@example.com", full_name: "Bob Builder" });
  admin = await signUpAdmin(app, { email: ADMIN, full_name: "Ada Admin" });

  // Ann buys a plate while signed in, pays with the test card; an admin attaches its mill cert.
  const created = await app.inject({
    method: "POST",
    url: "/api/stripe/create-checkout-session",
    payload: sessionRequest({ customer_email: ann.email }),
    headers: { cookie: ann.cookie },
  });
  const { sessionId, orderId } = created.json().data;
  await app.inject({
    method: "POST",
    url: `/v2/checkout/test-sessions/${sessionId}/pay`,
    payload: { card_number: "4242424242424242" },
  });
  annOrderId = orderId;
  const certificate = await documents.saveDocument({
    kind: "certificate",
    userId: ann.userId,
    orderId,
    filename: "MTR 6061 heat 4471.pdf",
    data: FILES.pdf,
    uploadedBy: admin.userId,
  });
  annCertificateId = certificate.id;
});

afterAll(async () => {
  await app.close();
  files.remove();
});

describe("POST /v2/documents/tax-exemption", () => {
  it("stores a PDF for review and shows it in the list and on /v2/me", async () => {
    const res = await upload(ann.cookie, "Exemption certificate.pdf", "application/pdf", FILES.pdf);
    expect(res.statusCode).toBe(201);
    const doc = res.json().data;
    expect(doc).toMatchObject({
      kind: "tax_exemption",
      status: "pending_review",
      filename: "Exemption certificate.pdf",
      content_type: "application/pdf",
      size_bytes: FILES.pdf.length,
    });
    annExemptionId = doc.id;
    const [row] = await app.db.select().from(documentsTable).where(eq(documentsTable.id, doc.id));
    // The storage key is ours (kind folder + random uuid), never the uploaded name.
    expect(row?.storageKey).toMatch(/^tax-exemption\/[0-9a-f-]{36}$/);

    const list = (await listOf(ann.cookie)).json().data;
    expect(list.tax_exemptions.map((d: { id: string }) => d.id)).toEqual([doc.id]);
    expect(list.tax_exemption_status).toBe("pending_review");
    const me = await app.inject({ method: "GET", url: "/v2/me", headers: { cookie: ann.cookie } });
    expect(me.json().data.tax_exemption_status).toBe("pending_review");
  });

  it("accepts PNG, JPEG and WebP images, typed by content", async () => {
    for (const [name, data, type] of [
      ["scan.png", FILES.png, "image/png"],
      ["photo.jpg", FILES.jpeg, "image/jpeg"],
      // The declared type (octet-stream for all three) does not matter: the bytes do.
      ["scan.webp", FILES.webp, "image/webp"],
    ] as const) {
      const res = await upload(bob.cookie, name, "application/octet-stream", data);
      expect(res.statusCode, name).toBe(201);
      expect(res.json().data.content_type).toBe(type);
    }
  });

  it("refuses an .exe or an HTML page renamed .pdf, and an empty file", async () => {
    for (const data of [FILES.exe, FILES.html, Buffer.alloc(0)]) {
      const res = await upload(ann.cookie, "certificate.pdf", "application/pdf", data);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: "error", message: UPLOAD_REFUSED_MESSAGE });
    }
    const count = await app.db
      .select()
      .from(documentsTable)
      .where(eq(documentsTable.userId, ann.userId));
    expect(count.filter((d) => d.kind === "tax_exemption")).toHaveLength(1);
  });

  it("refuses a file over 10 MB", async () => {
    const big = Buffer.concat([FILES.pdf, Buffer.alloc(UPLOAD_MAX_BYTES, 0x20)]);
    const res = await upload(ann.cookie, "big.pdf", "application/pdf", big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(UPLOAD_REFUSED_MESSAGE);
  });

  it("needs a session and a multipart body", async () => {
    expect((await upload(undefined, "a.pdf", "application/pdf", FILES.pdf)).statusCode).toBe(401);
    const json = await app.inject({
      method: "POST",
      url: "/v2/documents/tax-exemption",
      payload: { file: "%PDF-1.4" },
      headers: { cookie: ann.cookie },
    });
    expect(json.statusCode).toBe(415);
  });

  // Found by the OpenAPI fuzzer: busboy's "Unexpected end of multipart data" was a 500.
  it.each([
    ["a body that is not multipart at all", " "],
    [
      "a part cut off before its end",
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
    ],
  ])("answers %s with a 400", async (name, payload) => {
    const res = await app.inject({
      method: "POST",
      url: "/v2/documents/tax-exemption",
      // Past the upload's rate limit, which the tests above have used up for 127.0.0.1.
      remoteAddress: `10.3.0.${name.length}`,
      payload,
      headers: { cookie: ann.cookie, "content-type": "multipart/form-data; boundary=x" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: "error",
      message: "The upload was not complete. Please try again.",
    });
  });
});

describe("GET /v2/documents/{id}/download", () => {
  it("the owner downloads as an attachment with nosniff", async () => {
    const res = await download(ann.cookie, annCertificateId);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(
      'attachment; filename="MTR 6061 heat 4471.pdf"',
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.rawPayload.equals(FILES.pdf)).toBe(true);
    expect((await download(ann.cookie, annExemptionId)).statusCode).toBe(200);
  });

  it("another customer gets 404 for A's certificate and exemption, and for guessed ids", async () => {
    for (const id of [annCertificateId, annExemptionId, randomUUID(), "1", "../../etc/passwd"]) {
      const res = await download(bob.cookie, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe("Document not found.");
    }
    const bobList = (await listOf(bob.cookie)).json().data;
    expect(bobList.certificates).toEqual([]);
    expect(bobList.tax_exemptions.map((d: { id: string }) => d.id)).not.toContain(annExemptionId);
  });

  it("signed out gets 401; an admin may download anyone's", async () => {
    const anon = await app.inject({
      method: "GET",
      url: `/v2/documents/${annCertificateId}/download`,
    });
    expect(anon.statusCode).toBe(401);
    expect((await download(admin.cookie, annExemptionId)).statusCode).toBe(200);
  });

  it("a certificate reaches the owner's document list and order history", async () => {
    const list = (await listOf(ann.cookie)).json().data;
    expect(list.certificates).toHaveLength(1);
    expect(list.certificates[0]).toMatchObject({
      id: annCertificateId,
      order_id: annOrderId,
      order_number: `ING-${annOrderId.slice(-8).toUpperCase()}`,
      download_url: `/v2/documents/${annCertificateId}/download`,
    });
    const orders = await app.inject({
      method: "GET",
      url: `/v2/orders/user/${encodeURIComponent(ann.email)}`,
      headers: { cookie: ann.cookie },
    });
    expect(orders.json().data.orders[0].certificate_url).toBe(
      `/v2/documents/${annCertificateId}/download`,
    );
  });

  it("a deleted document is gone for everyone", async () => {
    const extra = await documents.saveDocument({
      kind: "certificate",
      userId: ann.userId,
      orderId: annOrderId,
      filename: "old.pdf",
      data: FILES.pdf,
      uploadedBy: admin.userId,
    });
    await documents.setDocumentStatus(extra.id, {
      status: "deleted",
      reviewerId: admin.userId,
    });
    expect((await download(ann.cookie, extra.id)).statusCode).toBe(404);
    expect((await download(admin.cookie, extra.id)).statusCode).toBe(404);
  });
});

describe("review and quote PDFs", () => {
  it("an accepted certificate is what /v2/me and the list report", async () => {
    const reviewed = await documents.setDocumentStatus(annExemptionId, {
      status: "accepted",
      reviewerId: admin.userId,
      note: "Michigan form 3372",
    });
    expect(reviewed).toMatchObject({ status: "accepted", review_note: "Michigan form 3372" });
    expect(reviewed?.reviewed_at).not.toBeNull();
    const me = await app.inject({ method: "GET", url: "/v2/me", headers: { cookie: ann.cookie } });
    expect(me.json().data.tax_exemption_status).toBe("accepted");
    expect(
      (await documents.listDocuments({ kind: "tax_exemption", status: "accepted" })).map(
        (d) => d.id,
      ),
    ).toEqual([annExemptionId]);
    await expect(
      documents.setDocumentStatus(annCertificateId, { status: "accepted", reviewerId: null }),
    ).rejects.toThrow(/cannot be accepted/);
  });

  it("lists the customer's quote PDFs as links", async () => {
    const sent = await app.inject({
      method: "POST",
      url: "/v2/quotes/multi-line",
      payload: multiLineBody({ email: ann.email }),
      headers: { cookie: ann.cookie },
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().data.id;
    const list = (await listOf(ann.cookie)).json().data;
    expect(list.quote_pdfs).toEqual([
      expect.objectContaining({ id, download_url: `/v2/quotes/${id}/pdf`, status: "submitted" }),
    ]);
    expect((await listOf(bob.cookie)).json().data.quote_pdfs).toEqual([]);
  });
});
