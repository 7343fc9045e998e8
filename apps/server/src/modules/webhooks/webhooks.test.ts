import { createHmac } from "node:crypto";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { MESSAGES } from "@ingot/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { createOrder, submitQuickQuote } from "../../../test/admin-fixtures";
import { createTestApp } from "../../../test/helper";
import { startWebhookReceiver, type WebhookReceiver } from "../../../test/webhook-receiver";
import type { App } from "../../app";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index";
import { webhookSecretKey } from "./webhook-secret";
import {
  deliverDueWebhooks,
  WEBHOOK_RETRY_WINDOW_MS,
  type WebhookSenderOptions,
  webhookBackoffMs,
} from "./webhook-sender";

/**
 * Issue #20, signed webhooks: endpoints are their owner's only; every delivery is signed with the
 * documented recipe; a receiver that fails is retried with backoff and gets the event once it
 * answers 2xx, and never again; URLs that reach private networks are refused at registration and
 * at delivery; order and quote status changes queue their events in the same transaction.
 *
 * `app` runs with WEBHOOKS_ALLOW_PRIVATE_URLS=true (its receivers are on 127.0.0.1 over http),
 * `strict` without it. The sender is driven by hand with its own clock; no worker runs here.
 */

const ADMIN_EMAIL = "hooks-admin@example.com";
let app: App;
let strict: App;
let owner: SignedIn;
let other: SignedIn;
let admin: SignedIn;
const receivers: WebhookReceiver[] = [];

async function receiver(answer?: (n: number) => number | "hang") {
  const r = await startWebhookReceiver(answer);
  receivers.push(r);
  return r;
}

async function register(
  on: App,
  who: SignedIn,
  url: string,
  events: string[] = ["order.status_changed", "quote.status_changed"],
) {
  return on.inject({
    method: "POST",
    url: "/v2/webhooks",
    headers: { cookie: who.cookie },
    payload: { url, events },
  });
}

async function registered(who: SignedIn, url: string, events?: string[]) {
  const res = await register(app, who, url, events);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; url: string; events: string[]; secret: string };
}

/** The documented recipe, computed here on its own: HMAC-SHA256 of "<t>.<raw body>", hex. */
function verifies(header: string | string[] | undefined, body: string, secret: string): boolean {
  const parts = Object.fromEntries(
    String(header)
      .split(",")
      .map((p) => p.split("=", 2) as [string, string]),
  );
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac("sha256", secret).update(`${parts.t}.${body}`).digest("hex");
  return expected === parts.v1;
}

async function deliveriesOf(endpointId: string) {
  return app.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
}

const send = (on: App, options: Partial<WebhookSenderOptions>) =>
  deliverDueWebhooks(on.db, {
    secretKey: webhookSecretKey(on.config.authSecret),
    allowPrivate: on.config.webhooks.allowPrivateUrls,
    ...options,
  });

beforeAll(async () => {
  app = await createTestApp({
    env: { WEBHOOKS_ALLOW_PRIVATE_URLS: "true", ADMIN_EMAILS: ADMIN_EMAIL },
  });
  strict = await createTestApp();
  owner = await signUp(app, { full_name: "Hook Owner" });
  other = await signUp(app, { full_name: "Someone Else" });
  admin = await signUpAdmin(app, { email: ADMIN_EMAIL, full_name: "Ada Admin" });
});

afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await app?.close();
  await strict?.close();
});

