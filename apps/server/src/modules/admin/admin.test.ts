import { MATERIALS, QUOTE_STATUSES, type QuoteStatus } from "@ingot/domain";
import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { createOrder, nextClient, submitQuickQuote } from "../../../test/admin-fixtures";
import { createTestApp } from "../../../test/helper";
import { multiLineBody } from "../../../test/quote-fixtures";
import type { App } from "../../app";
import {
  emailOutbox,
  notificationPreferences,
  orders,
  quoteStatusHistory,
  rfqs,
} from "../../db/schema/index";

const ADMIN_EMAIL = "admin-9@example.com";

let app: App;
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = await signUpAdmin(app, { email: ADMIN_EMAIL, full_name: "Ada Admin" });
  customer = await signUp(app, { email: "buyer-9@example.com" });
});

afterAll(async () => {
  await app?.close();
});

type Method = "GET" | "PUT" | "POST";
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    remoteAddress: nextClient(),
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe("authorization of every admin endpoint (anonymous 401, customer 403, admin 2xx)", () => {
  // Fixtures the admin calls act on; built once, then each endpoint is asked three times.
  const cases: { name: string; method: Method; url: () => string; body?: () => unknown }[] = [];
  let quoteId = "";
  let quoteRowId = "";
  let orderId = "";
  let failedEmailId = "";

  beforeAll(async () => {
    const quote = await submitQuickQuote(app);
    quoteId = quote.submission_id;
    quoteRowId = quote.rfq_ids[0] ?? "";
    orderId = (await createOrder(app)).orderId;
    const [email] = await app.db
      .insert(emailOutbox)
      .values({ to: "x@example.com", subject: "s", text: "t", kind: "test", status: "failed" })
      .returning();
    failedEmailId = email?.id ?? "";
  });

  cases.push(
    { name: "overview", method: "GET", url: () => "/v2/admin/overview" },
    { name: "quote detail", method: "GET", url: () => `/v2/admin/quotes/${quoteId}` },
    {
      name: "quote status",
      method: "PUT",
      url: () => `/v2/quotes/${quoteId}/status`,
      body: () => ({ status: "in_review" }),
    },
    { name: "orders", method: "GET", url: () => "/v2/admin/orders" },
    {
      name: "order status",
      method: "PUT",
      url: () => `/v2/admin/orders/${orderId}/status`,
      body: () => ({ status: "in_production" }),
    },
    { name: "materials", method: "GET", url: () => "/v2/admin/materials" },
    {
      name: "material edit",
      method: "PUT",
      url: () => "/v2/admin/materials/p20",
      body: () => ({ minimum_order_quantity: 1 }),
    },
    { name: "outbox", method: "GET", url: () => "/v2/admin/outbox" },
    {
      name: "outbox resend",
      method: "POST",
      url: () => `/v2/admin/outbox/${failedEmailId}/resend`,
    },
    { name: "export subscribers", method: "GET", url: () => "/v2/admin/export/subscribers.csv" },
    { name: "export requests", method: "GET", url: () => "/v2/admin/export/requests.csv" },
    { name: "export orders", method: "GET", url: () => "/v2/admin/export/orders.csv" },
    {
      name: "events (SSE; admin checked over HTTP below)",
      method: "GET",
      url: () => "/v2/admin/events",
    },
  );

  it.each(cases)("$name", async ({ method, url, body, name }) => {
    const anonymous = await call(method, url(), undefined, body?.());
    expect(anonymous.statusCode, `${name} anonymous`).toBe(401);
    const asCustomer = await call(method, url(), customer.cookie, body?.());
    expect(asCustomer.statusCode, `${name} customer`).toBe(403);
    expect(asCustomer.json()).toMatchObject({
      status: "error",
      message: "You don't have admin permissions.",
    });
    if (url().endsWith("/events")) return;
    const asAdmin = await call(method, url(), admin.cookie, body?.());
    expect(asAdmin.statusCode, `${name} admin: ${asAdmin.body}`).toBe(200);
  });

  it("a quick quote's row id also finds its request", async () => {
    const res = await call("GET", `/v2/admin/quotes/${quoteRowId}`, admin.cookie);
    expect(res.json().data.id).toBe(quoteId);
  });
});

