import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { nextClient, QUICK_QUOTE } from "../../../test/admin-fixtures";
import { createTestApp } from "../../../test/helper";
import { multiLineBody, PLATE_ITEM, ROUND_BAR_ITEM } from "../../../test/quote-fixtures";
import type { App } from "../../app";
import { materials } from "../../db/schema/index";

/**
 * Requote at today's price (issue #22, decision 023): the owner of an expired quote gets a new
 * quoted request of the same lines, priced by the instant price, that names the old one.
 */

const ADMIN_EMAIL = "requote-admin@example.com";
/** Quoted on Thursday 2026-10-01; valid 30 days, to October 31. */
const QUOTED_AT = "2026-10-01T15:00:00Z";
const STILL_VALID = "2026-10-20T15:00:00Z";
const AFTER_VALIDITY = "2026-11-23T14:46:00Z";

let app: App;
let admin: SignedIn;
let owner: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = await signUpAdmin(app, { email: ADMIN_EMAIL, full_name: "Ada Admin" });
  owner = await signUp(app, { full_name: "Grace Hopper", company: "Cobol Machining" });
  other = await signUp(app);
});
afterAll(async () => {
  await app.close();
});

const requote = (id: string, cookie?: string) =>
  app.inject({
    method: "POST",
    url: `/v2/quotes/${id}/requote`,
    headers: cookie ? { cookie } : {},
    payload: {},
  });

async function getQuote(id: string, cookie = owner.cookie) {
  const res = await app.inject({ method: "GET", url: `/v2/quotes/${id}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Admin quotes every line of a request at the given unit prices (dollars), at QUOTED_AT. */
async function quote(id: string, prices: number[]) {
  app.clock.set(QUOTED_AT);
  const entry = await getQuote(id);
  const res = await app.inject({
    method: "PUT",
    url: `/v2/quotes/${id}/status`,
    headers: { cookie: admin.cookie },
    payload: {
      status: "quoted",
      lines: entry.items.map((line: { id: string }, i: number) => ({
        item_id: line.id,
        unit_price: prices[i],
      })),
    },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.valid_until).toBe("2026-10-31T15:00:00.000Z");
}

/** Today's instant price of a line's spec, per piece, as the requote must charge it. */
async function instantUnitPrice(item: typeof PLATE_ITEM | typeof ROUND_BAR_ITEM) {
  const { material, product_type, shape, dimensions, quantity } = item;
  const res = await app.inject({
    method: "POST",
    url: "/v2/pricing/quote",
    payload: { material, product_type, shape, dimensions, quantity },
  });
  return Math.round((res.json().data.material_cost * 100) / quantity) / 100;
}

describe("POST /v2/quotes/{id}/requote: a multi-line request", () => {
  let oldId: string;

  beforeAll(async () => {
    const res = await app.inject({
      method: "POST",
      url: "/v2/quotes/multi-line",
      headers: { cookie: owner.cookie },
      remoteAddress: nextClient(),
      payload: multiLineBody({ email: owner.email, items: [PLATE_ITEM, ROUND_BAR_ITEM] }),
    });
    expect(res.statusCode).toBe(201);
    oldId = res.json().data.id;
    await quote(oldId, [100, 200]);
  });

  it("answers 409 while the quote is still valid, and 401 signed out", async () => {
    app.clock.set(STILL_VALID);
    const res = await requote(oldId, owner.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This quote is still valid: accept it at its price.");
    expect((await requote(oldId)).statusCode).toBe(401);
    expect(await getQuote(oldId)).toMatchObject({
      requoted_as: null,
      requotable: false,
      expired: false,
      answerable: true,
      buyable: false,
    });
  });

  it("decides expired, answerable and requotable on the server's clock, not the caller's", async () => {
    app.clock.set(AFTER_VALIDITY);
    expect(await getQuote(oldId)).toMatchObject({
      expired: true,
      answerable: false,
      buyable: false,
      requotable: true,
    });
  });

  it("answers 404 to someone else, admins included, and changes nothing", async () => {
    app.clock.set(AFTER_VALIDITY);
    expect((await getQuote(oldId)).requotable).toBe(true);
    expect((await requote(oldId, other.cookie)).statusCode).toBe(404);
    expect((await requote(oldId, admin.cookie)).statusCode).toBe(404);
    expect((await getQuote(oldId)).requoted_as).toBeNull();
  });

  it("prices the same lines at today's instant price and refers to the old request (201)", async () => {
    app.clock.set(AFTER_VALIDITY);
    // Today's price differs from the one quoted: the metal got dearer since.
    await app.db
      .update(materials)
      .set({ pricePerLbCents: 510 })
      .where(eq(materials.code, "6061-t651"));
    app.materials.invalidate();
    const res = await requote(oldId, owner.cookie);
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created.requote_of).toBe(oldId);
    expect(created.request_number).toBe(`RFQ-${created.id.slice(-8).toUpperCase()}`);

    const fresh = await getQuote(created.id);
    expect(fresh).toMatchObject({
      kind: "multi-line",
      status: "quoted",
      company: "Analytical Engines",
      quoted_at: "2026-11-23T14:46:00.000Z",
      valid_until: "2026-12-23T14:46:00.000Z",
      requoted_as: null,
    });
    const plate = await instantUnitPrice(PLATE_ITEM);
    const bar = await instantUnitPrice(ROUND_BAR_ITEM);
    expect(fresh.items.map((l: { quoted_unit_price: number }) => l.quoted_unit_price)).toEqual([
      plate,
      bar,
    ]);
    expect(plate).not.toBe(100);
    expect(fresh.items.map((l: { quantity: number }) => l.quantity)).toEqual([2, 5]);
    expect(fresh.items[0].dimensions).toEqual(PLATE_ITEM.dimensions);
    // Old and new side by side.
    expect(fresh.requote_of).toEqual({
      id: oldId,
      request_number: `RFQ-${oldId.slice(-8).toUpperCase()}`,
      quoted_at: "2026-10-01T15:00:00.000Z",
      valid_until: "2026-10-31T15:00:00.000Z",
      quoted_total: 100 * 2 + 200 * 5,
      items: [
        { position: 1, quoted_unit_price: 100, quoted_total: 200 },
        { position: 2, quoted_unit_price: 200, quoted_total: 1000 },
      ],
    });
    const old = await getQuote(oldId);
    expect(old.status).toBe("expired");
    expect(old.requotable).toBe(false);
    expect(fresh.requotable).toBe(false);
    expect(old.requoted_as).toEqual({ id: created.id, request_number: created.request_number });

    // The admin sees that it is a requote: in the detail and in the dashboard's list.
    const detail = await app.inject({
      method: "GET",
      url: `/v2/admin/quotes/${created.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.json().data.requote_of.id).toBe(oldId);
    expect(detail.json().data.history[0]).toMatchObject({
      from_status: null,
      to_status: "quoted",
      note: `Requote of RFQ-${oldId.slice(-8).toUpperCase()} at today's prices`,
    });
    const overview = await app.inject({
      method: "GET",
      url: "/v2/admin/overview",
      headers: { cookie: admin.cookie },
    });
    const row = overview.json().data.rfq_requests.find((r: { id: string }) => r.id === created.id);
    expect(row.requote_of).toBe(`RFQ-${oldId.slice(-8).toUpperCase()}`);

    // The customer can accept the new price.
    const accepted = await app.inject({
      method: "POST",
      url: `/v2/quotes/${created.id}/accept`,
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.status).toBe("accepted");
  });

  it("makes one requote: a second answers 409", async () => {
    const res = await requote(oldId, owner.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This quote has already been requoted.");
  });

  it("answers 409 for a request that was never priced", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/v2/quotes/multi-line",
      headers: { cookie: owner.cookie },
      remoteAddress: nextClient(),
      payload: multiLineBody({ email: owner.email, items: [PLATE_ITEM] }),
    });
    const refused = await requote(res.json().data.id, owner.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Only a quote whose price has expired can be requoted.");
  });
});

