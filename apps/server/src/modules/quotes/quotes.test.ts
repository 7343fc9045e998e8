import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";
import { user } from "../../db/schema/auth";
import { emailOutbox, materials, rfqs } from "../../db/schema/index";
import type { SessionUser } from "../../plugins/auth-guard";

const PLATE = {
  material: "6061-t651",
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 48, width: 24.5, height: 1.5 },
  quantity: 2,
};
const TUBE = {
  material: "a500",
  product_type: "Tube",
  shape: "Round",
  dimensions: { length: 240, diameter: 2.375, wall: 0.154 },
  quantity: 12,
  dfars: false,
  material_spec: "ASTM A500 Grade B",
  description: "Cut square, deburr",
};
const REQUEST = {
  name: "Ada Lovelace",
  email: "Ada@Shop.com",
  company: "Acme Machining",
  phone: "313-555-0100",
  notes: "Need certs",
  items: [PLATE],
};

/** A signed-in customer, as the accounts work's session lookup will report it. */
const CUSTOMER: SessionUser = { id: "user-ada", email: "ada@shop.com", role: "customer" };

let app: App;
let client = 0;

beforeAll(async () => {
  app = await createTestApp({
    // Stand-in for Better Auth's session check: a test header names the signed-in user.
    resolveSession: async (request) =>
      request.headers["x-test-session"] === CUSTOMER.id ? CUSTOMER : null,
  });
  await app.db.insert(user).values({ id: CUSTOMER.id, name: "Ada", email: CUSTOMER.email });
});
afterAll(async () => {
  await app.close();
});

/** Each call from its own client address, so the per-client rate limit stays out of the way. */
function submit(payload: unknown, headers: Record<string, string> = {}) {
  client++;
  return app.inject({
    method: "POST",
    url: "/v2/quotes/single",
    remoteAddress: `10.9.${Math.floor(client / 250)}.${client % 250}`,
    headers,
    payload: payload as object,
  });
}

const rowsOf = (submissionId: string) =>
  app.db.select().from(rfqs).where(eq(rfqs.submissionId, submissionId)).orderBy(rfqs.createdAt);

