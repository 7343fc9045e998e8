import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { nextClient } from "../../../test/admin-fixtures";
import { createTestApp } from "../../../test/helper";
import { multiLineBody, PLATE_ITEM, pdfText } from "../../../test/quote-fixtures";
import type { App } from "../../app";

/**
 * Issue #22: the quote PDF answers "when does it ship" as every price does: the ship date an order
 * placed now would be promised, from the server's clock and business calendar (noon cutoff in
 * Detroit, Thanksgiving off), by the lead-time tier of the quoted total; and its three-line split.
 */

const ADMIN_EMAIL = "admin-22-pdf@example.com";
/** Monday 2026-11-23, 11:50 in Detroit: ten minutes before the cutoff. */
const MONDAY_BEFORE_NOON = "2026-11-23T16:50:00Z";
/** 13:30 the same day: production would start Tuesday. */
const MONDAY_AFTER_NOON = "2026-11-23T18:30:00Z";

let app: App;
let admin: SignedIn;
let ada: SignedIn;

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = await signUpAdmin(app, { email: ADMIN_EMAIL });
  ada = await signUp(app, { email: "ada-22-pdf@example.com" });
});

afterAll(async () => {
  await app?.close();
});

const call = (method: "GET" | "POST" | "PUT", url: string, who: SignedIn, payload?: object) =>
  app.inject({
    method,
    url,
    remoteAddress: nextClient(),
    headers: { cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });

/** Ada's request for two plates; quoted by staff at `unitPrice` dollars a piece unless null. */
async function request(unitPrice: number | null) {
  const created = await call(
    "POST",
    "/v2/quotes/multi-line",
    ada,
    multiLineBody({ items: [PLATE_ITEM] }),
  );
  expect(created.statusCode).toBe(201);
  const id: string = created.json().data.id;
  if (unitPrice !== null) {
    const quoted = await call("PUT", `/v2/quotes/${id}/status`, admin, {
      status: "quoted",
      lines: [{ item_id: created.json().data.items[0].id, unit_price: unitPrice }],
    });
    expect(quoted.statusCode).toBe(200);
  }
  return id;
}

async function pdfOf(id: string) {
  const res = await call("GET", `/v2/quotes/${id}/pdf`, ada);
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}

describe("the quote PDF's ship date (issue #22)", () => {
  it("promises what an order placed now would get, on the server's clock", async () => {
    app.clock.set(MONDAY_BEFORE_NOON);
    // 2 × $100 = $200: the fast tier, 3-4 days.
    const id = await request(100);
    // Starts Monday; 4 business days without Thanksgiving (Thu 26).
    expect(await pdfOf(id)).toContain(
      "Ships by Mon, Nov 30 if ordered today (order within 10 min)",
    );

    app.clock.set(MONDAY_AFTER_NOON);
    const after = await pdfOf(id);
    expect(after).toContain("Ships by Tue, Dec 1 if ordered today");
    expect(after).not.toContain("order within");
    expect(after).not.toContain("Nov 30");
  });

  it("follows the quoted total's lead-time tier", async () => {
    app.clock.set(MONDAY_BEFORE_NOON);
    // 2 × $600 = $1,200: the standard tier, 5-6 days, 6 business days from Monday.
    const id = await request(600);
    expect(await pdfOf(id)).toContain("Ships by Wed, Dec 2 if ordered today (order within 10 min)");
  });

  it("shows the three-line split of a quoted line and the order's", async () => {
    app.clock.set(MONDAY_BEFORE_NOON);
    const text = await pdfOf(await request(100));
    for (const label of ["Base metal", "Metal surcharge", "Cut charges"]) {
      // Once under the line and once in the totals.
      expect(text.split(label).length - 1).toBeGreaterThanOrEqual(2);
    }
    expect(text).toContain("Cut charges: $8.00");
  });

  it("promises nothing for a request not priced yet, or a quote whose price has expired", async () => {
    app.clock.set(MONDAY_BEFORE_NOON);
    expect(await pdfOf(await request(null))).not.toContain("Ships by");
    const id = await request(100);
    // Valid 30 days: 31 days later its price no longer holds.
    app.clock.set("2026-12-24T16:50:00Z");
    expect(await pdfOf(id)).not.toContain("Ships by");
  });
});
