import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionRequest } from "../../../test/checkout-fixtures";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";
import { emailOutbox, orders } from "../../db/schema/index";

/**
 * The real `stripe` SDK pointed (host/port/protocol) at a local HTTP stand-in for Stripe's API,
 * started by this test: Checkout Session creation and retrieval, and webhooks signed with the
 * SDK's own test header generator.
 */

const WEBHOOK_SECRET = "whsec_ingot_test_secret";

interface StoredSession {
  id: string;
  object: "checkout.session";
  url: string;
  payment_status: "paid" | "unpaid";
  status: "open" | "complete";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  success_url: string;
}

const sessions = new Map<string, StoredSession>();
const requests: { method: string; path: string; form: URLSearchParams; idempotencyKey?: string }[] =
  [];
let standIn: Server;
let app: App;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** What Stripe charges: the sum of every line item's unit amount × quantity. */
function amountTotal(form: URLSearchParams): number {
  let total = 0;
  for (let i = 0; form.has(`line_items[${i}][price_data][unit_amount]`); i++) {
    total +=
      Number(form.get(`line_items[${i}][price_data][unit_amount]`)) *
      Number(form.get(`line_items[${i}][quantity]`) ?? 1);
  }
  return total;
}

function startStandIn(): Promise<number> {
  let counter = 0;
  standIn = createServer(async (req, res) => {
    const body = await readBody(req);
    const form = new URLSearchParams(body);
    const path = (req.url ?? "").split("?")[0] ?? "";
    const idem = req.headers["idempotency-key"];
    requests.push({
      method: req.method ?? "",
      path,
      form,
      ...(typeof idem === "string" ? { idempotencyKey: idem } : {}),
    });
    res.setHeader("content-type", "application/json");
    if (!String(req.headers.authorization).startsWith("Bearer sk_test_")) {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "bad key" } }));
      return;
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const id = `cs_test_standin_${++counter}`;
      const session: StoredSession = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        payment_status: "unpaid",
        status: "open",
        amount_total: amountTotal(form),
        currency: form.get("line_items[0][price_data][currency]") ?? "",
        client_reference_id: form.get("client_reference_id"),
        metadata: { order_id: form.get("metadata[order_id]") ?? "" },
        customer_email: form.get("customer_email"),
        success_url: form.get("success_url") ?? "",
      };
      sessions.set(id, session);
      res.end(JSON.stringify(session));
      return;
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === "GET" && match) {
      const session = sessions.get(decodeURIComponent(match[1] ?? ""));
      if (!session) {
        res.statusCode = 404;
        res.end(
          JSON.stringify({
            error: { type: "invalid_request_error", message: "No such checkout.session" },
          }),
        );
        return;
      }
      res.end(JSON.stringify(session));
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "unknown" } }));
  });
  return new Promise((resolve) =>
    standIn.listen(0, "127.0.0.1", () => resolve((standIn.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  const port = await startStandIn();
  app = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: "sk_test_ingot",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: "http",
    },
  });
});

afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => standIn.close(() => resolve()));
});

const stripe = new Stripe("sk_test_unused");

function signedWebhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, header };
}

const completedEvent = (session: StoredSession, id = "evt_1") => ({
  id,
  object: "event",
  type: "checkout.session.completed",
  api_version: "2025-01-01",
  created: Math.floor(Date.now() / 1000),
  data: { object: { ...session, payment_status: "paid", status: "complete" } },
});

const postWebhook = (payload: string, signature: string) =>
  app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    payload,
  });

async function orderOf(sessionId: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  if (!row) throw new Error("no order");
  return row;
}

const confirmationsOf = async (orderId: string) =>
  (await app.db.select().from(emailOutbox)).filter(
    (e) => e.dedupeKey === `order-confirmation:${orderId}`,
  );