describe("dashboard", () => {
  it("lists the latest rows (10 / 10 / 20) and counts what needs action", async () => {
    for (let i = 0; i < 3; i++) {
      const res = await call("POST", "/v2/mailing-list", undefined, {
        email: `sub-${i}@example.com`,
      });
      expect(res.statusCode).toBe(201);
      // Newest first is by the time of subscribing: the embedded database's clock counts whole
      // milliseconds, and two subscriptions in the same one would have no order between them.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    await call("POST", "/v2/quotes/multi-line", customer.cookie, multiLineBody());
    const { orderId } = await createOrder(app);
    const res = await call("GET", "/v2/admin/overview", admin.cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.rfqs.length).toBeLessThanOrEqual(10);
    expect(data.rfq_requests[0]).toMatchObject({ item_count: 3, status: "submitted" });
    expect(data.subscribers[0].email).toBe("sub-2@example.com");
    expect(data.counts.new_requests).toBeGreaterThanOrEqual(1);
    expect(data.counts.paid_awaiting_production).toBeGreaterThanOrEqual(1);
    expect(data.counts.subscribers).toBeGreaterThanOrEqual(3);
    const before = data.counts.paid_awaiting_production;
    await call("PUT", `/v2/admin/orders/${orderId}/status`, admin.cookie, {
      status: "in_production",
    });
    const after = (await call("GET", "/v2/admin/overview", admin.cookie)).json().data;
    expect(after.counts.paid_awaiting_production).toBe(before - 1);
  });
});

describe("quote workflow: every transition of the table through PUT /v2/quotes/{id}/status", () => {
  const ALLOWED = new Set([
    "submitted>in_review",
    "submitted>quoted",
    "submitted>declined",
    "in_review>quoted",
    "in_review>declined",
    "quoted>in_review",
    "quoted>accepted",
    "quoted>declined",
    "expired>in_review",
  ]);
  const pairs = QUOTE_STATUSES.flatMap((from) =>
    QUOTE_STATUSES.map((to) => [from, to] as [QuoteStatus, QuoteStatus]),
  );

  it.each(pairs)("%s -> %s", async (from, to) => {
    const quote = await submitQuickQuote(app);
    const future = new Date(Date.now() + 7 * 86_400_000);
    await app.db
      .update(rfqs)
      .set({ status: from, validUntil: from === "quoted" ? future : null })
      .where(eq(rfqs.submissionId, quote.submission_id));
    const body =
      to === "quoted"
        ? { status: to, lines: quote.rfq_ids.map((item_id) => ({ item_id, unit_price: 12.5 })) }
        : { status: to };
    const res = await call("PUT", `/v2/quotes/${quote.submission_id}/status`, admin.cookie, body);
    const allowed = ALLOWED.has(`${from}>${to}`);
    expect(res.statusCode, res.body).toBe(allowed ? 200 : 409);
    const [row] = await app.db
      .select()
      .from(rfqs)
      .where(eq(rfqs.id, quote.rfq_ids[0] ?? ""));
    expect(row?.status).toBe(allowed ? to : from);
  });
});

describe("quoting a multi-line request", () => {
  let requestId = "";
  let itemIds: string[] = [];

  beforeAll(async () => {
    const res = await call("POST", "/v2/quotes/multi-line", customer.cookie, multiLineBody());
    const entry = res.json().data;
    requestId = entry.id;
    itemIds = entry.items.map((i: { id: string }) => i.id);
  });

  it("needs a price for every line, then stores prices, validity, history and the email", async () => {
    const missing = await call("PUT", `/v2/quotes/${requestId}/status`, admin.cookie, {
      status: "quoted",
      lines: [{ item_id: itemIds[0], unit_price: 10 }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ message: "Enter a price for every line" });

    const review = await call("PUT", `/v2/quotes/${requestId}/status`, admin.cookie, {
      status: "in_review",
    });
    expect(review.statusCode).toBe(200);
    const started = Date.now();
    const quoted = await call("PUT", `/v2/quotes/${requestId}/status`, admin.cookie, {
      status: "quoted",
      lines: itemIds.map((item_id, i) => ({ item_id, unit_price: [125.5, 40, 18.25][i] })),
      note: "Mill certs included",
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const entry = quoted.json().data;
    expect(entry.status).toBe("quoted");
    // 2 × 125.50 + 5 × 40 + 12 × 18.25 = 251 + 200 + 219
    expect(entry.quoted_total).toBe(670);
    const validMs = new Date(entry.valid_until).getTime() - started;
    expect(Math.round(validMs / 86_400_000)).toBe(30);
    expect(entry.history.map((h: { to_status: string }) => h.to_status)).toEqual([
      "in_review",
      "quoted",
    ]);
    expect(entry.history[1]).toMatchObject({
      from_status: "in_review",
      changed_by: { id: admin.userId, email: ADMIN_EMAIL },
      note: "Mill certs included",
    });

    const outbox = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "quote-quoted"));
    const mail = outbox.find((m) => m.to === "ada@shop.example");
    expect(mail?.text).toContain("$670.00");
    expect(mail?.text).toContain("Mill certs included");

    // The customer reads the price in quote history.
    const mine = await call("GET", `/v2/quotes/${requestId}`, customer.cookie);
    expect(mine.json().data.items[0].quoted_unit_price).toBe(125.5);
  });

  it("lets only the owner accept, and only while quoted", async () => {
    const stranger = await signUp(app);
    const refused = await call("POST", `/v2/quotes/${requestId}/accept`, stranger.cookie);
    expect(refused.statusCode).toBe(403);
    const anonymous = await call("POST", `/v2/quotes/${requestId}/accept`);
    expect(anonymous.statusCode).toBe(401);
    const accepted = await call("POST", `/v2/quotes/${requestId}/accept`, customer.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.status).toBe("accepted");
    expect(accepted.json().data.history).toBeUndefined();
    const again = await call("POST", `/v2/quotes/${requestId}/decline`, customer.cookie);
    expect(again.statusCode).toBe(409);
    const history = await app.db
      .select()
      .from(quoteStatusHistory)
      .where(eq(quoteStatusHistory.requestId, requestId));
    expect(history.find((h) => h.toStatus === "accepted")?.changedBy).toBe(customer.userId);
  });

  it("a quote past its validity reads as expired and can no longer be accepted", async () => {
    const created = await call("POST", "/v2/quotes/multi-line", customer.cookie, multiLineBody());
    const { id, items } = created.json().data;
    await call("PUT", `/v2/quotes/${id}/status`, admin.cookie, {
      status: "quoted",
      lines: items.map((i: { id: string }) => ({ item_id: i.id, unit_price: 1 })),
      valid_until: new Date(Date.now() + 60_000).toISOString(),
    });
    const { rfqRequests } = await import("../../db/schema/index");
    await app.db
      .update(rfqRequests)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(rfqRequests.id, id));
    const accept = await call("POST", `/v2/quotes/${id}/accept`, customer.cookie);
    expect(accept.statusCode).toBe(409);
    const detail = (await call("GET", `/v2/admin/quotes/${id}`, admin.cookie)).json().data;
    expect(detail.status).toBe("expired");
    expect(detail.history.at(-1)).toMatchObject({
      from_status: "quoted",
      to_status: "expired",
      changed_by: null,
    });
  });

  it("a customer who turned quote updates off gets no email", async () => {
    const quiet = await signUp(app, { email: "quiet-9@example.com" });
    await app.db
      .update(notificationPreferences)
      .set({ quoteUpdates: false })
      .where(eq(notificationPreferences.userId, quiet.userId));
    const created = await call(
      "POST",
      "/v2/quotes/multi-line",
      quiet.cookie,
      multiLineBody({ email: "quiet-9@example.com" }),
    );
    const res = await call("PUT", `/v2/quotes/${created.json().data.id}/status`, admin.cookie, {
      status: "declined",
    });
    expect(res.statusCode).toBe(200);
    const mails = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "quiet-9@example.com"));
    expect(mails.filter((m) => m.kind.startsWith("quote-"))).toEqual([]);
  });
});

