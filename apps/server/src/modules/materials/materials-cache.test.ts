import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { nextClient, QUICK_QUOTE } from "../../../test/admin-fixtures";
import { PLATE } from "../../../test/checkout-fixtures";
import { createSecondInstance, createTestApp, usingPostgres } from "../../../test/helper";
import { multiLineBody } from "../../../test/quote-fixtures";
import type { App } from "../../app";

/**
 * The materials catalog cache (decision 014) seen through the API: every price path uses an
 * admin's edit as soon as the edit has answered, on this instance at once and on another instance
 * sharing the PostgreSQL database as soon as its notification arrives.
 */

const ADMIN_EMAIL = "materials-cache-admin@example.com";
const CODE = PLATE.material;

/** 24 × 12 × 1 in 6061 (0.0975 lb/in³), 2 pieces: 56.16 lb × price + 2 × $4.00 cut, in dollars. */
const plateCost = (dollarsPerLb: number) => Math.round(5616 * dollarsPerLb + 800) / 100;

function priceOf(app: App) {
  return app.inject({
    method: "POST",
    url: "/v2/pricing/quote",
    remoteAddress: nextClient(),
    payload: PLATE,
  });
}

async function materialCost(app: App): Promise<number> {
  const res = await priceOf(app);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.material_cost;
}

/**
 * Waits until every broadcast sent so far has come back to `app` (on PostgreSQL they arrive through
 * LISTEN, in order, a moment after the edit answered): a marker broadcast now arrives after them.
 */
async function broadcastsSettled(app: App): Promise<void> {
  const marker = `test.settled.${Math.random()}`;
  const arrived = new Promise<void>((resolve) => {
    const stop = app.events.onBroadcast((topic) => {
      if (topic !== marker) return;
      stop();
      resolve();
    });
  });
  await app.events.broadcast(marker);
  await arrived;
}

function edit(app: App, admin: SignedIn, body: Record<string, unknown>) {
  return app.inject({
    method: "PUT",
    url: `/v2/admin/materials/${CODE}`,
    headers: { cookie: admin.cookie },
    payload: body,
  });
}

