import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { createTestApp } from "../../../test/helper";
import { multiLineBody, PLATE_ITEM, pdfText, TUBE_ITEM } from "../../../test/quote-fixtures";
import type { App } from "../../app";
import { user } from "../../db/schema/auth";
import { quoteStatusHistory, rfqItems, rfqRequests } from "../../db/schema/index";

const ADMIN = "boss@ingot.example";
let app: App;
let ada: SignedIn;
let bob: SignedIn;
let boss: SignedIn;
let client = 0;
let adaRequestId: string;
let adaRequestNumber: string;

const remote = () => {
  client++;
  return `10.8.${Math.floor(client / 250)}.${client % 250}`;
};

function get(url: string, who?: SignedIn) {
  return app.inject({ method: "GET", url, headers: who ? { cookie: who.cookie } : {} });
}

async function quickQuote(email: string, who?: SignedIn, items: unknown[] = [PLATE_ITEM]) {
  const res = await app.inject({
    method: "POST",
    url: "/v2/quotes/single",
    remoteAddress: remote(),
    headers: who ? { cookie: who.cookie } : {},
    payload: { name: "Ada", email, company: "Analytical Engines", items },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.submission_id as string;
}

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  ada = await signUp(app, { email: "ada@shop.example" });
  bob = await signUp(app, { email: "bob@other.example" });
  boss = await signUpAdmin(app, { email: ADMIN });
  const res = await app.inject({
    method: "POST",
    url: "/v2/quotes/multi-line",
    remoteAddress: remote(),
    headers: { cookie: ada.cookie },
    payload: multiLineBody(),
  });
  expect(res.statusCode).toBe(201);
  adaRequestId = res.json().data.id;
  adaRequestNumber = res.json().data.request_number;
});
afterAll(async () => {
  await app.close();
});

describe("who may read quote history", () => {
  it("lets the owner and an admin list, nobody else", async () => {
    expect((await get(`/v2/quotes/user/${ada.userId}`)).statusCode).toBe(401);
    expect((await get(`/v2/quotes/user/${ada.userId}`, bob)).statusCode).toBe(403);
    expect((await get(`/v2/quotes/user/${ada.userId}`, ada)).statusCode).toBe(200);
    const asAdmin = await get(`/v2/quotes/user/${ada.userId}`, boss);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data.quotes.map((q: { id: string }) => q.id)).toContain(adaRequestId);
    expect((await get("/v2/quotes/user/no-such-user", boss)).statusCode).toBe(404);
    // A customer never learns whether another account exists.
    expect((await get("/v2/quotes/user/no-such-user", bob)).statusCode).toBe(403);
  });

  it("lets the owner and an admin fetch one request, nobody else; unknown is 404", async () => {
    expect((await get(`/v2/quotes/${adaRequestId}`)).statusCode).toBe(401);
    expect((await get(`/v2/quotes/${adaRequestId}`, bob)).statusCode).toBe(403);
    expect((await get(`/v2/quotes/${adaRequestId}`, ada)).json().data.id).toBe(adaRequestId);
    expect((await get(`/v2/quotes/${adaRequestId}`, boss)).statusCode).toBe(200);
    expect((await get("/v2/quotes/7b0c1f0e-0000-4000-8000-000000000000", ada)).statusCode).toBe(
      404,
    );
    expect((await get("/v2/quotes/not-a-uuid", ada)).statusCode).toBe(404);
  });

  it("same rules for the PDF", async () => {
    const url = `/v2/quotes/${adaRequestId}/pdf`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, bob)).statusCode).toBe(403);
    expect((await get(url, boss)).statusCode).toBe(200);
  });
});

describe("rows submitted signed out under the account email", () => {
  it("stay hidden until the account's email is verified", async () => {
    const carol = await signUp(app, { email: "carol@buyer.example" });
    const anonymous = await quickQuote("Carol@Buyer.example", undefined, [PLATE_ITEM, TUBE_ITEM]);

    const before = (await get(`/v2/quotes/user/${carol.userId}`, carol)).json().data;
    expect(before.quotes).toEqual([]);
    expect(before.summary).toMatchObject({ quick_quotes: 0, email_verified: false });
    expect((await get(`/v2/quotes/${anonymous}`, carol)).statusCode).toBe(403);

    await app.db.update(user).set({ emailVerified: true }).where(eq(user.id, carol.userId));

    const after = (await get(`/v2/quotes/user/${carol.userId}`, carol)).json().data;
    expect(after.summary).toMatchObject({
      quick_quotes: 1,
      multi_line: 0,
      total_items: 2,
      email: "carol@buyer.example",
      email_verified: true,
    });
    expect(after.quotes).toHaveLength(1);
    expect(after.quotes[0]).toMatchObject({
      id: anonymous,
      kind: "single",
      item_count: 2,
      total_pieces: 14,
    });
    expect((await get(`/v2/quotes/${anonymous}`, carol)).statusCode).toBe(200);
  });

  it("never include a row another signed-in account sent with that email", async () => {
    const dave = await signUp(app, { email: "dave@buyer.example" });
    await app.db.update(user).set({ emailVerified: true }).where(eq(user.id, dave.userId));
    await quickQuote("dave@buyer.example", bob);
    const list = (await get(`/v2/quotes/user/${dave.userId}`, dave)).json().data;
    expect(list.quotes).toEqual([]);
  });
});