describe("POST /v2/quotes/{id}/requote: a quick quote", () => {
  it("creates a new quick-quote submission naming the old one", async () => {
    const submitted = await app.inject({
      method: "POST",
      url: "/v2/quotes/single",
      headers: { cookie: owner.cookie },
      remoteAddress: nextClient(),
      payload: { ...QUICK_QUOTE, email: owner.email },
    });
    expect(submitted.statusCode).toBe(201);
    const oldId = submitted.json().data.submission_id as string;
    await quote(oldId, [50, 75]);
    app.clock.set(AFTER_VALIDITY);
    const res = await requote(oldId, owner.cookie);
    expect(res.statusCode).toBe(201);
    const fresh = await getQuote(res.json().data.id);
    expect(fresh).toMatchObject({ kind: "single", status: "quoted" });
    expect(fresh.request_number).toBe(`QQ-${fresh.id.slice(-8).toUpperCase()}`);
    expect(fresh.items).toHaveLength(2);
    // A quick quote's rows of one submission may share their created_at (then they sort by id),
    // so compare with the old entry as quote history shows it, line for line.
    const old = await getQuote(oldId);
    expect(fresh.requote_of.items).toEqual(
      old.items.map((l: { position: number; quoted_unit_price: number; quoted_total: number }) => ({
        position: l.position,
        quoted_unit_price: l.quoted_unit_price,
        quoted_total: l.quoted_total,
      })),
    );
    expect(
      fresh.requote_of.items.map((l: { quoted_unit_price: number }) => l.quoted_unit_price).sort(),
    ).toEqual([50, 75]);
    expect(fresh.items.map((l: { quantity: number }) => l.quantity)).toEqual(
      old.items.map((l: { quantity: number }) => l.quantity),
    );
    expect(old.requoted_as.id).toBe(fresh.id);
    expect((await requote(oldId, other.cookie)).statusCode).toBe(404);
  });
});