describe("orders: every fulfilment transition through PUT /v2/admin/orders/{id}/status", () => {
  const STATUSES = [
    "pending",
    "in_production",
    "shipped",
    "ready_for_pickup",
    "completed",
    "cancelled",
  ] as const;
  const ALWAYS = new Set([
    "pending>in_production",
    "pending>cancelled",
    "in_production>cancelled",
    "shipped>completed",
    "ready_for_pickup>completed",
  ]);
  const ONLY = { ship: "in_production>shipped", pickup: "in_production>ready_for_pickup" };
  const ids: Record<"ship" | "pickup", string> = { ship: "", pickup: "" };

  beforeAll(async () => {
    ids.ship = (await createOrder(app)).orderId;
    ids.pickup = (
      await createOrder(app, { overrides: { delivery_method: "pickup", address: undefined } })
    ).orderId;
  });

  const cases = (["ship", "pickup"] as const).flatMap((method) =>
    STATUSES.flatMap((from) =>
      STATUSES.filter((to) => to !== "pending").map((to) => [method, from, to] as const),
    ),
  );

  it.each(cases)("%s order %s -> %s", async (method, from, to) => {
    const id = ids[method];
    await app.db.update(orders).set({ fulfilmentStatus: from }).where(eq(orders.id, id));
    const res = await call("PUT", `/v2/admin/orders/${id}/status`, admin.cookie, {
      status: to,
      ...(to === "shipped" ? { carrier: "UPS", tracking_number: "1Z999" } : {}),
    });
    const key = `${from}>${to}`;
    const allowed = ALWAYS.has(key) || ONLY[method] === key;
    expect(res.statusCode, res.body).toBe(allowed ? 200 : 409);
  });

  it("refuses an unpaid order and a shipment without carrier or tracking", async () => {
    const { orderId } = await createOrder(app, { pay: false });
    const unpaid = await call("PUT", `/v2/admin/orders/${orderId}/status`, admin.cookie, {
      status: "in_production",
    });
    expect(unpaid.statusCode).toBe(409);
    const noTracking = await call("PUT", `/v2/admin/orders/${ids.ship}/status`, admin.cookie, {
      status: "shipped",
      carrier: "UPS",
    });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json().errors).toContainEqual({
      field: "tracking_number",
      message: "Tracking number is required",
    });
  });

  it("emails the shipment with carrier and tracking once, per the shipping preference", async () => {
    const { orderId } = await createOrder(app, {
      overrides: { customer_email: "ship-9@example.com" },
    });
    await call("PUT", `/v2/admin/orders/${orderId}/status`, admin.cookie, {
      status: "in_production",
    });
    const shipped = await call("PUT", `/v2/admin/orders/${orderId}/status`, admin.cookie, {
      status: "shipped",
      carrier: "FedEx Freight",
      tracking_number: "FX-123456",
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().data).toMatchObject({
      email_queued: true,
      order: {
        fulfilment_status: "shipped",
        carrier: "FedEx Freight",
        tracking_number: "FX-123456",
      },
    });
    const outbox = await call(
      "GET",
      "/v2/admin/outbox?to=ship-9@example.com&kind=order-shipped",
      admin.cookie,
    );
    const mails = outbox.json().data.emails;
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Tracking number: FX-123456");

    // A signed-in buyer who turned shipping updates off is not emailed.
    const quiet = await signUp(app, { email: "quiet-ship@example.com" });
    await app.db
      .update(notificationPreferences)
      .set({ shippingUpdates: false })
      .where(eq(notificationPreferences.userId, quiet.userId));
    const other = await createOrder(app, {
      cookie: quiet.cookie,
      overrides: { customer_email: "quiet-ship@example.com" },
    });
    await call("PUT", `/v2/admin/orders/${other.orderId}/status`, admin.cookie, {
      status: "in_production",
    });
    const quietShip = await call("PUT", `/v2/admin/orders/${other.orderId}/status`, admin.cookie, {
      status: "shipped",
      carrier: "UPS",
      tracking_number: "1Z1",
    });
    expect(quietShip.json().data.email_queued).toBe(false);
  });

  it("filters by status and searches by customer or order number", async () => {
    const { orderId } = await createOrder(app, {
      overrides: { customer_company: "Findable Fabrication" },
    });
    const byText = await call("GET", "/v2/admin/orders?q=findable", admin.cookie);
    expect(byText.json().data.orders.map((o: { id: string }) => o.id)).toEqual([orderId]);
    const number = `ING-${orderId.slice(-8).toUpperCase()}`;
    const byNumber = await call("GET", `/v2/admin/orders?q=${number}`, admin.cookie);
    expect(byNumber.json().data.orders[0].order_number).toBe(number);
    const pending = await call(
      "GET",
      "/v2/admin/orders?payment_status=paid&fulfilment_status=pending&limit=1",
      admin.cookie,
    );
    const data = pending.json().data;
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ payment_status: "paid", fulfilment_status: "pending" });
    expect(data.pagination.total).toBeGreaterThanOrEqual(1);
  });
});

