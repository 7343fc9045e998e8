import { gunzipSync } from "node:zlib";
import { MESSAGES } from "@ingot/domain";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionRequest } from "../../test/checkout-fixtures";
import { createTestApp } from "../../test/helper";
import { multiLineBody } from "../../test/quote-fixtures";
import type { App } from "../app";
import { user } from "../db/schema/auth";
import { emailOutbox, idempotencyKeys, orders, rfqRequests, rfqs } from "../db/schema/index";
import type { SessionUser } from "./auth-guard";
import { hashBody, KEY_TTL_MS, scopeOf, sweepExpiredKeys } from "./idempotency";

const ADA: SessionUser = { id: "user-ada", email: "ada@shop.com", role: "customer" };
const BOB: SessionUser = { id: "user-bob", email: "bob@shop.com", role: "customer" };

const QUICK_QUOTE = {
  name: "Ada Lovelace",
  email: "ada@shop.com",
  company: "Acme Machining",
  phone: "313-555-0100",
  items: [
    {
      material: "6061-t651",
      product_type: "Plate",
      shape: "Plate",
      dimensions: { length: 48, width: 24.5, height: 1.5 },
      quantity: 2,
    },
  ],
};

let app: App;
/** The test route's handler fails while this is true (a 5xx the plugin must not remember). */
let flakyFails = true;
let flakyRuns = 0;
let client = 0;

beforeAll(async () => {
  app = await createTestApp({
    // Stand-in for Better Auth's session check: a test header names the signed-in user.
    resolveSession: async (request) =>
      [ADA, BOB].find((u) => u.id === request.headers["x-test-session"]) ?? null,
    setup: (a) => {
      a.post(
        "/v2/test/flaky",
        { config: { public: true, idempotent: true } },
        async (_request, reply) => {
          flakyRuns++;
          if (flakyFails) throw new Error("the database went away");
          return reply.code(201).send({ status: "success", data: { run: flakyRuns } });
        },
      );
      // A reply over the compression threshold (1 kB).
      a.post("/v2/test/large", { config: { public: true, idempotent: true } }, async () => ({
        status: "success",
        data: { text: "x".repeat(4096) },
      }));
    },
  });
  await app.db.insert(user).values([
    { id: ADA.id, name: "Ada", email: ADA.email },
    { id: BOB.id, name: "Bob", email: BOB.email },
  ]);
});
afterAll(async () => {
  await app.close();
});

/** A client address of its own per test, so rate limits and ip scopes stay apart. */
function nextAddress(): string {
  client++;
  return `10.7.${Math.floor(client / 250)}.${client % 250}`;
}

function post(
  url: string,
  payload: unknown,
  options: { key?: string; address: string; session?: string },
) {
  return app.inject({
    method: "POST",
    url,
    remoteAddress: options.address,
    headers: {
      ...(options.key === undefined ? {} : { "idempotency-key": options.key }),
      ...(options.session ? { "x-test-session": options.session } : {}),
    },
    payload: payload as object,
  });
}

async function countRows(table: typeof rfqs | typeof rfqRequests | typeof orders) {
  const [row] = await app.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}
async function countOutbox() {
  const [row] = await app.db.select({ n: count() }).from(emailOutbox);
  return row?.n ?? 0;
}
async function countKeys(key: string) {
  const [row] = await app.db
    .select({ n: count() })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  return row?.n ?? 0;
}

