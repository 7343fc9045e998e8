import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp } from "../../../test/accounts";
import { sessionRequest } from "../../../test/checkout-fixtures";
import { createTestApp } from "../../../test/helper";
import { multiLineBody, PLATE_ITEM } from "../../../test/quote-fixtures";
import { tempFilesDir } from "../../../test/uploads";
import type { App } from "../../app";
import { emailOutbox, orders, rfqRequests, rfqs } from "../../db/schema/index";

const files = tempFilesDir();
let app: App;
let ann: SignedIn;
let bob: SignedIn;
let paidOrderId: string;

const get = (url: string, cookie?: string) =>
  app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

async function buy(user: SignedIn, pay: boolean) {
  const created = await app.inject({
    method: "POST",
    url: "/api/stripe/create-checkout-session",
    payload: sessionRequest({ customer_email: user.email }),
    headers: { cookie: user.cookie },
  });
  const { sessionId, orderId } = created.json().data;
  if (pay) {
    await app.inject({
      method: "POST",
      url: `/v2/checkout/test-sessions/${sessionId}/pay`,
      payload: { card_number: "4242 4242 4242 4242" },
    });
  }
  return orderId as string;
}

beforeAll(async () => {
  app = await createTestApp({
    env: {
      FILES_DIR: files.dir,
      SALES_REP_NAME: "Morgan Steel",
      SALES_REP_EMAIL: "Morgan@IngotMetals.com",
    },
  });
  ann = await signUp(app, {
    email: "ann-portal@example.com",
    full_name: "Ann Arbor",
    company: "Arbor Tooling",
    phone: "734-555-0101",
  });
  bob = await signUp(app, { email: "bob-portal@example.com" });

  // Ann: a paid order, an unpaid one, three multi-line requests and a quick quote.
  paidOrderId = await buy(ann, true);
  await buy(ann, false);
  const requestIds: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await app.inject({
      method: "POST",
      url: "/v2/quotes/multi-line",
      payload: multiLineBody({ email: ann.email }),
      headers: { cookie: ann.cookie },
    });
    requestIds.push(res.json().data.id);
  }
  await app.inject({
    method: "POST",
    url: "/v2/quotes/single",
    payload: {
      name: "Ann Arbor",
      email: ann.email,
      company: "Arbor Tooling",
      items: [PLATE_ITEM],
    },
    headers: { cookie: ann.cookie },
  });
  // One quoted and valid, one quoted but past its validity.
  const day = 24 * 3600 * 1000;
  const [valid, expired] = requestIds;
  await app.db
    .update(rfqRequests)
    .set({ status: "quoted", quotedAt: new Date(), validUntil: new Date(Date.now() + 10 * day) })
    .where(eq(rfqRequests.id, valid as string));
  await app.db
    .update(rfqRequests)
    .set({ status: "quoted", quotedAt: new Date(), validUntil: new Date(Date.now() - day) })
    .where(eq(rfqRequests.id, expired as string));
});

afterAll(async () => {
  await app.close();
  files.remove();
});

describe("GET /v2/portal/summary", () => {
  it("counts open requests, quotes awaiting, orders in progress and this year's spend", async () => {
    const quick = await app.db.select().from(rfqs).where(eq(rfqs.userId, ann.userId));
    expect(quick).toHaveLength(1);
    const [paid] = await app.db.select().from(orders).where(eq(orders.id, paidOrderId));
    const res = await get("/v2/portal/summary", ann.cookie);
    expect(res.statusCode).toBe(200);
    const summary = res.json().data;
    expect(summary).toMatchObject({
      open_requests: { value: 2, section: "quotes" }, // one multi-line + the quick quote
      quotes_awaiting: { value: 1, section: "quotes" },
      orders_in_progress: { value: 1, section: "orders" },
      spent_this_year: {
        value: (paid?.totalCents ?? 0) / 100,
        year: new Date().getUTCFullYear(),
        section: "orders",
      },
      tax_exemption_status: null,
    });
    const kinds = summary.latest_activity.map((a: { kind: string }) => a.kind);
    expect(kinds).toContain("order");
    expect(kinds).toContain("quote");
    const paidActivity = summary.latest_activity.find((a: { id: string }) => a.id === paidOrderId);
    expect(paidActivity).toMatchObject({ section: "tracking", target_id: paidOrderId });
    const titles: string[] = summary.latest_activity.map((a: { title: string }) => a.title);
    const rfqTitle = titles.find((t) => t.includes("RFQ-"));
    expect(rfqTitle).toMatch(/^RFQ-[0-9A-Z]{8} · \d+ items?$/);
    expect(titles.find((t) => t.includes("QQ-"))).toMatch(/^Quick quote QQ-[0-9A-Z]{8} · 1 item$/);
    expect(titles.join("\n")).not.toMatch(/RFQ RFQ-/);
  });

  it("another customer sees only their own (nothing); signed out is 401", async () => {
    const res = await get("/v2/portal/summary", bob.cookie);
    expect(res.json().data).toMatchObject({
      open_requests: { value: 0 },
      quotes_awaiting: { value: 0 },
      orders_in_progress: { value: 0 },
      spent_this_year: { value: 0 },
      latest_activity: [],
    });
    expect((await get("/v2/portal/summary")).statusCode).toBe(401);
  });

  it("an order that moves on leaves 'in progress' once completed", async () => {
    await app.db
      .update(orders)
      .set({ fulfilmentStatus: "completed" })
      .where(eq(orders.id, paidOrderId));
    const res = await get("/v2/portal/summary", ann.cookie);
    expect(res.json().data.orders_in_progress.value).toBe(0);
    await app.db
      .update(orders)
      .set({ fulfilmentStatus: "pending" })
      .where(eq(orders.id, paidOrderId));
  });
});

