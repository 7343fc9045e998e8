import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp } from "../../../test/accounts";
import { createTestApp } from "../../../test/helper";
import { multiLineBody, PLATE_ITEM, TUBE_ITEM } from "../../../test/quote-fixtures";
import type { App } from "../../app";
import { emailOutbox, rfqItems, rfqRequests } from "../../db/schema/index";

let app: App;
let ada: SignedIn;
let client = 0;

beforeAll(async () => {
  app = await createTestApp();
  ada = await signUp(app, { email: "ada@shop.example" });
});
afterAll(async () => {
  await app.close();
});

function submit(payload: unknown, cookie?: string) {
  client++;
  return app.inject({
    method: "POST",
    url: "/v2/quotes/multi-line",
    remoteAddress: `10.7.${Math.floor(client / 250)}.${client % 250}`,
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
}

describe("POST /v2/quotes/multi-line", () => {
  it("answers 401 with the spec's words when signed out, whatever the body", async () => {
    for (const payload of [multiLineBody(), {}]) {
      const res = await submit(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: "error",
        message:
          "Please sign in to submit a detailed RFQ. This protects your business information and allows you to track your quotes.",
      });
    }
    expect(await app.db.select().from(rfqRequests)).toEqual([]);
  });

  it("stores one request and its lines, status submitted, user from the session only", async () => {
    const res = await submit(multiLineBody({ user_id: "someone-else" }), ada.cookie);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      kind: "multi-line",
      status: "submitted",
      user_id: ada.userId,
      name: "Ada Lovelace",
      company: "Analytical Engines",
      email: "ada@shop.example",
      rohs: true,
      dfars: true,
      item_count: 3,
      total_pieces: 19,
      quoted_total: null,
    });
    expect(data.request_number).toMatch(/^RFQ-[0-9A-F]{8}$/);
    expect(data.items.map((item: { position: number }) => item.position)).toEqual([1, 2, 3]);
    expect(data.items[0]).toMatchObject({
      material: "6061-t651",
      material_label: "6061-T651",
      material_spec: "AMS 4027",
      dimensions: { length: 48, width: 24.5, height: 1.5 },
      quantity: 2,
      dfars: true,
      description: "Fixture plates",
      quoted_unit_price: null,
    });
    expect(data.items[1]).toMatchObject({
      shape: "Round",
      dimensions: { length: 36, diameter: 4 },
    });
    expect(data.items[2]).toMatchObject({ dimensions: { length: 240, width: 2, wall: 0.125 } });

    const [stored] = await app.db.select().from(rfqRequests).where(eq(rfqRequests.id, data.id));
    expect(stored?.userId).toBe(ada.userId);
    const lines = await app.db.select().from(rfqItems).where(eq(rfqItems.rfqRequestId, data.id));
    expect(lines).toHaveLength(3);

    const alerts = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `rfq-alert:${data.id}`));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.to).toBe(app.config.email.salesEmail);
    expect(alerts[0]?.subject).toContain(data.request_number);
    expect(alerts[0]?.text).toContain("Analytical Engines");
  });

  it("rejects a request without name, company or items, each field named", async () => {
    const res = await submit(multiLineBody({ name: " ", company: "", items: [] }), ada.cookie);
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["name", "company", "items"]));
  });

  it("rejects an item out of the catalog's range with the spec's message", async () => {
    const res = await submit(
      multiLineBody({
        items: [{ ...PLATE_ITEM, dimensions: { length: 500, width: 24, height: 1 } }],
      }),
      ada.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: "items.0.dimensions.length",
      message: 'Length cannot exceed 480"',
    });
  });

  it("stores nothing when a line fails to insert (one transaction)", async () => {
    const before = await app.db.select().from(rfqRequests);
    const outboxBefore = await app.db.select().from(emailOutbox);
    await app.db.execute(
      sql.raw(`
        create function test_fail_second_item() returns trigger language plpgsql as $$
        begin
          if new.position = 1 then raise exception 'forced failure on the second item'; end if;
          return new;
        end $$`),
    );
    await app.db.execute(
      sql.raw(`
        create trigger test_fail_second_item before insert on rfq_items
          for each row execute function test_fail_second_item()`),
    );
    try {
      const res = await submit(multiLineBody({ items: [PLATE_ITEM, TUBE_ITEM] }), ada.cookie);
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toContain("forced failure");
    } finally {
      await app.db.execute(sql.raw("drop trigger test_fail_second_item on rfq_items"));
      await app.db.execute(sql.raw("drop function test_fail_second_item()"));
    }
    expect(await app.db.select().from(rfqRequests)).toHaveLength(before.length);
    expect(await app.db.select().from(emailOutbox)).toHaveLength(outboxBefore.length);
  });
});

describe("POST /v2/quotes/bill-of-materials", () => {
  const read = (text: string, cookie?: string) =>
    app.inject({
      method: "POST",
      url: "/v2/quotes/bill-of-materials",
      headers: cookie ? { cookie } : {},
      payload: { text },
    });

  it("reads the valid rows and reports every bad row", async () => {
    const csv = [
      "Material,Spec,Length (ft),Width,Height,Qty,Description",
      "6061,AMS 4027,4,24,1 1/2,3,Base plates",
      "brass,,4,24,1,3,",
      "7075-T6,,41,12,0.5,0,",
      "P20,,2,12,abc,1,",
    ].join("\n");
    const res = await read(csv, ada.cookie);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.has_header).toBe(true);
    expect(data.invalid_rows).toBe(3);
    expect(data.items).toEqual([
      {
        material: "6061-t651",
        product_type: "Plate",
        shape: "Plate",
        dimensions: { length: 48, width: 24, height: 1.5 },
        quantity: 3,
        dfars: true,
        material_spec: "AMS 4027",
        description: "Base plates",
      },
    ]);
    expect(data.rows).toEqual([
      { row: 1, valid: true, errors: [] },
      {
        row: 2,
        valid: false,
        errors: [{ field: "material", message: 'Unknown material "brass"' }],
      },
      {
        row: 3,
        valid: false,
        errors: [
          { field: "length", message: "Length cannot exceed 40 ft" },
          { field: "quantity", message: "Quantity must be greater than 0" },
        ],
      },
      {
        row: 4,
        valid: false,
        errors: [{ field: "height", message: "Invalid format. Use: 1/2, 1 1/2, 2.5, or 3" }],
      },
    ]);
  });

  it("answers 400 for nothing to read, and 401 signed out", async () => {
    const empty = await read("\n\n", ada.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Paste or upload at least one row");
    expect((await read("6061,,4,24,1,1,")).statusCode).toBe(401);
  });
});