describe("materials catalog cache, one instance", () => {
  let app: App;
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    admin = await signUpAdmin(app, { email: ADMIN_EMAIL });
    customer = await signUp(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("prices from the cached copy: a warm price reads nothing from the database", async () => {
    await materialCost(app);
    expect(app.materials.held).toBe(true);
    const select = vi.spyOn(app.db, "select");
    try {
      for (let i = 0; i < 5; i++) await materialCost(app);
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });

  it("uses an admin's edit on the very next price, quote, RFQ and checkout", async () => {
    expect(await materialCost(app)).toBe(plateCost(4.25));
    try {
      const priced = await edit(app, admin, { price_per_lb: 10 });
      expect(priced.statusCode, priced.body).toBe(200);
      expect(await materialCost(app)).toBe(plateCost(10));
      const checkout = await app.inject({
        method: "POST",
        url: "/v2/pricing/checkout",
        remoteAddress: nextClient(),
        payload: { item: PLATE, delivery_method: "pickup", tax_exempt: true },
      });
      expect(checkout.statusCode, checkout.body).toBe(200);
      expect(checkout.json().data.material_cost).toBe(plateCost(10));

      // A raised minimum: the quick quote (4 pieces of 6061) and the RFQ (2) are refused at once.
      expect((await edit(app, admin, { minimum_order_quantity: 5 })).statusCode).toBe(200);
      const quote = await app.inject({
        method: "POST",
        url: "/v2/quotes/single",
        remoteAddress: nextClient(),
        payload: QUICK_QUOTE,
      });
      expect(quote.statusCode).toBe(400);
      expect(quote.json().errors).toContainEqual({
        field: "items.0.quantity",
        message: "Minimum quantity is 5",
      });
      const rfq = await app.inject({
        method: "POST",
        url: "/v2/quotes/multi-line",
        remoteAddress: nextClient(),
        headers: { cookie: customer.cookie },
        payload: multiLineBody(),
      });
      expect(rfq.statusCode).toBe(400);
      expect(rfq.json().errors).toContainEqual({
        field: "items.0.quantity",
        message: "Minimum quantity is 5",
      });

      // Made unavailable: gone from the list, no dimensions, no price.
      expect((await edit(app, admin, { is_available: false })).statusCode).toBe(200);
      const listed = await app.inject({ method: "GET", url: "/v2/materials" });
      expect(listed.json().data.materials.map((m: { code: string }) => m.code)).not.toContain(CODE);
      const refused = await priceOf(app);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe("Selected material not found");
    } finally {
      await edit(app, admin, { price_per_lb: 4.25, minimum_order_quantity: 1, is_available: true });
    }
    expect(await materialCost(app)).toBe(plateCost(4.25));
  });

  it("an edit that matches no material leaves the cached copy alone", async () => {
    // The earlier edits' drops may still be on their way back (PostgreSQL), and would empty it.
    await broadcastsSettled(app);
    await materialCost(app);
    const res = await app.inject({
      method: "PUT",
      url: "/v2/admin/materials/unobtainium",
      headers: { cookie: admin.cookie },
      payload: { price_per_lb: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(app.materials.held).toBe(true);
  });
});

// Registered only in the PostgreSQL run (TEST_DATABASE=postgres), so no run reports a skipped test.
if (usingPostgres()) {
  describe("materials catalog cache, two instances on one PostgreSQL", () => {
    let one: App;
    let two: App;
    let admin: SignedIn;
    let url: string;

    beforeAll(async () => {
      one = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
      // A second instance: its own pool, its own LISTEN connection, its own cached copy.
      ({ app: two, url } = await createSecondInstance(one, { ADMIN_EMAILS: ADMIN_EMAIL }));
      await two.ready();
      await Promise.all([one.events.ready(), two.events.ready()]);
      admin = await signUpAdmin(one, { email: ADMIN_EMAIL });
    });
    afterAll(async () => {
      await two?.close();
      await one?.close();
    });

    it("an edit on instance 1 reaches instance 2's prices through NOTIFY, not the TTL", async () => {
      expect(await materialCost(two)).toBe(plateCost(4.25));
      expect(two.materials.held).toBe(true);
      try {
        expect((await edit(one, admin, { price_per_lb: 7.5 })).statusCode).toBe(200);
        expect(await materialCost(one)).toBe(plateCost(7.5));
        // Well within the 30 s TTL: only the notification can have dropped instance 2's copy.
        await expect
          .poll(() => materialCost(two), { timeout: 5_000, interval: 50 })
          .toBe(plateCost(7.5));
      } finally {
        await edit(one, admin, { price_per_lb: 4.25 });
      }
      await expect
        .poll(() => materialCost(two), { timeout: 5_000, interval: 50 })
        .toBe(plateCost(4.25));
    });

    it("drops the copy when the LISTEN connection is lost and again when it is back", async () => {
      let resyncs = 0;
      const stop = two.events.onResync(() => {
        resyncs += 1;
      });
      onTestFinished(stop);
      await materialCost(two);
      expect(two.materials.held).toBe(true);
      const killer = new pg.Client({ connectionString: url });
      await killer.connect();
      try {
        const { rows } = await killer.query<{ killed: boolean }>(
          `select pg_terminate_backend(pid) as killed from pg_stat_activity
            where datname = current_database() and query ilike 'LISTEN %'`,
        );
        expect(rows.length).toBeGreaterThanOrEqual(2);
      } finally {
        await killer.end();
      }
      // Lost: whatever is broadcast now cannot reach it, so its copy goes.
      await expect.poll(() => resyncs, { timeout: 5_000, interval: 20 }).toBe(1);
      expect(two.materials.held).toBe(false);
      // A copy loaded while not listening is dropped when the connection is back (after ~1 s).
      await materialCost(two);
      const loadedWhileDown = resyncs === 1 && two.materials.held;
      await expect.poll(() => resyncs, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(2);
      if (loadedWhileDown) expect(two.materials.held).toBe(false);

      // Listening again: an edit on instance 1 reaches instance 2.
      await materialCost(two);
      try {
        expect((await edit(one, admin, { price_per_lb: 6 })).statusCode).toBe(200);
        await expect
          .poll(() => materialCost(two), { timeout: 5_000, interval: 50 })
          .toBe(plateCost(6));
      } finally {
        await edit(one, admin, { price_per_lb: 4.25 });
      }
    });
  });
}