describe("POST /v2/quotes/single: storage", () => {
  it("stores one row per item sharing a submission id, with the exact inch values", async () => {
    const res = await submit({
      ...REQUEST,
      referral_source: "linkedin",
      items: [PLATE, TUBE],
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ items: 2, status: "submitted" });
    expect(data.submission_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.rfq_ids).toHaveLength(2);

    const rows = await rowsOf(data.submission_id);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(data.rfq_ids));
    const plate = rows.find((r) => r.material === "6061-t651");
    const tube = rows.find((r) => r.material === "a500");
    expect(plate).toMatchObject({
      userId: null,
      name: "Ada Lovelace",
      email: "ada@shop.com",
      company: "Acme Machining",
      phone: "313-555-0100",
      productType: "Plate",
      shape: "Plate",
      quantity: 2,
      length: 48,
      width: 24.5,
      height: 1.5,
      dimensions: { length: 48, width: 24.5, height: 1.5 },
      dfars: true,
      rohs: false,
      notes: "Need certs",
      materialSpec: null,
      description: null,
      referralSource: "linkedin",
      referralOther: null,
      status: "submitted",
    });
    expect(tube).toMatchObject({
      productType: "Tube",
      shape: "Round",
      quantity: 12,
      length: 240,
      width: null,
      height: null,
      dimensions: { length: 240, diameter: 2.375, wall: 0.154 },
      dfars: false,
      materialSpec: "ASTM A500 Grade B",
      description: "Cut square, deburr",
    });
  });

  it("queues one plain-text 'new RFQ' alert to sales in the outbox", async () => {
    const res = await submit({ ...REQUEST, notes: "<b>rush</b>", items: [PLATE, TUBE] });
    const id = res.json().data.submission_id;
    const alerts = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `new-rfq-alert:${id}`));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      to: app.config.email.salesEmail,
      kind: "new-rfq-alert",
      status: "pending",
      html: null,
      subject: "New RFQ from Acme Machining: 2 items",
    });
    expect(alerts[0]?.text).toContain(
      '6061-T651 - Plate: 48 in (4 ft) × 24.5" × 1.5" x 2 pcs, DFARS',
    );
    expect(alerts[0]?.text).toContain("<b>rush</b>");
  });

  it("stores the rows only with their alert: an alert the outbox refuses leaves no row", async () => {
    // The outbox refuses this company's alert for the length of the test (NOT VALID: the rows
    // already there are not checked).
    await app.db.execute(
      sql`alter table email_outbox add constraint refuses_one_alert check (subject not like '%Atomic Works%') not valid`,
    );
    try {
      const res = await submit({ ...REQUEST, company: "Atomic Works", items: [PLATE, TUBE] });
      expect(res.statusCode).toBe(500);
      const stored = await app.db.select().from(rfqs).where(eq(rfqs.company, "Atomic Works"));
      expect(stored).toHaveLength(0);
    } finally {
      await app.db.execute(sql`alter table email_outbox drop constraint refuses_one_alert`);
    }
    // The same request once the outbox takes it again: rows and alert.
    const res = await submit({ ...REQUEST, company: "Atomic Works", items: [PLATE] });
    expect(res.statusCode).toBe(201);
    expect(await rowsOf(res.json().data.submission_id)).toHaveLength(1);
  });

  it("keeps fractional inches exactly (1 1/2 = 1.5, 3/16 = 0.1875, 0.001 steps) and refuses values off spec §9's steps", async () => {
    const res = await submit({
      ...REQUEST,
      items: [{ ...PLATE, dimensions: { length: 12.001, width: 1.5, height: 0.25 } }],
    });
    const [row] = await rowsOf(res.json().data.submission_id);
    expect(row).toMatchObject({ length: 12.001, width: 1.5, height: 0.25 });

    const bar = await submit({
      ...REQUEST,
      items: [
        {
          material: "6061-t651",
          product_type: "Bar",
          shape: "Round",
          dimensions: { length: 36, diameter: 0.1875 },
          quantity: 1,
        },
      ],
    });
    const [barRow] = await rowsOf(bar.json().data.submission_id);
    expect(barRow?.dimensions).toEqual({ length: 36, diameter: 0.1875 });

    // Issue #18: a 0.3 in plate, 1.23456 in, and a 3/16 square bar of 6061 (spec: 0.125 steps).
    const refused = await submit({
      ...REQUEST,
      items: [
        { ...PLATE, dimensions: { length: 12, width: 1.23456, height: 0.3 } },
        {
          material: "6061-t651",
          product_type: "Bar",
          shape: "Square",
          dimensions: { length: 36, width: 0.1875 },
          quantity: 1,
        },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        {
          field: "items.0.dimensions.width",
          message: 'Width must be given to 0.001" (3 decimals) or as a fraction down to 1/64"',
        },
        {
          field: "items.0.dimensions.height",
          message: 'Height must be in 0.25" steps: 0.25" or 0.5"',
        },
        {
          field: "items.1.dimensions.width",
          message: 'Width must be in 0.125" steps: 0.125" or 0.25"',
        },
      ]),
    );
  });

  it("keeps the free-text referral only with 'other'", async () => {
    const other = await submit({
      ...REQUEST,
      referral_source: "other",
      other_source: "Trade show",
    });
    expect((await rowsOf(other.json().data.submission_id))[0]).toMatchObject({
      referralSource: "other",
      referralOther: "Trade show",
    });
    const google = await submit({ ...REQUEST, referral_source: "google", other_source: "ignored" });
    expect((await rowsOf(google.json().data.submission_id))[0]).toMatchObject({
      referralSource: "google",
      referralOther: null,
    });
  });

  it("stores HTML and script in notes and description as plain text", async () => {
    const script = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const res = await submit({
      ...REQUEST,
      notes: script,
      items: [{ ...PLATE, description: script }],
    });
    expect(res.statusCode).toBe(201);
    const [row] = await rowsOf(res.json().data.submission_id);
    expect(row?.notes).toBe(script);
    expect(row?.description).toBe(script);
  });
});

