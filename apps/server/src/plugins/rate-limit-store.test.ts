import rateLimit from "@fastify/rate-limit";
import { and, eq, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/helper";
import { rateLimits } from "../db/schema/index";
import {
  countHit,
  createDatabaseRateLimitStore,
  readHits,
  routeKey,
  sweepExpiredWindows,
} from "./rate-limit-store";

/** The database-backed rate-limit store, on PGlite and (TEST_DATABASE=postgres) PostgreSQL. */

const MINUTE = 60_000;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

/** Moves a window's end into the past, as if its minute had gone by. */
async function endWindow(route: string, clientKey: string) {
  await database.db
    .update(rateLimits)
    .set({ resetsAt: sql`now() - interval '1 second'` })
    .where(and(eq(rateLimits.route, route), eq(rateLimits.clientKey, clientKey)));
}

describe("countHit", () => {
  it("counts per route and client, with the time left in the window", async () => {
    const first = await countHit(database.db, "POST /a", "10.0.0.1", MINUTE);
    const second = await countHit(database.db, "POST /a", "10.0.0.1", MINUTE);
    expect(first.current).toBe(1);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(MINUTE);

    expect((await countHit(database.db, "POST /a", "10.0.0.2", MINUTE)).current).toBe(1);
    expect((await countHit(database.db, "POST /b", "10.0.0.1", MINUTE)).current).toBe(1);
  });

  it("counts every one of many simultaneous hits once, in the order they came", async () => {
    const hits = await Promise.all(
      Array.from({ length: 40 }, () => countHit(database.db, "POST /burst", "10.0.0.9", MINUTE)),
    );
    expect(hits.map((h) => h.current)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it("sends the hits of one turn of the event loop together, in one statement", async () => {
    const client = (database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } })
      .$client;
    const query = client.query;
    let statements = 0;
    client.query = (...args: unknown[]) => {
      statements++;
      return query.apply(client, args);
    };
    try {
      const hits = await Promise.all([
        ...Array.from({ length: 30 }, (_, i) =>
          countHit(database.db, "POST /together", `10.0.1.${i}`, MINUTE),
        ),
        ...Array.from({ length: 10 }, () =>
          countHit(database.db, "POST /together", "10.0.1.0", MINUTE),
        ),
      ]);
      expect(statements).toBe(1);
      expect(hits.slice(0, 30).every((hit) => hit.current === 1)).toBe(true);
      expect(hits.slice(30).map((hit) => hit.current)).toEqual(
        Array.from({ length: 10 }, (_, i) => i + 2),
      );
      expect((await readHits(database.db, "POST /together", "10.0.1.0")).current).toBe(11);
    } finally {
      client.query = query;
    }
  });

  it("restarts an ended window in the same statement", async () => {
    for (let i = 0; i < 3; i++) await countHit(database.db, "POST /c", "10.0.0.3", MINUTE);
    await endWindow("POST /c", "10.0.0.3");
    const restarted = await countHit(database.db, "POST /c", "10.0.0.3", MINUTE);
    expect(restarted.current).toBe(1);
    expect(restarted.ttl).toBeGreaterThan(MINUTE - 10_000);
  });
});

describe("readHits", () => {
  it("reports the open window without counting, and nothing for an ended one", async () => {
    await countHit(database.db, "POST /r", "10.0.0.4", MINUTE);
    await countHit(database.db, "POST /r", "10.0.0.4", MINUTE);
    expect((await readHits(database.db, "POST /r", "10.0.0.4")).current).toBe(2);
    expect((await readHits(database.db, "POST /r", "10.0.0.4")).current).toBe(2);
    expect(await readHits(database.db, "POST /r", "10.0.0.5")).toEqual({ current: 0, ttl: 0 });
    await endWindow("POST /r", "10.0.0.4");
    expect(await readHits(database.db, "POST /r", "10.0.0.4")).toEqual({ current: 0, ttl: 0 });
  });
});

describe("sweepExpiredWindows", () => {
  it("deletes ended windows only", async () => {
    await countHit(database.db, "POST /s", "ended", MINUTE);
    await countHit(database.db, "POST /s", "open", MINUTE);
    await endWindow("POST /s", "ended");
    expect(await sweepExpiredWindows(database.db)).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .select({ clientKey: rateLimits.clientKey })
      .from(rateLimits)
      .where(eq(rateLimits.route, "POST /s"));
    expect(left).toEqual([{ clientKey: "open" }]);
  });
});

describe("routeKey", () => {
  it("names a route by method and pattern; limiters outside a route share one key", () => {
    expect(routeKey({ routeInfo: { method: "POST", url: "/v2/mailing-list" } })).toBe(
      "POST /v2/mailing-list",
    );
    expect(routeKey({ routeInfo: { method: ["GET", "POST"], url: "/x/:id" } })).toBe(
      "GET,POST /x/:id",
    );
    expect(routeKey({ routeInfo: {} })).toBe("*");
  });
});

describe("as @fastify/rate-limit's store", () => {
  const MAX = 3;
  let one: FastifyInstance;
  let two: FastifyInstance;

  /** Two apps on one database: what two server instances on one PostgreSQL are. */
  async function limitedApp(): Promise<FastifyInstance> {
    const app = Fastify();
    await app.register(rateLimit, {
      global: false,
      store: createDatabaseRateLimitStore(database.db, { sweepIntervalMs: 0 }),
    });
    const config = { rateLimit: { max: MAX, timeWindow: "1 minute" } };
    app.post("/limited", { config }, async () => ({ ok: true }));
    app.post("/other", { config }, async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    one = await limitedApp();
    two = await limitedApp();
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it("shares one limit between apps: alternating requests, the (max+1)th is refused", async () => {
    const remoteAddress = "10.1.0.1";
    const codes: number[] = [];
    for (let i = 0; i <= MAX; i++) {
      const app = i % 2 === 0 ? one : two;
      codes.push((await app.inject({ method: "POST", url: "/limited", remoteAddress })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    const refused = await one.inject({ method: "POST", url: "/limited", remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    // Another route and another client keep their own counts.
    expect((await two.inject({ method: "POST", url: "/other", remoteAddress })).statusCode).toBe(
      200,
    );
    expect(
      (await two.inject({ method: "POST", url: "/limited", remoteAddress: "10.1.0.2" })).statusCode,
    ).toBe(200);
  });

  it("lets the client in again once the window has ended, and sweeps ended windows", async () => {
    const remoteAddress = "10.1.0.3";
    for (let i = 0; i <= MAX; i++)
      await one.inject({ method: "POST", url: "/limited", remoteAddress });
    await endWindow("POST /limited", remoteAddress);
    await countHit(database.db, "POST /gone", "10.1.0.4", MINUTE);
    await endWindow("POST /gone", "10.1.0.4");

    const again = await two.inject({ method: "POST", url: "/limited", remoteAddress });
    expect(again.statusCode).toBe(200);
    const gone = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.route, "POST /gone"));
    expect(gone).toEqual([]);
  });
});