describe("materials", () => {
  it("lists every material, validates edits, hides an unavailable one from the catalogue", async () => {
    const all = await call("GET", "/v2/admin/materials", admin.cookie);
    expect(all.json().data.materials).toHaveLength(MATERIALS.length);
    const bad = await call("PUT", "/v2/admin/materials/a513", admin.cookie, {
      price_per_lb: -1,
      minimum_order_quantity: 0.5,
    });
    expect(bad.statusCode).toBe(400);
    const empty = await call("PUT", "/v2/admin/materials/a513", admin.cookie, {});
    expect(empty.statusCode).toBe(400);
    const unknown = await call("PUT", "/v2/admin/materials/unobtainium", admin.cookie, {
      is_available: false,
    });
    expect(unknown.statusCode).toBe(404);

    const off = await call("PUT", "/v2/admin/materials/a513", admin.cookie, {
      is_available: false,
    });
    expect(off.json().data.is_available).toBe(false);
    const listed = await call("GET", "/v2/materials");
    expect(listed.json().data.materials.map((m: { code: string }) => m.code)).not.toContain("a513");
    const stillAll = await call("GET", "/v2/admin/materials", admin.cookie);
    expect(stillAll.json().data.materials.map((m: { code: string }) => m.code)).toContain("a513");
    await call("PUT", "/v2/admin/materials/a513", admin.cookie, { is_available: true });
  });

  // Found by the OpenAPI fuzzer: 5e-324 passed "positive" and was stored as 0, which the table's
  // check constraint refused with a 500.
  it.each([
    ["a density too small to store", { density_lb_per_in3: 5e-324 }, "density_lb_per_in3"],
    ["a price under a cent", { price_per_lb: 0.001 }, "price_per_lb"],
  ])("refuses %s with a 400 and changes nothing", async (_name, body, field) => {
    const before = (await call("GET", "/v2/admin/materials", admin.cookie)).json().data;
    const res = await call("PUT", "/v2/admin/materials/5000-series", admin.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    const after = (await call("GET", "/v2/admin/materials", admin.cookie)).json().data;
    expect(after).toEqual(before);
  });

  it("a new price applies to new prices; a pending order keeps the cents it stored", async () => {
    const { orderId } = await createOrder(app, { pay: false });
    const [before] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    const priceBefore = await call("POST", "/v2/pricing/checkout", undefined, {
      item: before?.item,
      delivery_method: "pickup",
      tax_exempt: true,
    });
    const res = await call("PUT", "/v2/admin/materials/6061-t651", admin.cookie, {
      price_per_lb: 8.5,
      density_lb_per_in3: 0.0975,
    });
    expect(res.json().data.price_per_lb).toBe(8.5);
    const priceAfter = await call("POST", "/v2/pricing/checkout", undefined, {
      item: before?.item,
      delivery_method: "pickup",
      tax_exempt: true,
    });
    expect(priceAfter.json().data.material_cost).toBeGreaterThan(
      priceBefore.json().data.material_cost,
    );
    const [after] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after?.materialCostCents).toBe(before?.materialCostCents);
    expect(after?.totalCents).toBe(before?.totalCents);
    await call("PUT", "/v2/admin/materials/6061-t651", admin.cookie, { price_per_lb: 4.25 });
  });
});

