import {
  formatInvoiceNumber,
  formatUsd,
  invoiceDueDate,
  MESSAGES,
  NOT_FULFILLABLE_MESSAGE,
} from "@ingot/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { nextClient } from "../../../test/admin-fixtures";
import { PLATE, sessionRequest, TUBE_CUT_LIST } from "../../../test/checkout-fixtures";
import {
  cardTotalCents,
  createCompany,
  onAccountBody,
  placeOnAccount,
} from "../../../test/company-fixtures";
import { createTestApp } from "../../../test/helper";
import { multiLineBody, PLATE_ITEM, pdfText } from "../../../test/quote-fixtures";
import { FILES, multipartFile, tempFilesDir } from "../../../test/uploads";
import type { App } from "../../app";
import {
  documents,
  emailOutbox,
  orderLines,
  orders,
  webhookDeliveries,
} from "../../db/schema/index";
import { openBalanceCents } from "../../lib/companies";

/**
 * Buying on account (issue #16), on the database the run uses (PGlite, or PostgreSQL with
 * TEST_DATABASE=postgres): checkout on PO, approvals, the invoice PDF, payments and the statement.
 * Companies are written straight into the database (test/company-fixtures.ts).
 */

const ADMIN = "onaccount-admin@example.com";
const files = tempFilesDir();
let app: App;
let owner: SignedIn;
let buyer: SignedIn;
let viewer: SignedIn;
let outsider: SignedIn;
let loner: SignedIn;
let admin: SignedIn;
let companyId: string;
let otherCompanyId: string;
/** What one plate costs at the card checkout (pickup), in cents. */
let plateCents: number;