describe("GET /v2/portal/orders/{id}", () => {
  it("the owner gets the order with its item, lead time, ready window and timeline", async () => {
    await app.db
      .update(orders)
      .set({ fulfilmentStatus: "shipped", carrier: "UPS", trackingNumber: "1Z999AA10123456784" })
      .where(eq(orders.id, paidOrderId));
    const res = await get(`/v2/portal/orders/${paidOrderId}`, ann.cookie);
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    expect(order).toMatchObject({
      id: paidOrderId,
      order_status: "shipped",
      delivery_method: "ship",
      payment_method: "Card",
      item_spec: { material: "6061-t651", product_type: "Plate", shape: "Plate", quantity: 2 },
      carrier: "UPS",
      tracking_number: "1Z999AA10123456784",
    });
    expect(order.estimated_ready.earliest <= order.estimated_ready.latest).toBe(true);
    expect(
      order.timeline.map((t: { step: string; state: string }) => `${t.step}:${t.state}`),
    ).toEqual(["paid:done", "in_production:done", "shipped:current", "completed:upcoming"]);
    expect(order.timeline[2].detail).toBe("UPS, tracking 1Z999AA10123456784");
  });

  it("is 404 for another customer and for unknown ids", async () => {
    expect((await get(`/v2/portal/orders/${paidOrderId}`, bob.cookie)).statusCode).toBe(404);
    expect((await get("/v2/portal/orders/not-an-id", ann.cookie)).statusCode).toBe(404);
  });
});

describe("sales rep and contact", () => {
  it("GET /v2/portal/rep answers the configured rep", async () => {
    const res = await get("/v2/portal/rep", ann.cookie);
    expect(res.json().data).toEqual({
      name: "Morgan Steel",
      email: "morgan@ingotmetals.com",
      phone: "(313) 555-0142",
      hours: "Monday-Friday 8:00 AM-5:00 PM",
    });
  });

  it("POST /v2/portal/contact queues the message for the rep with the session's identity", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/v2/portal/contact",
      payload: {
        subject: "Heat numbers",
        message: "Can you add heat numbers to the packing list?",
        // Identity in the body is not a field: it is ignored.
        email: "ceo@rival.example",
      },
      headers: { cookie: ann.cookie },
    });
    expect(res.statusCode).toBe(201);
    const rows = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "portal-contact"));
    expect(rows).toHaveLength(1);
    const email = rows[0];
    expect(email?.to).toBe("morgan@ingotmetals.com");
    expect(email?.subject).toBe("[Portal] Heat numbers — Ann Arbor, Arbor Tooling");
    expect(email?.text).toContain("Can you add heat numbers to the packing list?");
    expect(email?.text).toContain(`Email: ${ann.email}`);
    expect(email?.text).toContain("Phone: 734-555-0101");
    expect(email?.text).not.toContain("rival");
  });

  it("refuses an empty message and rate limits a flood", async () => {
    const send = (message: string) =>
      app.inject({
        method: "POST",
        url: "/v2/portal/contact",
        payload: { message },
        headers: { cookie: bob.cookie },
      });
    const empty = await send("   ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("Please write a message.");
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await send(`hello ${i}`)).statusCode);
    expect(codes.filter((c) => c === 201).length).toBeLessThanOrEqual(5);
    expect(codes.at(-1)).toBe(429);
  });
});