describe("GET /v2/quotes/user/{userId}", () => {
  it("lists both kinds newest first, with filters, pages and a summary", async () => {
    const erin = await signUp(app, { email: "erin@shop.example" });
    const first = await quickQuote("erin@shop.example", erin, [PLATE_ITEM, TUBE_ITEM]);
    const rfq = await app.inject({
      method: "POST",
      url: "/v2/quotes/multi-line",
      remoteAddress: remote(),
      headers: { cookie: erin.cookie },
      payload: multiLineBody({ email: "erin@shop.example" }),
    });
    const second = rfq.json().data.id as string;

    const all = (await get(`/v2/quotes/user/${erin.userId}`, erin)).json().data;
    expect(all.quotes.map((q: { id: string }) => q.id)).toEqual([second, first]);
    expect(all.summary).toMatchObject({ quick_quotes: 1, multi_line: 1, total_items: 5 });
    expect(all.pagination).toEqual({ page: 1, limit: 20, total: 2, total_pages: 1 });

    const multi = (await get(`/v2/quotes/user/${erin.userId}?type=multi-line`, erin)).json().data;
    expect(multi.quotes.map((q: { id: string }) => q.id)).toEqual([second]);
    const single = (await get(`/v2/quotes/user/${erin.userId}?type=single`, erin)).json().data;
    expect(single.quotes.map((q: { id: string }) => q.id)).toEqual([first]);
    const page2 = (await get(`/v2/quotes/user/${erin.userId}?limit=1&page=2`, erin)).json().data;
    expect(page2.quotes.map((q: { id: string }) => q.id)).toEqual([first]);
    expect(page2.pagination).toEqual({ page: 2, limit: 1, total: 2, total_pages: 2 });
    const quoted = (await get(`/v2/quotes/user/${erin.userId}?status=quoted`, erin)).json().data;
    expect(quoted.quotes).toEqual([]);
    expect((await get(`/v2/quotes/user/${erin.userId}?type=bogus`, erin)).statusCode).toBe(400);
  });

  it("shows quoted prices per line and the validity once quoted", async () => {
    const validUntil = new Date("2030-01-31T00:00:00.000Z");
    await app.db
      .update(rfqRequests)
      .set({ status: "quoted", quotedAt: new Date(), validUntil })
      .where(eq(rfqRequests.id, adaRequestId));
    const lines = await app.db
      .select()
      .from(rfqItems)
      .where(eq(rfqItems.rfqRequestId, adaRequestId));
    for (const [index, row] of lines.entries()) {
      await app.db
        .update(rfqItems)
        .set({ quotedUnitPriceCents: 12_345 + index })
        .where(eq(rfqItems.id, row.id));
    }
    const entry = (await get(`/v2/quotes/${adaRequestId}`, ada)).json().data;
    expect(entry.status).toBe("quoted");
    expect(entry.valid_until).toBe(validUntil.toISOString());
    const byPosition = Object.fromEntries(
      entry.items.map((item: { position: number }) => [item.position, item]),
    );
    expect(byPosition[1]).toMatchObject({ quoted_unit_price: 123.45, quoted_total: 246.9 });
    expect(entry.quoted_total).toBeGreaterThan(0);
  });

  it("shows a quote past its validity as expired at once, not at the next sweep", async () => {
    await app.db
      .update(rfqRequests)
      .set({ status: "quoted", quotedAt: new Date(), validUntil: new Date(Date.now() - 1000) })
      .where(eq(rfqRequests.id, adaRequestId));
    const entry = (await get(`/v2/quotes/${adaRequestId}`, ada)).json().data;
    expect(entry.status).toBe("expired");
    const listed = (await get(`/v2/quotes/user/${ada.userId}?status=quoted`, ada)).json().data;
    expect(listed.quotes).toEqual([]);
    const history = await app.db
      .select()
      .from(quoteStatusHistory)
      .where(eq(quoteStatusHistory.requestId, adaRequestId));
    expect(history.filter((row) => row.toStatus === "expired")).toHaveLength(1);
  });
});

describe("GET /v2/quotes/{id}/pdf", () => {
  it("answers a PDF holding the request number, contact, lines and quoted prices", async () => {
    const res = await get(`/v2/quotes/${adaRequestId}/pdf`, ada);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="${adaRequestNumber}.pdf"`,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain(adaRequestNumber);
    expect(text).toContain("Analytical Engines");
    expect(text).toContain("6061-T651");
    // The length in inches and feet (decisions §16); a narrow column may wrap it.
    expect(text.replace(/\s+/g, " ")).toContain('48 in (4 ft) × 24.5" × 1.5"');
    expect(text).toContain("AMS 4027");
    expect(text).toContain("$123.45");
    expect(text).toContain("Quoted");
  });

  it("renders a quick quote too", async () => {
    const frank = await signUp(app, { email: "frank@shop.example" });
    const id = await quickQuote("frank@shop.example", frank);
    const res = await get(`/v2/quotes/${id}/pdf`, frank);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toMatch(/QQ-[0-9A-F]{8}/);
  });
});
