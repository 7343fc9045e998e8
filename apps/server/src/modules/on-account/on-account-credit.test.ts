import { MESSAGES } from "@ingot/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp } from "../../../test/accounts";
import {
  cardTotalCents,
  createCompany,
  onAccountBody,
  placeOnAccount,
} from "../../../test/company-fixtures";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";
import { orders } from "../../db/schema/index";
import { openBalanceCents } from "../../lib/companies";

/**
 * Concurrent orders never together pass the credit limit (issue #16, decision 029): the credit
 * check and the insert are one transaction behind a lock on the company's terms row. Run on
 * PGlite and, with TEST_DATABASE=postgres, on PostgreSQL with a pool of several connections,
 * where the 20 transactions really overlap.
 */

let app: App;
let owner: SignedIn;
let buyer: SignedIn;

beforeAll(async () => {
  app = await createTestApp({ maxConnections: 8 });
  owner = await signUp(app, { full_name: "Olive Owner" });
  buyer = await signUp(app, { full_name: "Bea Buyer" });
});

afterAll(async () => {
  await app.close();
});

describe("20 concurrent on-account orders against a limit that fits 10", () => {
  it("exactly 10 are placed, 10 get 409, and the balance is the sum of the 10", async () => {
    const plate = await cardTotalCents(app, onAccountBody());
    const companyId = await createCompany(app, {
      members: [
        { userId: owner.userId, role: "owner" },
        { userId: buyer.userId, role: "buyer", orderLimitCents: null },
      ],
      terms: { netDays: 30, creditLimitCents: plate * 10 },
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOnAccount(
          app,
          (i % 2 === 0 ? owner : buyer).cookie,
          onAccountBody({ po_number: `PO-RACE-${i}` }),
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(
      codes.filter((c) => c === 201),
      codes.join(","),
    ).toHaveLength(10);
    expect(
      codes.filter((c) => c === 409),
      codes.join(","),
    ).toHaveLength(10);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json().message).toBe(MESSAGES.companies.overCredit("$0.00"));
    }
    const placedTotals = results
      .filter((r) => r.statusCode === 201)
      .map((r) => Math.round((r.json().data.total_cost as number) * 100));
    const sum = placedTotals.reduce((a, b) => a + b, 0);
    expect(sum).toBe(plate * 10);
    expect(await openBalanceCents(app.db, companyId)).toBe(sum);
    const [stored] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.paymentStatus, "invoiced")));
    expect(Number(stored?.n)).toBe(10);
  });
});
