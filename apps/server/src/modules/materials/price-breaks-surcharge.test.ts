import { DEFAULT_PRICE_BREAKS, type ItemSpec, MESSAGES } from "@ingot/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp, signUpAdmin } from "../../../test/accounts";
import { nextClient } from "../../../test/admin-fixtures";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";
import { materialSurcharges } from "../../db/schema/index";
import { facilityToday } from "../../lib/facility-today";

/**
 * Issue #22 through the admin API: a material's quantity breaks and its surcharge history, the
 * refusals with their field messages, and the next price using an edit at once (decision 014's
 * cache is dropped).
 */

const ADMIN_EMAIL = "admin-22@example.com";
let app: App;
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = await signUpAdmin(app, { email: ADMIN_EMAIL, full_name: "Ada Admin" });
  customer = await signUp(app, { email: "buyer-22@example.com" });
});

afterAll(async () => {
  await app?.close();
});

const put = (code: string, body: unknown, cookie = admin.cookie) =>
  app.inject({
    method: "PUT",
    url: `/v2/admin/materials/${code}`,
    remoteAddress: nextClient(),
    headers: { cookie },
    payload: body as object,
  });

const adminMaterial = async (code: string) => {
  const res = await app.inject({
    method: "GET",
    url: "/v2/admin/materials",
    remoteAddress: nextClient(),
    headers: { cookie: admin.cookie },
  });
  return res.json().data.materials.find((m: { code: string }) => m.code === code);
};