describe("POST /v2/quotes/single: who is asking", () => {
  it("takes user_id from the session and ignores one in the body; no referral when signed in", async () => {
    const res = await submit(
      { ...REQUEST, user_id: "someone-else", referral_source: "x" },
      { "x-test-session": CUSTOMER.id },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await rowsOf(res.json().data.submission_id);
    expect(row?.userId).toBe(CUSTOMER.id);
    expect(row?.referralSource).toBeNull();
  });

  it("never trusts a user_id in the body of a signed-out request", async () => {
    const res = await submit({ ...REQUEST, user_id: CUSTOMER.id });
    expect(res.statusCode).toBe(201);
    const [row] = await rowsOf(res.json().data.submission_id);
    expect(row?.userId).toBeNull();
  });
});

describe("POST /v2/quotes/single: rejections", () => {
  const cases: [string, unknown, { field: string; message: string }][] = [
    [
      "an unknown material",
      { ...REQUEST, items: [{ ...PLATE, material: "unobtainium" }] },
      { field: "items.0.material", message: "Selected material not found" },
    ],
    [
      "a material not offered in the shape",
      { ...REQUEST, items: [PLATE, { ...PLATE, material: "a513" }] },
      { field: "items.1.material", message: "Selected material not found" },
    ],
    [
      "a quantity over 500",
      { ...REQUEST, items: [{ ...PLATE, quantity: 501 }] },
      { field: "items.0.quantity", message: "Maximum quantity is 500" },
    ],
    [
      "a zero quantity",
      { ...REQUEST, items: [{ ...PLATE, quantity: 0 }] },
      { field: "items.0.quantity", message: "Quantity must be greater than 0" },
    ],
    [
      "a length below the catalog range",
      { ...REQUEST, items: [{ ...PLATE, dimensions: { length: 6, width: 12, height: 1 } }] },
      { field: "items.0.dimensions.length", message: 'Length must be at least 12"' },
    ],
    [
      "a width over the catalog range",
      { ...REQUEST, items: [{ ...PLATE, dimensions: { length: 48, width: 97, height: 1 } }] },
      { field: "items.0.dimensions.width", message: 'Width cannot exceed 96"' },
    ],
    [
      "a missing dimension",
      { ...REQUEST, items: [{ ...PLATE, dimensions: { length: 48, width: 12 } }] },
      { field: "items.0.dimensions.height", message: "Height is required" },
    ],
    [
      "a dimension as text",
      { ...REQUEST, items: [{ ...PLATE, dimensions: { length: "1 1/2", width: 12, height: 1 } }] },
      { field: "items.0.dimensions.length", message: "Length must be a number" },
    ],
    [
      "no items",
      { ...REQUEST, items: [] },
      { field: "items", message: "Please add at least one item" },
    ],
    [
      "a blank name",
      { ...REQUEST, name: "  " },
      { field: "name", message: "This field is required" },
    ],
    [
      "a malformed email",
      { ...REQUEST, email: "ada at shop" },
      { field: "email", message: "Please enter a valid email address" },
    ],
    [
      "a blank company",
      { ...REQUEST, company: "" },
      { field: "company", message: "This field is required" },
    ],
    [
      "an unknown referral source",
      { ...REQUEST, referral_source: "tiktok" },
      { field: "referral_source", message: expect.any(String) as unknown as string },
    ],
  ];

  it.each(cases)("answers 400 for %s and stores nothing", async (_name, payload, error) => {
    const before = (await app.db.select({ id: rfqs.id }).from(rfqs)).length;
    const res = await submit(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe("error");
    expect(res.json().errors).toContainEqual(error);
    expect((await app.db.select({ id: rfqs.id }).from(rfqs)).length).toBe(before);
  });

  it("refuses a material an admin made unavailable, naming the line", async () => {
    await app.db.update(materials).set({ isAvailable: false }).where(eq(materials.code, "p20"));
    app.materials.invalidate();
    try {
      const res = await submit({
        ...REQUEST,
        items: [
          PLATE,
          { ...PLATE, material: "p20", dimensions: { length: 48, width: 24, height: 1 } },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: "error",
        message: "Selected material not found",
        errors: [{ field: "items.1.material", message: "Selected material not found" }],
      });
    } finally {
      await app.db.update(materials).set({ isAvailable: true }).where(eq(materials.code, "p20"));
      app.materials.invalidate();
    }
  });

  it("applies the stored minimum order quantity", async () => {
    await app.db
      .update(materials)
      .set({ minimumOrderQuantity: 5 })
      .where(eq(materials.code, "6061-t651"));
    app.materials.invalidate();
    try {
      const res = await submit(REQUEST);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: "items.0.quantity", message: "Minimum quantity is 5" },
      ]);
    } finally {
      await app.db
        .update(materials)
        .set({ minimumOrderQuantity: 1 })
        .where(eq(materials.code, "6061-t651"));
      app.materials.invalidate();
    }
  });

  it("is rate limited per client", async () => {
    const send = () =>
      app.inject({
        method: "POST",
        url: "/v2/quotes/single",
        remoteAddress: "10.99.0.1",
        payload: REQUEST,
      });
    let last = await send();
    for (let i = 0; i < 15 && last.statusCode !== 429; i++) last = await send();
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe("Too many requests. Please wait a minute and try again.");
    // Another client is not affected.
    expect((await submit(REQUEST)).statusCode).toBe(201);
  });

  it("appears in the OpenAPI document as a public route", async () => {
    const res = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(Object.keys(res.json().paths)).toContain("/v2/quotes/single");
  });
});