describe("Idempotency-Key on the submission routes", () => {
  it("without the header, every submission is stored as before", async () => {
    const address = nextAddress();
    const before = await countRows(rfqs);
    const first = await post("/v2/quotes/single", QUICK_QUOTE, { address });
    const second = await post("/v2/quotes/single", QUICK_QUOTE, { address });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(await countRows(rfqs)).toBe(before + 2);
  });

  it("replays a quick quote: same status and body, stored and emailed once", async () => {
    const address = nextAddress();
    const key = "quick-replay-1";
    const rows = await countRows(rfqs);
    const emails = await countOutbox();
    const first = await post("/v2/quotes/single", QUICK_QUOTE, { key, address });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    // Key order does not make it another request.
    const reordered = Object.fromEntries(Object.entries(QUICK_QUOTE).reverse());
    const again = await post("/v2/quotes/single", reordered, { key, address });
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.headers["content-type"]).toMatch(/^application\/json/);
    expect(again.body).toBe(first.body);
    expect(await countRows(rfqs)).toBe(rows + 1);
    expect(await countOutbox()).toBe(emails + 1);
    expect(await countKeys(key)).toBe(1);
  });

  it("replays a multi-line RFQ and a checkout session", async () => {
    const address = nextAddress();
    const rfq = multiLineBody();
    const requests = await countRows(rfqRequests);
    const emails = await countOutbox();
    const first = await post("/v2/quotes/multi-line", rfq, {
      key: "rfq-1",
      address,
      session: ADA.id,
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await post("/v2/quotes/multi-line", rfq, {
      key: "rfq-1",
      address,
      session: ADA.id,
    });
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toBe(first.body);
    expect(await countRows(rfqRequests)).toBe(requests + 1);
    expect(await countOutbox()).toBe(emails + 1);

    const orderCount = await countRows(orders);
    const session = sessionRequest();
    const paid = await post("/api/stripe/create-checkout-session", session, {
      key: "checkout-1",
      address,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const retried = await post("/api/stripe/create-checkout-session", session, {
      key: "checkout-1",
      address,
    });
    expect(retried.headers["idempotent-replayed"]).toBe("true");
    expect(retried.json().data.orderId).toBe(paid.json().data.orderId);
    expect(await countRows(orders)).toBe(orderCount + 1);
  });

  it("refuses a signed-in caller's same key with a different body: 422, nothing stored", async () => {
    const address = nextAddress();
    const key = "quick-different-1";
    const session = ADA.id;
    const first = await post("/v2/quotes/single", QUICK_QUOTE, { key, address, session });
    expect(first.statusCode).toBe(201);
    const rows = await countRows(rfqs);
    const emails = await countOutbox();
    const other = await post(
      "/v2/quotes/single",
      { ...QUICK_QUOTE, notes: "and a second plate" },
      { key, address, session },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ status: "error", message: MESSAGES.idempotency.keyReused });
    expect(await countRows(rfqs)).toBe(rows);
    expect(await countOutbox()).toBe(emails);
  });

  // Issue #21: guests behind one proxy share an address (without TRUST_PROXY, the proxy's).
  it("keeps two guests of one address apart by body: same key, different bodies, both stored", async () => {
    const address = nextAddress();
    const key = "same-proxy-1";
    const rows = await countRows(rfqs);
    const first = await post("/v2/quotes/single", QUICK_QUOTE, { key, address });
    const second = await post(
      "/v2/quotes/single",
      { ...QUICK_QUOTE, name: "Another Guest", email: "other@guest.example" },
      { key, address },
    );
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers["idempotent-replayed"]).toBeUndefined();
    expect(second.json().data.submission_id).not.toBe(first.json().data.submission_id);
    expect(await countRows(rfqs)).toBe(rows + 2 * QUICK_QUOTE.items.length);

    // A real retry of either (same key, same body) still replays its own reply.
    const retry = await post(
      "/v2/quotes/single",
      { ...QUICK_QUOTE, name: "Another Guest", email: "other@guest.example" },
      { key, address },
    );
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.body).toBe(second.body);
    const retryFirst = await post("/v2/quotes/single", QUICK_QUOTE, { key, address });
    expect(retryFirst.headers["idempotent-replayed"]).toBe("true");
    expect(retryFirst.body).toBe(first.body);
    expect(await countRows(rfqs)).toBe(rows + 2 * QUICK_QUOTE.items.length);
  });

  it("stores concurrent duplicates once: the other gets the stored reply or a 409", async () => {
    const address = nextAddress();
    const key = "quick-concurrent-1";
    const rows = await countRows(rfqs);
    const replies = await Promise.all([
      post("/v2/quotes/single", QUICK_QUOTE, { key, address }),
      post("/v2/quotes/single", QUICK_QUOTE, { key, address }),
    ]);
    expect(await countRows(rfqs)).toBe(rows + 1);
    const created = replies.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const reply of replies) {
      if (reply.statusCode === 201) {
        expect(reply.body).toBe(created[0]?.body);
      } else {
        expect(reply.statusCode).toBe(409);
        expect(reply.json().message).toBe(MESSAGES.idempotency.inFlight);
      }
    }
    // Once the first has answered, a retry is always the replay.
    const retry = await post("/v2/quotes/single", QUICK_QUOTE, { key, address });
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.body).toBe(created[0]?.body);
  });

  it("answers 400 in the envelope for a key that is empty, too long or not visible ASCII", async () => {
    const address = nextAddress();
    const rows = await countRows(rfqs);
    for (const key of ["", "x".repeat(256), "with space", "clé"]) {
      const res = await post("/v2/quotes/single", QUICK_QUOTE, { key, address });
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({
        status: "error",
        message: MESSAGES.idempotency.invalidKey,
        errors: [{ field: "idempotency-key", message: MESSAGES.idempotency.invalidKey }],
      });
    }
    expect(await countRows(rfqs)).toBe(rows);
    const longest = await post("/v2/quotes/single", QUICK_QUOTE, {
      key: "~".repeat(255),
      address,
    });
    expect(longest.statusCode).toBe(201);
  });

  it("forgets a key whose first request failed (5xx), so the retry runs", async () => {
    const address = nextAddress();
    const key = "flaky-1";
    flakyFails = true;
    const failed = await post("/v2/test/flaky", { n: 1 }, { key, address });
    expect(failed.statusCode).toBe(500);
    expect(await countKeys(key)).toBe(0);
    flakyFails = false;
    const retry = await post("/v2/test/flaky", { n: 1 }, { key, address });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBeUndefined();
    const replay = await post("/v2/test/flaky", { n: 1 }, { key, address });
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.body).toBe(retry.body);
    expect(flakyRuns).toBe(2);
  });

  it("keeps callers apart: two users, or two addresses, with one key each store their own", async () => {
    const address = nextAddress();
    const requests = await countRows(rfqRequests);
    const rfq = multiLineBody();
    const ada = await post("/v2/quotes/multi-line", rfq, {
      key: "shared",
      address,
      session: ADA.id,
    });
    const bob = await post("/v2/quotes/multi-line", rfq, {
      key: "shared",
      address,
      session: BOB.id,
    });
    expect([ada.statusCode, bob.statusCode]).toEqual([201, 201]);
    expect(bob.headers["idempotent-replayed"]).toBeUndefined();
    expect(bob.json().data.id).not.toBe(ada.json().data.id);
    expect(await countRows(rfqRequests)).toBe(requests + 2);

    const rows = await countRows(rfqs);
    const here = await post("/v2/quotes/single", QUICK_QUOTE, { key: "shared", address });
    const there = await post("/v2/quotes/single", QUICK_QUOTE, {
      key: "shared",
      address: nextAddress(),
    });
    expect([here.statusCode, there.statusCode]).toEqual([201, 201]);
    expect(there.headers["idempotent-replayed"]).toBeUndefined();
    expect(await countRows(rfqs)).toBe(rows + 2);
  });

  it("takes over a claim abandoned in flight, and forgets records after 24 hours", async () => {
    const address = nextAddress();
    flakyFails = false;
    // A claim whose process died ten minutes ago.
    await app.db.insert(idempotencyKeys).values({
      scope: scopeOf(undefined, address, hashBody({ n: 2 })),
      route: "POST /v2/test/flaky",
      key: "abandoned-1",
      requestHash: "whatever",
      claimId: crypto.randomUUID(),
      createdAt: sql`now() - interval '10 minutes'`,
    });
    const taken = await post("/v2/test/flaky", { n: 2 }, { key: "abandoned-1", address });
    expect(taken.statusCode).toBe(201);
    expect(taken.headers["idempotent-replayed"]).toBeUndefined();

    // A fresh claim still in flight is a 409.
    await app.db.insert(idempotencyKeys).values({
      scope: scopeOf(undefined, address, hashBody({ n: 3 })),
      route: "POST /v2/test/flaky",
      key: "in-flight-1",
      requestHash: hashBody({ n: 3 }),
      claimId: crypto.randomUUID(),
    });
    const busy = await post("/v2/test/flaky", { n: 3 }, { key: "in-flight-1", address });
    expect(busy.statusCode).toBe(409);

    // Past the TTL: the sweep deletes it, and until then a retry runs as new.
    const old = sql`now() - ${Math.ceil(KEY_TTL_MS / 1000) + 60} * interval '1 second'`;
    await app.db
      .update(idempotencyKeys)
      .set({ createdAt: old })
      .where(eq(idempotencyKeys.key, "abandoned-1"));
    const runs = flakyRuns;
    const later = await post("/v2/test/flaky", { n: 2 }, { key: "abandoned-1", address });
    expect(later.headers["idempotent-replayed"]).toBeUndefined();
    expect(flakyRuns).toBe(runs + 1);
    await app.db.update(idempotencyKeys).set({ createdAt: old });
    expect(await sweepExpiredKeys(app.db)).toBeGreaterThan(0);
    expect(await countKeys("abandoned-1")).toBe(0);
  });

  it("stores the plain body of a compressed reply and replays it compressed again", async () => {
    const send = () =>
      app.inject({
        method: "POST",
        url: "/v2/test/large",
        headers: { "idempotency-key": "large-1", "accept-encoding": "gzip" },
        payload: {},
      });
    const first = await send();
    expect(first.headers["content-encoding"]).toBe("gzip");
    const [row] = await app.db
      .select({ body: idempotencyKeys.responseBody })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "large-1"));
    expect(JSON.parse(row?.body ?? "")).toEqual({
      status: "success",
      data: { text: "x".repeat(4096) },
    });
    const replay = await send();
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(replay.rawPayload).toString()).toBe(row?.body);
  });

  it("documents the header on the opted-in routes only", () => {
    const doc = app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const headerOf = (path: string) =>
      doc.paths[path]?.post?.parameters?.find(
        (p) => p.in === "header" && p.name === "idempotency-key",
      );
    expect(headerOf("/v2/quotes/single")).toBeDefined();
    expect(headerOf("/v2/quotes/multi-line")).toBeDefined();
    expect(headerOf("/api/stripe/create-checkout-session")).toBeDefined();
    expect(headerOf("/v2/quotes/bill-of-materials")).toBeUndefined();
  });
});