const call = (method: "GET" | "POST" | "PUT", url: string, who?: SignedIn, payload?: unknown) =>
  app.inject({
    method,
    url,
    remoteAddress: nextClient(),
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function orderRow(id: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

async function place(who: SignedIn, overrides: Record<string, unknown> = {}) {
  const res = await placeOnAccount(app, who.cookie, onAccountBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    order_id: string;
    order_number: string;
    payment_method: string;
    payment_status: string;
    total_cost: number;
    due_date: string;
  };
}

const orderCount = async () =>
  Number((await app.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]?.n ?? 0);

beforeAll(async () => {
  app = await createTestApp({
    env: { ADMIN_EMAILS: ADMIN, FILES_DIR: files.dir, WEBHOOKS_ALLOW_PRIVATE_URLS: "true" },
  });
  owner = await signUp(app, { full_name: "Olive Owner" });
  buyer = await signUp(app, { full_name: "Bea Buyer" });
  viewer = await signUp(app, { full_name: "Vic Viewer" });
  outsider = await signUp(app, { full_name: "Otto Outsider" });
  loner = await signUp(app, { full_name: "Lone Customer" });
  admin = await signUpAdmin(app, { email: ADMIN, full_name: "Ada Admin" });
  plateCents = await cardTotalCents(app, onAccountBody());
  companyId = await createCompany(app, {
    name: "Shop One",
    members: [
      { userId: owner.userId, role: "owner" },
      // A plate fits the buyer's limit; two plates do not.
      { userId: buyer.userId, role: "buyer", orderLimitCents: plateCents },
      { userId: viewer.userId, role: "viewer" },
    ],
    terms: { netDays: 30, creditLimitCents: plateCents * 50 },
  });
  otherCompanyId = await createCompany(app, {
    name: "Shop Two",
    members: [{ userId: outsider.userId, role: "owner" }],
    terms: { netDays: 45, creditLimitCents: plateCents * 50 },
  });
});

afterAll(async () => {
  await app.close();
  files.remove();
});

describe("POST /v2/checkout/on-account: who may", () => {
  it("400 without a PO number, and nothing is stored", async () => {
    const before = await orderCount();
    for (const po of [undefined, "", "   "]) {
      const res = await placeOnAccount(app, owner.cookie, onAccountBody({ po_number: po }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({
        field: "po_number",
        message: MESSAGES.companies.poRequired,
      });
    }
    expect(await orderCount()).toBe(before);
  });

  it("401 signed out; 403 without a company, for a viewer, and for a company without terms", async () => {
    expect(
      (await call("POST", "/v2/checkout/on-account", undefined, onAccountBody())).statusCode,
    ).toBe(401);
    const none = await placeOnAccount(app, loner.cookie, onAccountBody());
    expect(none.statusCode).toBe(403);
    const asViewer = await placeOnAccount(app, viewer.cookie, onAccountBody());
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json().message).toBe(MESSAGES.companies.viewerReadOnly);
    const noTermsOwner = await signUp(app, { full_name: "No Terms" });
    await createCompany(app, { members: [{ userId: noTermsOwner.userId, role: "owner" }] });
    const noTerms = await placeOnAccount(app, noTermsOwner.cookie, onAccountBody());
    expect(noTerms.statusCode).toBe(403);
    expect(noTerms.json().message).toBe(MESSAGES.companies.noTerms);
  });
});

describe("POST /v2/checkout/on-account: an order within the limits", () => {
  it("is invoiced at the card checkout's price (never the browser's), due ship date + net days", async () => {
    const placed = await place(buyer, { amount: 0.01, customer_order_number: "ignored" });
    expect(placed).toMatchObject({
      payment_method: "terms",
      payment_status: "invoiced",
      total_cost: plateCents / 100,
    });
    const row = await orderRow(placed.order_id);
    expect(row).toMatchObject({
      provider: "terms",
      paymentMethod: "terms",
      paymentStatus: "invoiced",
      companyId,
      customerOrderNumber: "PO-4471",
      approval: "not_needed",
      totalCents: plateCents,
      userId: buyer.userId,
    });
    expect(row.invoicedAt).toBeInstanceOf(Date);
    expect(row.shipBy).toBeTruthy();
    expect(row.dueDate).toBe(invoiceDueDate(row.shipBy ?? "", 30));
    expect(placed.due_date).toBe(row.dueDate);
    // Announced as a paid order is: the customer's confirmation and the sales alert.
    const mails = await app.db
      .select({ kind: emailOutbox.kind, text: emailOutbox.text })
      .from(emailOutbox)
      .where(sql`${emailOutbox.dedupeKey} like ${`%${placed.order_id}%`}`);
    expect(mails.map((m) => m.kind).sort()).toEqual(["order-alert", "order-confirmation"]);
    expect(mails.find((m) => m.kind === "order-confirmation")?.text).toContain(
      formatInvoiceNumber(placed.order_id),
    );
  });

  it("takes several lines, priced as the card checkout prices them", async () => {
    const items = [
      PLATE,
      { ...PLATE, quantity: 1, dimensions: { length: 12, width: 12, height: 0.5 } },
    ];
    const expected = await cardTotalCents(app, onAccountBody({ item: undefined, items }));
    const placed = await place(owner, { item: undefined, items, po_number: "PO-MULTI" });
    expect(Math.round(placed.total_cost * 100)).toBe(expected);
    const lines = await app.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.order_id));
    expect(lines).toHaveLength(2);
  });

  it("takes a cut list (full lengths, cut by us) at the card checkout's price, the plan on the invoice", async () => {
    const body = { item: undefined, cut_list: TUBE_CUT_LIST };
    const expected = await cardTotalCents(app, onAccountBody(body));
    const placed = await place(owner, { ...body, po_number: "PO-CUTS" });
    expect(Math.round(placed.total_cost * 100)).toBe(expected);
    const [line] = await app.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.order_id));
    expect(line?.cutPlan?.piece_count).toBe(37);
    const pdf = await call("GET", `/v2/orders/${placed.order_id}/invoice`, owner);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain("Full lengths, cut by us");
  });

  it("asks the owners to approve a buyer's cut list above their limit, naming the bars, not pieces", async () => {
    const placed = await place(buyer, {
      item: undefined,
      cut_list: TUBE_CUT_LIST,
      po_number: "PO-BARS",
    });
    expect(placed.payment_status).toBe("pending_approval");
    const [request] = await app.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, "order-approval-request"),
          eq(emailOutbox.dedupeKey, `order-approval-request:${placed.order_id}:${owner.email}`),
        ),
      );
    expect(request?.text).toContain("Full lengths, cut by us");
    expect(request?.text).toContain("37 pieces");
    expect(request?.text).not.toMatch(/\d+ pcs/);
  });

  it("shows on the buyer's orders as On account, with its PO, invoice and who placed it", async () => {
    const inProgress = async () =>
      (await call("GET", "/v2/portal/summary", buyer)).json().data.orders_in_progress
        .value as number;
    const before = await inProgress();
    const placed = await place(buyer, { po_number: "PO-SHOWN" });
    expect(await inProgress()).toBe(before + 1);
    const res = await call(
      "GET",
      `/v2/orders/user/${encodeURIComponent(buyer.email)}?limit=100`,
      buyer,
    );
    expect(res.statusCode, res.body).toBe(200);
    const shown = (res.json().data.orders as Record<string, unknown>[]).find(
      (o) => o.id === placed.order_id,
    );
    expect(shown).toMatchObject({
      payment_method: "On account",
      placed_by: "Bea Buyer",
      on_account: {
        po_number: "PO-SHOWN",
        approval: "not_needed",
        invoice_number: formatInvoiceNumber(placed.order_id),
        due_date: placed.due_date,
        balance: placed.total_cost,
        invoice_status: "open",
      },
    });
    const tracked = await call("GET", `/v2/portal/orders/${placed.order_id}`, buyer);
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json().data).toMatchObject({
      payment_method: "On account",
      on_account: { po_number: "PO-SHOWN", invoice_status: "open" },
    });
  });

  it("goes into production like a paid order", async () => {
    const waiting = async () =>
      (await call("GET", "/v2/admin/overview", admin)).json().data.counts
        .paid_awaiting_production as number;
    const before = await waiting();
    const placed = await place(owner);
    // The dashboard counts it with the paid orders waiting for production.
    expect(await waiting()).toBe(before + 1);
    const listed = await call("GET", "/v2/admin/orders?payment_status=invoiced&limit=100", admin);
    expect(listed.statusCode, listed.body).toBe(200);
    const row = (listed.json().data.orders as { id: string; next_statuses: string[] }[]).find(
      (o) => o.id === placed.order_id,
    );
    expect(row?.next_statuses).toEqual(["in_production", "cancelled"]);
    const res = await call("PUT", `/v2/admin/orders/${placed.order_id}/status`, admin, {
      status: "in_production",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(placed.order_id)).fulfilmentStatus).toBe("in_production");
  });

  it("announces itself on the admin live stream and queues invoice.created for the buyer's webhooks", async () => {
    const hook = await call("POST", "/v2/webhooks", owner, {
      url: "http://127.0.0.1:9/invoices",
      events: ["invoice.created"],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const seen: { type: string; id: string }[] = [];
    const stop = app.events.subscribe((event) => seen.push(event));
    const placed = await place(owner, { po_number: "PO-HOOK" });
    await expect
      .poll(() => seen.filter((e) => e.id === placed.order_id).map((e) => e.type))
      .toEqual(["order.created", "order.invoiced"]);
    stop();
    const deliveries = await app.db
      .select({ type: webhookDeliveries.type, body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.type, "invoice.created"));
    const bodies = deliveries.map((d) => JSON.parse(d.body).data as Record<string, unknown>);
    expect(bodies).toContainEqual(
      expect.objectContaining({
        order_id: placed.order_id,
        invoice_number: formatInvoiceNumber(placed.order_id),
        po_number: "PO-HOOK",
      }),
    );
  });
});