describe("Stripe provider (SDK against a local stand-in)", () => {
  it("creates a Checkout Session with the server's amount and finds its order by it", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/stripe/create-checkout-session",
      payload: sessionRequest({ amount: "100" }),
    });
    expect(res.statusCode).toBe(200);
    const { sessionId, url, orderId } = res.json().data;
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const order = await orderOf(sessionId);
    expect(order).toMatchObject({ id: orderId, provider: "stripe", paymentStatus: "pending" });

    const sent = requests.find((r) => r.path === "/v1/checkout/sessions" && r.method === "POST");
    expect(sent?.form.get("mode")).toBe("payment");
    expect(amountTotal(sent?.form ?? new URLSearchParams())).toBe(order.totalCents);
    expect(Number(sent?.form.get("line_items[0][price_data][unit_amount]"))).toBe(
      order.materialCostCents,
    );
    expect(sent?.form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(sent?.form.get("client_reference_id")).toBe(orderId);
    expect(sent?.form.get("customer_email")).toBe("grace@example.com");
    expect(sent?.form.get("success_url")).toBe(
      "http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}",
    );
    expect(sent?.idempotencyKey).toBe(`checkout-session:${orderId}`);
  });

  it("retrieves an unpaid session on confirm and leaves the order pending", async () => {
    const { sessionId } = (
      await app.inject({
        method: "POST",
        url: "/api/stripe/create-checkout-session",
        payload: sessionRequest(),
      })
    ).json().data;
    const before = requests.length;
    const res = await app.inject({
      method: "POST",
      url: "/v2/checkout/confirm",
      payload: { session_id: sessionId },
    });
    expect(res.json().data).toMatchObject({ paid: false, payment_status: "pending" });
    expect(requests.slice(before).some((r) => r.method === "GET")).toBe(true);
  });

  it("a webhook with a bad signature answers 400 and changes nothing", async () => {
    const { sessionId } = (
      await app.inject({
        method: "POST",
        url: "/api/stripe/create-checkout-session",
        payload: sessionRequest(),
      })
    ).json().data;
    const session = sessions.get(sessionId);
    if (!session) throw new Error("stand-in lost the session");
    const { payload } = signedWebhook(completedEvent(session));
    const forged = signedWebhook(completedEvent(session), "whsec_someone_else").header;
    expect((await postWebhook(payload, forged)).statusCode).toBe(400);
    expect((await postWebhook(payload, "t=1,v1=deadbeef")).statusCode).toBe(400);
    // A valid signature over other bytes fails too (the raw body is what is signed).
    const { header } = signedWebhook(completedEvent(session));
    expect((await postWebhook(`${payload} `, header)).statusCode).toBe(400);
    expect((await orderOf(sessionId)).paymentStatus).toBe("pending");
  });

  it("a signed checkout.session.completed marks the order paid once; a replay changes nothing", async () => {
    const { sessionId, orderId } = (
      await app.inject({
        method: "POST",
        url: "/api/stripe/create-checkout-session",
        payload: sessionRequest(),
      })
    ).json().data;
    const session = sessions.get(sessionId);
    if (!session) throw new Error("stand-in lost the session");
    const { payload, header } = signedWebhook(completedEvent(session, "evt_paid"));

    const first = await postWebhook(payload, header);
    expect(first.statusCode).toBe(200);
    const paid = await orderOf(sessionId);
    expect(paid.paymentStatus).toBe("paid");
    expect(await confirmationsOf(orderId)).toHaveLength(1);

    const replay = await postWebhook(payload, header);
    expect(replay.statusCode).toBe(200);
    const after = await orderOf(sessionId);
    expect(after.paidAt?.getTime()).toBe(paid.paidAt?.getTime());
    expect(await confirmationsOf(orderId)).toHaveLength(1);

    // /success loading afterwards: paid, nothing new, no call to the provider needed.
    const confirm = await app.inject({
      method: "POST",
      url: "/v2/checkout/confirm",
      payload: { session_id: sessionId },
    });
    expect(confirm.json().data.paid).toBe(true);
    expect(await confirmationsOf(orderId)).toHaveLength(1);

    // Real money: no "TEST - no money taken" on the reply or in the emails (issue #20).
    expect(confirm.json().data.order.test_payment).toBe(false);
    const [confirmation] = await confirmationsOf(orderId);
    expect(confirmation?.subject).not.toContain("TEST");
    expect(confirmation?.text).not.toContain("no money taken");
    expect(confirmation?.text.startsWith("Hello ")).toBe(true);
  });

  it("confirm marks paid when Stripe says the session is paid (webhook missed)", async () => {
    const { sessionId, orderId } = (
      await app.inject({
        method: "POST",
        url: "/api/stripe/create-checkout-session",
        payload: sessionRequest(),
      })
    ).json().data;
    const session = sessions.get(sessionId);
    if (!session) throw new Error("stand-in lost the session");
    session.payment_status = "paid";
    session.status = "complete";
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        app.inject({
          method: "POST",
          url: "/v2/checkout/confirm",
          payload: { session_id: sessionId },
        }),
      ),
    );
    expect(replies.map((r) => r.json().data.paid)).toEqual([true, true, true]);
    expect(await confirmationsOf(orderId)).toHaveLength(1);
  });

  it("ignores a signed paid event whose amount differs from the order", async () => {
    const { sessionId } = (
      await app.inject({
        method: "POST",
        url: "/api/stripe/create-checkout-session",
        payload: sessionRequest(),
      })
    ).json().data;
    const session = sessions.get(sessionId);
    if (!session) throw new Error("stand-in lost the session");
    const { payload, header } = signedWebhook(
      completedEvent({ ...session, amount_total: 50 }, "evt_cheap"),
    );
    expect((await postWebhook(payload, header)).statusCode).toBe(200);
    expect((await orderOf(sessionId)).paymentStatus).toBe("pending");
  });
});
