import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { createOrder, nextClient, submitQuickQuote } from "../../../test/admin-fixtures";
import { openEventStream } from "../../../test/event-stream";
import { createSecondInstance, createTestApp, usingPostgres } from "../../../test/helper";
import { multiLineBody } from "../../../test/quote-fixtures";
import type { App } from "../../app";
import { API_SECURITY_HEADERS, PERMISSIONS_POLICY } from "../../plugins/security";
import type { AppEvent } from "./event-bus";

const ADMIN_EMAIL = "events-admin@example.com";

/** The address a listening app answers on. */
function baseUrlOf(app: App): string {
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

describe("event bus and the admin stream (one instance)", () => {
  let app: App;
  let admin: SignedIn;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    await app.listen({ port: 0, host: "127.0.0.1" });
    await app.events.ready();
    admin = await signUpAdmin(app, { email: ADMIN_EMAIL });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("publishes request, subscriber and order events after the write", async () => {
    const seen: AppEvent[] = [];
    const stop = app.events.subscribe((e) => seen.push(e));
    const quote = await submitQuickQuote(app);
    await app.inject({
      method: "POST",
      url: "/v2/mailing-list",
      remoteAddress: nextClient(),
      payload: { email: "live@example.com" },
    });
    const { orderId } = await createOrder(app);
    await expect
      .poll(() => seen.map((e) => `${e.type}:${e.id}`), { timeout: 5_000 })
      .toEqual(
        expect.arrayContaining([
          `request.created:${quote.submission_id}`,
          `order.created:${orderId}`,
          `order.paid:${orderId}`,
        ]),
      );
    expect(seen.some((e) => e.type === "subscriber.created")).toBe(true);
    stop();
  });

  it("publishes quote and order status changes made by staff, after the write", async () => {
    const seen: AppEvent[] = [];
    const stop = app.events.subscribe((e) => seen.push(e));
    const quote = await submitQuickQuote(app);
    const { orderId } = await createOrder(app);
    const put = (url: string, payload: object) =>
      app.inject({ method: "PUT", url, headers: { cookie: admin.cookie }, payload });
    expect(
      (await put(`/v2/quotes/${quote.submission_id}/status`, { status: "in_review" })).statusCode,
    ).toBe(200);
    expect(
      (await put(`/v2/admin/orders/${orderId}/status`, { status: "in_production" })).statusCode,
    ).toBe(200);
    await expect
      .poll(() => seen.map((e) => ({ type: e.type, id: e.id, data: e.data })), { timeout: 5_000 })
      .toEqual(
        expect.arrayContaining([
          {
            type: "quote.status_changed",
            id: quote.submission_id,
            data: { from: "submitted", to: "in_review", kind: "single" },
          },
          {
            type: "order.status_changed",
            id: orderId,
            data: { from: "pending", to: "in_production" },
          },
        ]),
      );
    stop();
  });

  it("streams them to an admin as text/event-stream", async () => {
    const stream = await openEventStream(baseUrlOf(app), admin.cookie);
    try {
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
      // The stream writes its own head, with the security headers of every other reply.
      expect(stream.response.headers["content-security-policy"]).toBe(
        API_SECURITY_HEADERS["content-security-policy"],
      );
      expect(stream.response.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
      const quote = await submitQuickQuote(app, { company: "Streamed Steel" });
      const event = await stream.waitFor((e) => e.id === quote.submission_id);
      expect(event).toMatchObject({
        type: "request.created",
        data: { kind: "single", company: "Streamed Steel", items: 2 },
      });
      expect(stream.raw()).toMatch(/^retry: 2000\n/);

      // A multi-line RFQ announces itself too (on PostgreSQL from inside its own statement).
      const customer = await signUp(app, { email: "streamed-rfq@example.com" });
      const rfq = await app.inject({
        method: "POST",
        url: "/v2/quotes/multi-line",
        remoteAddress: nextClient(),
        headers: { cookie: customer.cookie },
        payload: multiLineBody({ company: "Streamed Requests" }),
      });
      expect(rfq.statusCode).toBe(201);
      const requested = await stream.waitFor((e) => e.id === rfq.json().data.id);
      expect(requested).toMatchObject({
        type: "request.created",
        data: { kind: "multi-line", company: "Streamed Requests", items: 3 },
      });
    } finally {
      stream.close();
    }
  });

  it("answers 401 and 403 over HTTP before any stream opens", async () => {
    const customer = await signUp(app);
    const refused = await openEventStream(baseUrlOf(app), customer.cookie);
    expect(refused.response.statusCode).toBe(403);
    refused.close();
    const anonymous = await openEventStream(baseUrlOf(app), "");
    expect(anonymous.response.statusCode).toBe(401);
    anonymous.close();
  });
});

// Registered only in the PostgreSQL run (TEST_DATABASE=postgres), so no run reports a skipped test.
if (usingPostgres()) {
  describe("LISTEN/NOTIFY across two instances on one PostgreSQL", () => {
    let one: App;
    let two: App;

    beforeAll(async () => {
      one = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
      // A second instance: its own pool on the same database, its own LISTEN connection.
      ({ app: two } = await createSecondInstance(one, { ADMIN_EMAILS: ADMIN_EMAIL }));
      await two.listen({ port: 0, host: "127.0.0.1" });
      await Promise.all([one.events.ready(), two.events.ready()]);
    });
    afterAll(async () => {
      await two?.close();
      await one?.close();
    });

    it("a request made through instance 1 reaches an SSE client of instance 2", async () => {
      const admin = await signUpAdmin(one, { email: ADMIN_EMAIL });
      const stream = await openEventStream(baseUrlOf(two), admin.cookie);
      try {
        expect(stream.response.statusCode).toBe(200);
        const quote = await submitQuickQuote(one, { company: "Cross Instance Castings" });
        const event = await stream.waitFor((e) => e.id === quote.submission_id);
        expect(event).toMatchObject({
          type: "request.created",
          data: { company: "Cross Instance Castings" },
        });
        // Delivered once, although instance 2 also listens for its own publications.
        await new Promise((done) => setTimeout(done, 200));
        expect(stream.events.filter((e) => e.id === quote.submission_id)).toHaveLength(1);
      } finally {
        stream.close();
      }
    });
  });
}