describe("webhook endpoints", () => {
  it("answers the secret once, stores it encrypted, lists without it", async () => {
    const created = await registered(owner, "http://127.0.0.1:9/a", ["order.status_changed"]);
    expect(created).toMatchObject({
      url: "http://127.0.0.1:9/a",
      events: ["order.status_changed"],
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
    const [row] = await app.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id));
    expect(row?.secret).toBeTruthy();
    expect(row?.secret).not.toContain(created.secret.slice(6));

    const list = await app.inject({
      method: "GET",
      url: "/v2/webhooks",
      headers: { cookie: owner.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    expect(list.json().data.webhooks).toContainEqual({
      id: created.id,
      url: created.url,
      events: ["order.status_changed"],
      created_at: expect.any(String),
    });
    const theirs = await app.inject({
      method: "GET",
      url: "/v2/webhooks",
      headers: { cookie: other.cookie },
    });
    expect(theirs.json().data.webhooks).toEqual([]);
  });

  it("answers 404 to anyone but the owner, and deletes for the owner", async () => {
    const created = await registered(owner, "http://127.0.0.1:9/b");
    for (const who of [other, admin]) {
      for (const [method, url] of [
        ["DELETE", `/v2/webhooks/${created.id}`],
        ["GET", `/v2/webhooks/${created.id}/deliveries`],
        ["POST", `/v2/webhooks/${created.id}/test`],
      ] as const) {
        const res = await app.inject({ method, url, headers: { cookie: who.cookie } });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe(MESSAGES.webhooks.notFound);
      }
    }
    expect(await deliveriesOf(created.id)).toEqual([]);
    const malformed = await app.inject({
      method: "DELETE",
      url: "/v2/webhooks/not-a-uuid",
      headers: { cookie: owner.cookie },
    });
    expect(malformed.statusCode).toBe(404);

    const deleted = await app.inject({
      method: "DELETE",
      url: `/v2/webhooks/${created.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ id: created.id, deleted: true });
    const list = await app.inject({
      method: "GET",
      url: "/v2/webhooks",
      headers: { cookie: owner.cookie },
    });
    expect(list.json().data.webhooks.map((w: { id: string }) => w.id)).not.toContain(created.id);
  });

  it("refuses no events, an unknown event and a repeated one, naming the field", async () => {
    for (const events of [
      [],
      ["order.deleted"],
      ["order.status_changed", "order.status_changed"],
    ]) {
      const res = await register(app, owner, "http://127.0.0.1:9/c", events);
      expect(res.statusCode, JSON.stringify(events)).toBe(400);
      expect(res.json().errors[0].field).toMatch(/^events/);
    }
    const invoice = await register(app, owner, "http://127.0.0.1:9/c", ["invoice.created"]);
    expect(invoice.statusCode).toBe(201);
  });

  it("works with a read_write API key; a read key only lists", async () => {
    const keyOf = async (scope: string) => {
      const res = await app.inject({
        method: "POST",
        url: "/v2/api-keys",
        headers: { cookie: other.cookie },
        payload: { name: scope, scope },
      });
      return `Bearer ${res.json().data.key}`;
    };
    const readKey = await keyOf("read");
    const writeKey = await keyOf("read_write");
    const refused = await app.inject({
      method: "POST",
      url: "/v2/webhooks",
      headers: { authorization: readKey },
      payload: { url: "http://127.0.0.1:9/k", events: ["order.status_changed"] },
    });
    expect(refused.statusCode).toBe(403);
    const made = await app.inject({
      method: "POST",
      url: "/v2/webhooks",
      headers: { authorization: writeKey },
      payload: { url: "http://127.0.0.1:9/k", events: ["order.status_changed"] },
    });
    expect(made.statusCode).toBe(201);
    const listed = await app.inject({
      method: "GET",
      url: "/v2/webhooks",
      headers: { authorization: readKey },
    });
    expect(listed.json().data.webhooks.map((w: { id: string }) => w.id)).toContain(
      made.json().data.id,
    );
  });
});

describe("deliveries", () => {
  it("a test event is signed with the endpoint's secret by the documented recipe", async () => {
    const r = await receiver();
    const hook = await registered(owner, r.url);
    const res = await app.inject({
      method: "POST",
      url: `/v2/webhooks/${hook.id}/test`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.delivery).toMatchObject({
      type: "webhook.test",
      status: "delivered",
      attempts: 1,
      last_status_code: 200,
      next_attempt_at: null,
    });
    expect(r.received).toHaveLength(1);
    const [got] = r.received;
    if (!got) throw new Error("nothing received");
    expect(got.headers["content-type"]).toBe("application/json");
    expect(verifies(got.headers["ingot-signature"], got.body, hook.secret)).toBe(true);
    // Another secret, or a changed body, does not verify.
    expect(verifies(got.headers["ingot-signature"], got.body, `${hook.secret}x`)).toBe(false);
    expect(verifies(got.headers["ingot-signature"], `${got.body} `, hook.secret)).toBe(false);
    const t = Number(/t=(\d+)/.exec(String(got.headers["ingot-signature"]))?.[1]);
    expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(120);
    const body = JSON.parse(got.body);
    expect(body).toEqual({
      id: res.json().data.delivery.event_id,
      type: "webhook.test",
      created_at: expect.any(String),
      data: { webhook_id: hook.id, message: expect.any(String) },
    });

    const listed = await app.inject({
      method: "GET",
      url: `/v2/webhooks/${hook.id}/deliveries`,
      headers: { cookie: owner.cookie },
    });
    expect(listed.json().data.deliveries).toEqual([res.json().data.delivery]);
  });

  it("an admin's order step queues order.status_changed; a receiver failing twice gets it on the third try, once", async () => {
    const buyer = await signUp(app, { full_name: "Retry Buyer" });
    const r = await receiver((n) => (n <= 2 ? 500 : 200));
    const hook = await registered(buyer, r.url, ["order.status_changed"]);
    const { orderId } = await createOrder(app, { cookie: buyer.cookie });
    const step = await app.inject({
      method: "PUT",
      url: `/v2/admin/orders/${orderId}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: "in_production" },
    });
    expect(step.statusCode, step.body).toBe(200);

    const [queued] = await deliveriesOf(hook.id);
    if (!queued) throw new Error("no delivery was queued");
    expect(queued).toMatchObject({ type: "order.status_changed", status: "pending", attempts: 0 });
    expect(JSON.parse(queued.body)).toMatchObject({
      id: queued.eventId,
      type: "order.status_changed",
      data: { order_id: orderId, previous_status: "pending", status: "in_production" },
    });

    const t0 = new Date(Math.max(Date.now(), queued.nextAttemptAt.getTime()) + 1000);
    const first = await send(app, { now: () => t0 });
    expect(first).toEqual({ sent: 0, failed: 1 });
    let [row] = await deliveriesOf(hook.id);
    expect(row).toMatchObject({ status: "failed", attempts: 1, lastStatusCode: 500 });
    expect(row?.nextAttemptAt.getTime()).toBe(t0.getTime() + webhookBackoffMs(1));

    // Not due yet: nothing is sent.
    expect(await send(app, { now: () => new Date(t0.getTime() + 1000) })).toEqual({
      sent: 0,
      failed: 0,
    });
    const t1 = new Date(t0.getTime() + webhookBackoffMs(1));
    expect(await send(app, { now: () => t1 })).toEqual({ sent: 0, failed: 1 });
    const t2 = new Date(t1.getTime() + webhookBackoffMs(2));
    expect(await send(app, { now: () => t2 })).toEqual({ sent: 1, failed: 0 });
    [row] = await deliveriesOf(hook.id);
    expect(row).toMatchObject({ status: "delivered", attempts: 3, lastStatusCode: 200 });
    expect(row?.deliveredAt?.getTime()).toBe(t2.getTime());

    // After the 2xx it is never sent again, whatever the clock says.
    expect(await send(app, { now: () => new Date(t2.getTime() + 48 * 3600_000) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(r.received.map((q) => q.answeredWith)).toEqual([500, 500, 200]);
    expect(r.received.filter((q) => q.answeredWith === 200)).toHaveLength(1);
    // The same event each time, each signed.
    expect(new Set(r.received.map((q) => JSON.parse(q.body).id))).toEqual(
      new Set([queued.eventId]),
    );
    expect(
      r.received.every((q) => verifies(q.headers["ingot-signature"], q.body, hook.secret)),
    ).toBe(true);
    // The other account's endpoints heard nothing of it.
    const foreign = await registered(other, r.url, ["order.status_changed"]);
    expect(await deliveriesOf(foreign.id)).toEqual([]);
  });

  it("a timeout counts as a failure, and a delivery still failing 24 hours on gives up", async () => {
    const r = await receiver(() => "hang");
    const buyer = await signUp(app, { full_name: "Hang Buyer" });
    const hook = await registered(buyer, r.url);
    const test = await app.inject({
      method: "POST",
      url: `/v2/webhooks/${hook.id}/test`,
      headers: { cookie: buyer.cookie },
    });
    // The route's own try waits the real 10 s for an answer, then counts a failure.
    expect(test.statusCode).toBe(200);
    const [row] = await deliveriesOf(hook.id);
    if (!row) throw new Error("no delivery");
    expect(row.status).toBe("failed");
    expect(row.lastStatusCode).toBeNull();
    expect(row.lastError).toMatch(/No answer within 10 s/);

    const deadline = row.createdAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
    // Due again at its backoff; one more failure just before the 24 hours takes it to the mark.
    const late = new Date(deadline - 1000);
    expect(await send(app, { now: () => late, timeoutMs: 50 })).toEqual({ sent: 0, failed: 1 });
    let [after] = await deliveriesOf(hook.id);
    expect(after?.status).toBe("failed");
    expect(after?.nextAttemptAt.getTime()).toBe(deadline);
    expect(await send(app, { now: () => new Date(deadline), timeoutMs: 50 })).toEqual({
      sent: 0,
      failed: 1,
    });
    [after] = await deliveriesOf(hook.id);
    expect(after).toMatchObject({ status: "gave_up", attempts: 3 });
    expect(await send(app, { now: () => new Date(deadline + 86_400_000) })).toEqual({
      sent: 0,
      failed: 0,
    });
    const listed = await app.inject({
      method: "GET",
      url: `/v2/webhooks/${hook.id}/deliveries`,
      headers: { cookie: buyer.cookie },
    });
    expect(listed.json().data.deliveries[0]).toMatchObject({
      status: "gave_up",
      attempts: 3,
      next_attempt_at: null,
    });
  }, 30_000);

  it("a quote step queues quote.status_changed for the quote's owner", async () => {
    const buyer = await signUp(app, { full_name: "Quote Buyer" });
    const hook = await registered(buyer, "http://127.0.0.1:9/q", ["quote.status_changed"]);
    const ordersOnly = await registered(buyer, "http://127.0.0.1:9/o", ["order.status_changed"]);
    const quote = await submitQuickQuote(app, { email: buyer.email }, { cookie: buyer.cookie });
    const res = await app.inject({
      method: "PUT",
      url: `/v2/quotes/${quote.submission_id}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: "in_review" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await deliveriesOf(hook.id);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.body ?? "{}")).toMatchObject({
      type: "quote.status_changed",
      data: {
        quote_id: quote.submission_id,
        kind: "single",
        previous_status: "submitted",
        status: "in_review",
      },
    });
    expect(await deliveriesOf(ordersOnly.id)).toEqual([]);
  });
});

describe("server-side request forgery", () => {
  it("refuses http and private, loopback, link-local and unique-local targets at registration", async () => {
    const strictUser = await signUp(strict);
    const cases: Array<[string, string]> = [
      ["http://example.com/hook", MESSAGES.webhooks.urlNotHttps],
      ["https://127.0.0.1/hook", MESSAGES.webhooks.urlPrivate],
      ["https://10.1.2.3/hook", MESSAGES.webhooks.urlPrivate],
      ["https://192.168.0.10/hook", MESSAGES.webhooks.urlPrivate],
      ["https://169.254.169.254/latest/meta-data", MESSAGES.webhooks.urlPrivate],
      ["https://0.0.0.0/hook", MESSAGES.webhooks.urlPrivate],
      ["https://[::1]/hook", MESSAGES.webhooks.urlPrivate],
      ["https://[::ffff:127.0.0.1]/hook", MESSAGES.webhooks.urlPrivate],
      ["https://[fd12:3456::1]/hook", MESSAGES.webhooks.urlPrivate],
      ["https://[fe80::1]/hook", MESSAGES.webhooks.urlPrivate],
      ["https://localhost/hook", MESSAGES.webhooks.urlPrivate],
      ["https://user:pass@93.184.215.14/hook", MESSAGES.webhooks.urlCredentials],
    ];
    for (const [url, message] of cases) {
      const res = await register(strict, strictUser, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toEqual([{ field: "url", message }]);
    }
    expect(await strict.db.select().from(webhookEndpoints)).toEqual([]);
    // A public address is accepted.
    expect((await register(strict, strictUser, "https://93.184.215.14/hook")).statusCode).toBe(201);
  });

  it("checks again at delivery: a URL that now reaches a private address is never connected to", async () => {
    const strictUser = await signUp(strict);
    let connections = 0;
    const listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const { port } = listener.address() as AddressInfo;
    try {
      const made = await register(strict, strictUser, "https://93.184.215.14/hook");
      const id = made.json().data.id as string;
      // DNS changed since registration: the name now points at this machine.
      await strict.db
        .update(webhookEndpoints)
        .set({ url: `https://localhost:${port}/hook` })
        .where(eq(webhookEndpoints.id, id));
      const test = await strict.inject({
        method: "POST",
        url: `/v2/webhooks/${id}/test`,
        headers: { cookie: strictUser.cookie },
      });
      expect(test.statusCode).toBe(200);
      expect(test.json().data.delivery).toMatchObject({
        status: "failed",
        last_status_code: null,
        last_error: MESSAGES.webhooks.urlPrivate,
      });
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});