describe("retries", () => {
  it("a retry with the same Idempotency-Key answers the first order and places no second", async () => {
    const before = await orderCount();
    const send = () =>
      app.inject({
        method: "POST",
        url: "/v2/checkout/on-account",
        remoteAddress: "10.77.0.1",
        headers: { cookie: owner.cookie, "idempotency-key": "on-account-retry-1" },
        payload: onAccountBody({ po_number: "PO-RETRY" }),
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const second = await send();
    expect(second.statusCode).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.json().data.order_id).toBe(first.json().data.order_id);
    expect(await orderCount()).toBe(before + 1);
  });
});

describe("credit", () => {
  it("refuses an order over the available credit with a message naming it, and stores nothing", async () => {
    const small = await signUp(app, { full_name: "Small Shop" });
    const id = await createCompany(app, {
      members: [{ userId: small.userId, role: "owner" }],
      terms: { netDays: 30, creditLimitCents: plateCents + 150 },
    });
    await place(small);
    expect(await openBalanceCents(app.db, id)).toBe(plateCents);
    const before = await orderCount();
    const res = await placeOnAccount(app, small.cookie, onAccountBody());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.companies.overCredit(formatUsd(150)));
    expect(await orderCount()).toBe(before);
  });
});

describe("approvals", () => {
  it("an order above the buyer's limit waits, holds no credit, and its owners are emailed", async () => {
    const before = await openBalanceCents(app.db, companyId);
    const placed = await place(buyer, { item: { ...PLATE, quantity: 4 }, po_number: "PO-BIG" });
    expect(placed.payment_status).toBe("pending_approval");
    const row = await orderRow(placed.order_id);
    expect(row).toMatchObject({
      approval: "pending",
      paymentStatus: "pending_approval",
      invoicedAt: null,
    });
    expect(await openBalanceCents(app.db, companyId)).toBe(before);
    const [request] = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order-approval-request:${placed.order_id}:${owner.email}`));
    expect(request?.text).toContain("PO-BIG");
    // The buyer hears that it waits, and that nothing is invoiced yet.
    const [waits] = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "order-approval-pending"), eq(emailOutbox.to, buyer.email)));
    expect(waits?.subject).toContain("waits for approval");
    expect(waits?.text).toContain("nothing is invoiced until then");
  });

  it("only the company's owners approve: the buyer 403, another company's owner 404", async () => {
    const placed = await place(buyer, { item: { ...PLATE, quantity: 3 } });
    const url = `/v2/companies/current/orders/${placed.order_id}/approve`;
    const asBuyer = await call("POST", url, buyer);
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json().message).toBe(MESSAGES.companies.ownersOnly);
    expect((await call("POST", url, viewer)).statusCode).toBe(403);
    expect((await call("POST", url, outsider)).statusCode).toBe(404);
    expect((await call("POST", url, loner)).statusCode).toBe(404);
    expect(
      (await call("POST", `/v2/companies/current/orders/${placed.order_id}/decline`, outsider))
        .statusCode,
    ).toBe(404);
    expect((await orderRow(placed.order_id)).paymentStatus).toBe("pending_approval");

    const hook = await call("POST", "/v2/webhooks", buyer, {
      url: "http://127.0.0.1:9/buyer-invoices",
      events: ["invoice.created"],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const before = await openBalanceCents(app.db, companyId);
    const approved = await call("POST", url, owner);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      payment_method: "On account",
      on_account: { approval: "approved", invoice_number: formatInvoiceNumber(placed.order_id) },
    });
    const row = await orderRow(placed.order_id);
    expect(row).toMatchObject({
      paymentStatus: "invoiced",
      approval: "approved",
      approvalBy: owner.userId,
    });
    expect(row.invoicedAt).toBeInstanceOf(Date);
    expect(row.dueDate).toBe(invoiceDueDate(row.shipBy ?? "", 30));
    expect(await openBalanceCents(app.db, companyId)).toBe(before + row.totalCents);
    // Placed now: the buyer's confirmation and the sales alert, as for a paid order.
    const mails = await app.db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(sql`${emailOutbox.dedupeKey} like ${`order-%:${placed.order_id}`}`);
    expect(mails.map((m) => m.kind).sort()).toEqual(["order-alert", "order-confirmation"]);
    // The invoice is issued now: the buyer's webhooks hear invoice.created.
    const deliveries = await app.db
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.type, "invoice.created"));
    expect(deliveries.map((d) => JSON.parse(d.body).data.order_id)).toContain(placed.order_id);
    const again = await call("POST", url, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.companies.orderNotPending);
  });

  it("declined: cancelled, the buyer is told, and it is never invoiced, paid or shipped", async () => {
    const placed = await place(buyer, { item: { ...PLATE, quantity: 5 } });
    const declined = await call(
      "POST",
      `/v2/companies/current/orders/${placed.order_id}/decline`,
      owner,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    const row = await orderRow(placed.order_id);
    expect(row).toMatchObject({
      paymentStatus: "declined",
      approval: "declined",
      fulfilmentStatus: "cancelled",
      invoicedAt: null,
    });
    const [told] = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "order-declined"), eq(emailOutbox.to, buyer.email)));
    expect(told?.subject).toContain(placed.order_number);
    expect(
      (await call("POST", `/v2/companies/current/orders/${placed.order_id}/approve`, owner))
        .statusCode,
    ).toBe(409);
    const pay = await call("POST", `/v2/admin/orders/${placed.order_id}/payments`, admin, {
      amount: 1,
      reference: "CHK 1",
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe(MESSAGES.companies.notOnAccount);
    expect((await call("GET", `/v2/orders/${placed.order_id}/invoice`, owner)).statusCode).toBe(
      404,
    );
  });

  it("a pending order cannot be shipped, put into production, paid or invoiced", async () => {
    const placed = await place(buyer, { item: { ...PLATE, quantity: 6 } });
    for (const status of ["in_production", "cancelled"]) {
      const res = await call("PUT", `/v2/admin/orders/${placed.order_id}/status`, admin, {
        status,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(NOT_FULFILLABLE_MESSAGE);
    }
    const pay = await call("POST", `/v2/admin/orders/${placed.order_id}/payments`, admin, {
      amount: 1,
      reference: "CHK 2",
    });
    expect(pay.statusCode).toBe(409);
    expect((await call("GET", `/v2/orders/${placed.order_id}/invoice`, owner)).statusCode).toBe(
      404,
    );
  });

  it("approval checks the credit again: over it 409 and the order keeps waiting", async () => {
    const tight = await signUp(app, { full_name: "Tight Owner" });
    const tightBuyer = await signUp(app, { full_name: "Tight Buyer" });
    const id = await createCompany(app, {
      members: [
        { userId: tight.userId, role: "owner" },
        { userId: tightBuyer.userId, role: "buyer", orderLimitCents: 0 },
      ],
      terms: { netDays: 60, creditLimitCents: plateCents * 2 },
    });
    const waiting = await place(tightBuyer);
    expect(waiting.payment_status).toBe("pending_approval");
    await place(tight);
    await place(tight);
    expect(await openBalanceCents(app.db, id)).toBe(plateCents * 2);
    const res = await call(
      "POST",
      `/v2/companies/current/orders/${waiting.order_id}/approve`,
      tight,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.companies.overCredit(formatUsd(0)));
    expect((await orderRow(waiting.order_id)).paymentStatus).toBe("pending_approval");
    // A new order that could never be approved does not wait: refused at once.
    const refused = await placeOnAccount(app, tightBuyer.cookie, onAccountBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.companies.overCredit(formatUsd(0)));
  });
});

describe("GET /v2/orders/{id}/invoice", () => {
  it("is a PDF holding the invoice number, the PO number and the due date, for members and admins", async () => {
    const placed = await place(buyer, { po_number: "PO-PDF-7731" });
    for (const who of [owner, buyer, viewer, admin]) {
      const res = await call("GET", `/v2/orders/${placed.order_id}/invoice`, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toContain("application/pdf");
      const text = pdfText(res.rawPayload);
      expect(text).toContain("PO-PDF-7731");
      expect(text).toContain(formatInvoiceNumber(placed.order_id));
      expect(text).toContain(placed.due_date);
      expect(text).toContain(app.config.facility.street);
    }
  });

  it("404 for another company's member and for a customer outside; 401 signed out", async () => {
    const placed = await place(buyer);
    expect((await call("GET", `/v2/orders/${placed.order_id}/invoice`, outsider)).statusCode).toBe(
      404,
    );
    expect((await call("GET", `/v2/orders/${placed.order_id}/invoice`, loner)).statusCode).toBe(
      404,
    );
    expect((await call("GET", `/v2/orders/${placed.order_id}/invoice`)).statusCode).toBe(401);
  });
});

describe("payments and the statement", () => {
  it("records payments up to the balance; the last one turns the order paid", async () => {
    const placed = await place(owner, { po_number: "PO-PAY" });
    const url = `/v2/admin/orders/${placed.order_id}/payments`;
    const total = Math.round(placed.total_cost * 100);
    expect((await call("POST", url, owner, { amount: 1, reference: "X" })).statusCode).toBe(403);
    const first = await call("POST", url, admin, { amount: 10, reference: "CHK 1001" });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      paid: 10,
      balance: (total - 1000) / 100,
      status: "open",
      payments: [{ amount: 10, reference: "CHK 1001" }],
    });
    const over = await call("POST", url, admin, { amount: total / 100, reference: "CHK 1002" });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      MESSAGES.companies.paymentOverBalance(formatUsd(total - 1000)),
    );
    expect((await orderRow(placed.order_id)).paymentStatus).toBe("invoiced");
    const rest = await call("POST", url, admin, {
      amount: (total - 1000) / 100,
      reference: "WIRE 77",
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data).toMatchObject({ balance: 0, status: "paid" });
    const row = await orderRow(placed.order_id);
    expect(row.paymentStatus).toBe("paid");
    expect(row.paidAt).toBeInstanceOf(Date);
    const more = await call("POST", url, admin, { amount: 1, reference: "late" });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(MESSAGES.companies.paymentOverBalance(formatUsd(0)));
    // A card order is not on account.
    const card = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentMethod, "card"))
      .limit(1);
    if (card[0]) {
      const res = await call("POST", `/v2/admin/orders/${card[0].id}/payments`, admin, {
        amount: 1,
        reference: "r",
      });
      expect(res.statusCode).toBe(409);
    }
  });

  it("lists the company's invoices newest first, open and overdue on the facility's today", async () => {
    const res = await call("GET", "/v2/companies/current/statement", viewer);
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json().data as {
      invoices: { order_id: string; status: string; balance: number; issued_on: string }[];
      open_balance: number;
      overdue_balance: number;
    };
    expect(statement.invoices.length).toBeGreaterThan(3);
    const issued = statement.invoices.map((i) => i.issued_on);
    expect(issued).toEqual([...issued].sort().reverse());
    expect(Math.round(statement.open_balance * 100)).toBe(
      await openBalanceCents(app.db, companyId),
    );
    expect(statement.overdue_balance).toBe(0);
    expect(statement.invoices.some((i) => i.status === "paid")).toBe(true);

    const admins = await call("GET", `/v2/admin/companies/${companyId}/statement`, admin);
    expect(admins.statusCode).toBe(200);
    expect(admins.json().data.open_balance).toBe(statement.open_balance);
    expect(
      (await call("GET", `/v2/admin/companies/${companyId}/statement`, owner)).statusCode,
    ).toBe(403);
    expect((await call("GET", "/v2/admin/companies/nope/statement", admin)).statusCode).toBe(404);
    expect((await call("GET", "/v2/companies/current/statement", loner)).statusCode).toBe(404);
    // The other company sees its own (none).
    const other = await call("GET", "/v2/companies/current/statement", outsider);
    expect(other.json().data.invoices).toEqual([]);
    expect(otherCompanyId).toBeTruthy();

    // 90 days on, every open invoice is overdue.
    app.clock.set(new Date(Date.now() + 90 * 86_400_000));
    try {
      const later = (await call("GET", "/v2/companies/current/statement", owner)).json().data;
      expect(later.overdue_balance).toBe(later.open_balance);
      expect(later.invoices.filter((i: { status: string }) => i.status === "open")).toEqual([]);
    } finally {
      app.clock.reset();
    }
  });
});

describe("POST /v2/checkout/po-upload", () => {
  const upload = (who: SignedIn, name: string, type: string, data: Buffer) => {
    const body = multipartFile(name, type, data);
    return app.inject({
      method: "POST",
      url: "/v2/checkout/po-upload",
      remoteAddress: nextClient(),
      payload: body.payload,
      headers: { ...body.headers, cookie: who.cookie },
    });
  };

  it("takes a PDF and attaches it to the order placed with its token, for the uploader only", async () => {
    const res = await upload(buyer, "po.pdf", "application/pdf", FILES.pdf);
    expect(res.statusCode, res.body).toBe(201);
    const token = res.json().data.po_upload_token as string;
    const stolen = await placeOnAccount(
      app,
      owner.cookie,
      onAccountBody({ po_upload_token: token }),
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(MESSAGES.companies.poUploadInvalid);
    const placed = await place(buyer, { po_upload_token: token });
    const row = await orderRow(placed.order_id);
    expect(row.poDocumentId).toBeTruthy();
    const [doc] = await app.db
      .select()
      .from(documents)
      .where(eq(documents.id, row.poDocumentId ?? ""));
    expect(doc).toMatchObject({ kind: "purchase_order", orderId: placed.order_id, companyId });
    // Listed in Documents for the buyer and the company's other members, and downloadable.
    for (const who of [buyer, owner, viewer]) {
      const listed = await app.inject({
        method: "GET",
        url: "/v2/documents",
        headers: { cookie: who.cookie },
      });
      const pos = listed.json().data.purchase_orders as { id: string; download_url: string }[];
      expect(pos.map((p) => p.id)).toEqual([doc?.id]);
      const file = await app.inject({
        method: "GET",
        url: pos[0]?.download_url ?? "",
        headers: { cookie: who.cookie },
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
    // Used once.
    const again = await placeOnAccount(
      app,
      buyer.cookie,
      onAccountBody({ po_upload_token: token }),
    );
    expect(again.statusCode).toBe(400);
  });

  it("refuses anything but a PDF, and a viewer or a customer without a company", async () => {
    for (const [name, type, data] of [
      ["po.png", "image/png", FILES.png],
      ["po.pdf", "application/pdf", FILES.html],
      ["po.pdf", "application/pdf", FILES.exe],
    ] as const) {
      const res = await upload(buyer, name, type, data);
      expect(res.statusCode).toBe(400);
    }
    expect((await upload(viewer, "po.pdf", "application/pdf", FILES.pdf)).statusCode).toBe(403);
    expect((await upload(loner, "po.pdf", "application/pdf", FILES.pdf)).statusCode).toBe(403);
  });
});

describe("quoted lines on account", () => {
  it("buys an accepted quote line at its quoted price, once; the card checkout cannot buy it again", async () => {
    const made = await call(
      "POST",
      "/v2/quotes/multi-line",
      owner,
      multiLineBody({ email: owner.email, items: [PLATE_ITEM] }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const requestId = made.json().data.id as string;
    const itemId = (await call("GET", `/v2/quotes/${requestId}`, owner)).json().data.items[0]
      .id as string;
    const quoted = await call("PUT", `/v2/quotes/${requestId}/status`, admin, {
      status: "quoted",
      lines: [{ item_id: itemId, unit_price: 123.45 }],
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect((await call("POST", `/v2/quotes/${requestId}/accept`, owner)).statusCode).toBe(200);
    const line = { kind: "multi-line", request_id: requestId, item_id: itemId };

    const body = { item: undefined, quote_lines: [line], po_number: "PO-QUOTED" };
    const expected = await cardTotalCents(app, onAccountBody(body), owner.cookie);
    const placed = await place(owner, body);
    expect(Math.round(placed.total_cost * 100)).toBe(expected);
    const [stored] = await app.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.order_id));
    expect(stored?.unitPriceCents).toBe(12_345);

    const again = await placeOnAccount(app, owner.cookie, onAccountBody(body));
    expect(again.statusCode).toBe(409);
    const card = await call("POST", "/api/stripe/create-checkout-session", owner, {
      ...sessionRequest({ delivery_method: "pickup", address: undefined }),
      item: undefined,
      quote_lines: [line],
    });
    expect(card.statusCode).toBe(409);
    // Quote history shows the line bought.
    const entry = (await call("GET", `/v2/quotes/${requestId}`, owner)).json().data;
    expect(entry.items[0].bought).toBe(true);
  });
});