describe("outbox resend", () => {
  it("puts a failed email back in the queue; other statuses are 409, unknown 404", async () => {
    const [failed] = await app.db
      .insert(emailOutbox)
      .values({ to: "r@example.com", subject: "s", text: "t", kind: "test", status: "failed" })
      .returning();
    const id = failed?.id ?? "";
    const res = await call("POST", `/v2/admin/outbox/${id}/resend`, admin.cookie);
    expect(res.json().data).toEqual({ id, status: "pending" });
    const again = await call("POST", `/v2/admin/outbox/${id}/resend`, admin.cookie);
    expect(again.statusCode).toBe(409);
    const unknown = await call(
      "POST",
      "/v2/admin/outbox/00000000-0000-4000-8000-000000000000/resend",
      admin.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    const listed = await call(
      "GET",
      "/v2/admin/outbox?status=pending&to=r@example.com",
      admin.cookie,
    );
    expect(listed.json().data.emails[0]).toMatchObject({ id, status: "pending", last_error: null });
  });
});

describe("CSV exports", () => {
  it("exports requests one row per line with formulas neutralized", async () => {
    const quote = await submitQuickQuote(app, { company: "@Evil Corp" });
    const res = await call("GET", "/v2/admin/export/requests.csv", admin.cookie);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="ingot-requests-/);
    const parsed = Papa.parse<Record<string, string>>(res.body.replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    });
    const number = `QQ-${quote.submission_id.replaceAll("-", "").slice(-8).toUpperCase()}`;
    const lines = parsed.data.filter((r) => r.request_number === number);
    expect(lines).toHaveLength(2);
    expect(lines[0]?.company).toBe("'@Evil Corp");
    expect(lines[0]?.notes).toBe('\'=HYPERLINK("http://evil")');
  });

  it("exports subscribers and orders, and refuses other names", async () => {
    const subs = await call("GET", "/v2/admin/export/subscribers.csv", admin.cookie);
    expect(subs.body.split("\r\n")[0]).toBe("\uFEFFemail,subscribed_at");
    const ord = await call("GET", "/v2/admin/export/orders.csv", admin.cookie);
    expect(ord.body).toContain("order_number,created_at,payment_status");
    const other = await call("GET", "/v2/admin/export/users.csv", admin.cookie);
    expect(other.statusCode).toBe(400);
  });
});