const quote = async (item: ItemSpec) => {
  const res = await app.inject({
    method: "POST",
    url: "/v2/pricing/quote",
    remoteAddress: nextClient(),
    payload: item,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { material_cost: number };
};

/** YYYY-MM-DD n days from a YYYY-MM-DD date. */
const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

const BAR: ItemSpec = {
  material: "p20",
  product_type: "Bar",
  shape: "Square",
  dimensions: { length: 12, width: 2 },
  quantity: 10,
};

describe("quantity breaks through PUT /v2/admin/materials/{code}", () => {
  it("seeds the defaults, stores an edit, and the next price uses it", async () => {
    const seeded = await adminMaterial("p20");
    expect(seeded.price_breaks).toEqual(
      DEFAULT_PRICE_BREAKS.map((b) => ({
        min_quantity: b.minQuantity,
        discount_percent: b.discountPercent,
      })),
    );
    // 48 in³ × 0.284 = 13.632 lb × 375¢ = 5112¢ metal; 5% off = 256¢; + 400 cut = 5256¢ × 10
    expect((await quote(BAR)).material_cost).toBe(525.6);

    const breaks = [
      { min_quantity: 1, discount_percent: 0 },
      { min_quantity: 5, discount_percent: 10 },
      { min_quantity: 20, discount_percent: 20.5 },
    ];
    const res = await put("p20", { price_breaks: breaks });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.price_breaks).toEqual(breaks);
    expect((await adminMaterial("p20")).price_breaks).toEqual(breaks);
    const listed = await app.inject({ method: "GET", url: "/v2/materials" });
    expect(
      listed.json().data.materials.find((m: { code: string }) => m.code === "p20").price_breaks,
    ).toEqual(breaks);
    // 10% of 5112 = 511.2 → 511; 5112 + 400 - 511 = 5001¢ × 10
    expect((await quote(BAR)).material_cost).toBe(500.1);

    await put("p20", {
      price_breaks: DEFAULT_PRICE_BREAKS.map((b) => ({
        min_quantity: b.minQuantity,
        discount_percent: b.discountPercent,
      })),
    });
  });

  it.each([
    [
      "breaks that do not rise in quantity",
      [
        { min_quantity: 1, discount_percent: 0 },
        { min_quantity: 10, discount_percent: 5 },
        { min_quantity: 10, discount_percent: 8 },
      ],
      "price_breaks.2.min_quantity",
      MESSAGES.pricing.breakQuantityRise(10),
    ],
    [
      "breaks that do not rise in discount",
      [
        { min_quantity: 1, discount_percent: 0 },
        { min_quantity: 10, discount_percent: 5 },
        { min_quantity: 25, discount_percent: 5 },
      ],
      "price_breaks.2.discount_percent",
      MESSAGES.pricing.breakDiscountRise(5),
    ],
    [
      "breaks that do not start at 1 piece",
      [{ min_quantity: 5, discount_percent: 0 }],
      "price_breaks.0.min_quantity",
      MESSAGES.pricing.firstBreakFromOne,
    ],
  ])(
    "refuses %s with the row's field message and keeps the stored breaks",
    async (_n, breaks, field, message) => {
      const before = await adminMaterial("a500");
      const res = await put("a500", { price_breaks: breaks });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe("error");
      expect(res.json().errors).toContainEqual({ field, message });
      expect(await adminMaterial("a500")).toEqual(before);
    },
  );
});

describe("the surcharge history through PUT /v2/admin/materials/{code}", () => {
  const TUBE: ItemSpec = {
    material: "a513",
    product_type: "Tube",
    shape: "Square",
    dimensions: { length: 240, width: 2, wall: 0.125 },
    quantity: 1,
  };

  it("adds today's surcharge to the next price and keeps every entry with who made it", async () => {
    const today = facilityToday();
    const before = await quote(TUBE);
    const res = await put("a513", { surcharge_per_lb: 0.35, effective_from: today });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.surcharge_per_lb).toBe(0.35);
    // 225 in³ × 0.2836 = 63.81 lb; × 35¢ = 2233.35 → 2233¢ more
    expect((await quote(TUBE)).material_cost).toBeCloseTo(before.material_cost + 22.33, 2);

    // A later entry dated ahead is kept but not yet in force.
    const ahead = addDays(today, 30);
    const future = await put("a513", { surcharge_per_lb: 0.5, effective_from: ahead });
    expect(future.statusCode).toBe(200);
    const material = await adminMaterial("a513");
    expect(material.surcharge_per_lb).toBe(0.35);
    // The editor's default date is the facility's today, as the server sees it.
    expect(material.surcharge_earliest_from).toBe(today);
    expect(material.surcharge_history).toEqual([
      expect.objectContaining({
        surcharge_per_lb: 0.5,
        effective_from: ahead,
        in_force: false,
        created_by: { name: "Ada Admin", email: ADMIN_EMAIL },
      }),
      expect.objectContaining({ surcharge_per_lb: 0.35, effective_from: today, in_force: true }),
    ]);
    expect((await quote(TUBE)).material_cost).toBeCloseTo(before.material_cost + 22.33, 2);

    // Omitting effective_from means today; the later entry of the same day wins.
    const again = await put("a513", { surcharge_per_lb: 0.4 });
    expect(again.statusCode).toBe(200);
    expect((await adminMaterial("a513")).surcharge_history).toHaveLength(3);
    // 63.81 × 40¢ = 2552.4 → 2552¢
    expect((await quote(TUBE)).material_cost).toBeCloseTo(before.material_cost + 25.52, 2);

    // On the app's clock, the day the later entry starts: its 50¢ prices the next quote.
    app.clock.set(`${ahead}T16:00:00Z`);
    try {
      expect(await adminMaterial("a513")).toMatchObject({
        surcharge_per_lb: 0.5,
        surcharge_earliest_from: ahead,
      });
      // 63.81 × 50¢ = 3190.5 → 3191¢
      expect((await quote(TUBE)).material_cost).toBeCloseTo(before.material_cost + 31.91, 2);
    } finally {
      app.clock.reset();
    }
  });

  it.each([
    [
      "a negative surcharge",
      { surcharge_per_lb: -0.1 },
      "surcharge_per_lb",
      MESSAGES.pricing.surchargeNegative,
    ],
    [
      "a surcharge dated before today",
      { surcharge_per_lb: 0.2, effective_from: addDays(facilityToday(), -1) },
      "effective_from",
      MESSAGES.pricing.effectiveFromBeforeToday(facilityToday()),
    ],
    [
      "a surcharge in fractions of a cent",
      { surcharge_per_lb: 0.125 },
      "surcharge_per_lb",
      MESSAGES.pricing.surchargeWholeCents,
    ],
    [
      "an effective date without a surcharge",
      { effective_from: facilityToday() },
      "effective_from",
      MESSAGES.pricing.effectiveFromWithoutSurcharge,
    ],
  ])("refuses %s with a field message and adds nothing", async (_n, body, field, message) => {
    const count = async () =>
      (
        await app.db
          .select()
          .from(materialSurcharges)
          .where(eq(materialSurcharges.materialCode, "a500"))
      ).length;
    const before = await count();
    const res = await put("a500", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await count()).toBe(before);
  });

  it("is closed to customers", async () => {
    const res = await put("a500", { surcharge_per_lb: 1 }, customer.cookie);
    expect(res.statusCode).toBe(403);
    const rows = await app.db
      .select()
      .from(materialSurcharges)
      .where(eq(materialSurcharges.surchargePerLbCents, 100));
    expect(rows).toEqual([]);
  });

  it("cannot be rewritten, even in SQL", async () => {
    await put("a500", { surcharge_per_lb: 0.12 });
    const [entry] = await app.db
      .select()
      .from(materialSurcharges)
      .where(eq(materialSurcharges.materialCode, "a500"));
    expect(entry).toBeDefined();
    await expect(
      app.db.execute(
        sql`update material_surcharges set surcharge_per_lb_cents = 1 where id = ${entry?.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      app.db.execute(sql`delete from material_surcharges where id = ${entry?.id}`),
    ).rejects.toThrow();
    const [still] = await app.db
      .select()
      .from(materialSurcharges)
      .where(eq(materialSurcharges.id, entry?.id ?? ""));
    expect(still?.surchargePerLbCents).toBe(12);
  });
});
