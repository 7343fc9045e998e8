import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { App } from "../../src/app";
import { type SignedIn, signUp } from "../accounts";
import { nextClient, QUICK_QUOTE } from "../admin-fixtures";
import { createTestApp, usingPostgres } from "../helper";
import { multiLineBody } from "../quote-fixtures";

/**
 * The database round trips of the two hot writes (docs/decisions/031, write path), counted at the
 * driver. Each one is a budget: a quick quote is one statement (its rows, its sales alert and, on
 * PostgreSQL, its live event); a multi-line RFQ adds the session check, one read of the session
 * with its account, role and company (modules/auth/session.ts), reused by the authorization
 * checks. On PostgreSQL each also records its rate-limit hit, shared by every instance (PGlite's
 * single instance counts in memory). A change that adds a query to either path fails here.
 */

/** The rate-limit hit: in the database on PostgreSQL only (plugins/rate-limit-store.ts). */
const rateLimitHit = () => (usingPostgres() ? 1 : 0);

let app: App;
let ada: SignedIn;

beforeAll(async () => {
  app = await createTestApp();
  ada = await signUp(app, { email: "round-trips@shop.example" });
});
afterAll(async () => {
  await app.close();
});

/** Counts every statement sent to the database until the test ends. */
function countStatements(): { sent: string[] } {
  const sent: string[] = [];
  const record = (query: unknown) => {
    sent.push(
      typeof query === "string"
        ? query
        : String(
            (query as { name?: string; text?: string }).name ?? (query as { text?: string }).text,
          ),
    );
  };
  if (usingPostgres()) {
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      record(args[0]);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    onTestFinished(() => {
      pg.Client.prototype.query = original;
    });
  } else {
    const client = (app.db as unknown as { $client: PGlite }).$client;
    const methods = ["query", "exec", "transaction"] as const;
    const originals = methods.map((method) => client[method]);
    methods.forEach((method, index) => {
      const original = originals[index] as (...a: unknown[]) => unknown;
      (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        record(method === "transaction" ? "begin" : args[0]);
        return original.apply(client, args);
      };
    });
    onTestFinished(() => {
      methods.forEach((method, index) => {
        (client as unknown as Record<string, unknown>)[method] = originals[index];
      });
    });
  }
  return { sent };
}

function quickQuote() {
  return app.inject({
    method: "POST",
    url: "/v2/quotes/single",
    remoteAddress: nextClient(),
    payload: QUICK_QUOTE,
  });
}

function multiLine() {
  return app.inject({
    method: "POST",
    url: "/v2/quotes/multi-line",
    remoteAddress: nextClient(),
    headers: { cookie: ada.cookie },
    payload: multiLineBody(),
  });
}

describe("round trips of the hot writes", () => {
  it("a quick quote: one statement", async () => {
    expect((await quickQuote()).statusCode).toBe(201); // the materials are read once and kept
    const { sent } = countStatements();
    expect((await quickQuote()).statusCode).toBe(201);
    expect(sent, sent.join("\n")).toHaveLength(1 + rateLimitHit());
    expect(sent.join("\n")).not.toMatch(/^begin/im);
  });

  it("a multi-line RFQ: the session with its account, and one statement", async () => {
    expect((await multiLine()).statusCode).toBe(201);
    const { sent } = countStatements();
    expect((await multiLine()).statusCode).toBe(201);
    expect(sent, sent.join("\n")).toHaveLength(2 + rateLimitHit());
    expect(sent.join("\n")).not.toMatch(/^begin/im);
  });
});
