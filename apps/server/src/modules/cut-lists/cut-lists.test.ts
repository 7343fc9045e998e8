import { centsToDollars, MATERIALS, planCutList, priceCutList } from "@ingot/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUpAdmin } from "../../../test/accounts";
import { TUBE_CUT_LIST } from "../../../test/checkout-fixtures";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";
import { materials } from "../../db/schema/index";

const ADMIN_EMAIL = "admin-17@example.com";
let clientNo = 0;
/** Each call from its own client address, so the per-client rate limits stay out of the way. */
const nextClient = () => `10.17.${Math.floor(++clientNo / 250)}.${clientNo % 250}`;
const A500 = MATERIALS.find((m) => m.code === "a500");

/** The contract's reply fields (issue #17), no more and no fewer. */
const REPLY_FIELDS = [
  "bars",
  "stock_count",
  "lower_bound",
  "yield_percent",
  "cost_cut_to_size",
  "cost_full_lengths",
  "savings",
] as const;

let app: App;
let admin: SignedIn;

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = await signUpAdmin(app, { email: ADMIN_EMAIL, full_name: "Ada Admin" });
});
afterAll(async () => {
  await app?.close();
});

const optimize = (payload: unknown) =>
  app.inject({
    method: "POST",
    url: "/v2/cut-lists/optimize",
    remoteAddress: nextClient(),
    payload: payload as object,
  });

describe("POST /v2/cut-lists/optimize", () => {
  it("answers the contract: the domain's plan at the default kerf and drop, and both prices", async () => {
    if (!A500) throw new Error("a500 missing");
    const res = await optimize(TUBE_CUT_LIST);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual([...REPLY_FIELDS].sort());
    const plan = planCutList({
      pieces: TUBE_CUT_LIST.pieces,
      stockLengths: [240, 288],
      kerf: 0.125,
      minDrop: 12,
    });
    expect(data.bars).toEqual(
      plan.bars.map((bar) => ({
        stock_length: bar.stockLength,
        cuts: bar.cuts.map(({ length, label, offset }) => ({ length, label, offset })),
        drop: bar.drop,
        drop_usable: bar.dropUsable,
      })),
    );
    expect(data.stock_count).toBe(plan.stockCount);
    expect(data.lower_bound).toBe(plan.lowerBound);
    expect(data.yield_percent).toBe(plan.yieldPercent);
    const prices = priceCutList({
      product_type: "Tube",
      shape: "Square",
      dimensions: TUBE_CUT_LIST.dimensions,
      pieces: TUBE_CUT_LIST.pieces,
      plan,
      pricing: A500,
    });
    expect(data.cost_cut_to_size).toBe(centsToDollars(prices.cutToSizeCents));
    expect(data.cost_full_lengths).toBe(centsToDollars(prices.fullLengthsCents));
    expect(data.savings).toBe(centsToDollars(prices.savingsCents));
    // Every piece once; the labels come back on their cuts.
    const cuts = data.bars.flatMap((bar: { cuts: { label: string | null }[] }) => bar.cuts);
    expect(cuts).toHaveLength(37);
    expect(cuts.filter((cut: { label: string | null }) => cut.label === "Post")).toHaveLength(6);
    expect(cuts.filter((cut: { label: string | null }) => cut.label === null)).toHaveLength(8);
  });

  it("prices the cut-to-size option as the instant quote prices each line", async () => {
    let total = 0;
    for (const piece of TUBE_CUT_LIST.pieces) {
      const res = await app.inject({
        method: "POST",
        url: "/v2/pricing/quote",
        remoteAddress: nextClient(),
        payload: {
          material: "a500",
          product_type: "Tube",
          shape: "Square",
          dimensions: { ...TUBE_CUT_LIST.dimensions, length: Math.max(12, piece.length) },
          quantity: piece.quantity,
        },
      });
      total += res.json().data.material_cost * 100;
    }
    const res = await optimize(TUBE_CUT_LIST);
    expect(res.json().data.cost_cut_to_size).toBe(Math.round(total) / 100);
  });

  it("is deterministic: the same request gives the same plan", async () => {
    const first = (await optimize(TUBE_CUT_LIST)).json();
    const second = (await optimize(TUBE_CUT_LIST)).json();
    expect(second).toEqual(first);
  });

  it("narrows the stock with stock_lengths and honours kerf and min_drop", async () => {
    const res = await optimize({ ...TUBE_CUT_LIST, stock_lengths: [288], kerf: 0, min_drop: 480 });
    expect(res.statusCode).toBe(200);
    const { bars } = res.json().data;
    expect(new Set(bars.map((bar: { stock_length: number }) => bar.stock_length))).toEqual(
      new Set([288]),
    );
    expect(bars.every((bar: { drop_usable: boolean }) => !bar.drop_usable)).toBe(true);
  });

  it("counts lower_bound's kerfs as a plan has them: n - b, none after a bar's last piece", async () => {
    // Two pieces and the one kerf between them fill 240 in exactly: one bar, bound 1 (counting a
    // kerf after every piece, 240.125 in, would claim two).
    const exact = await optimize({
      ...TUBE_CUT_LIST,
      pieces: [{ length: 119.9375, quantity: 2 }],
      stock_lengths: [240],
      kerf: 0.125,
    });
    expect(exact.json().data).toMatchObject({
      lower_bound: 1,
      stock_count: 1,
      bars: [{ stock_length: 240, drop: 0, drop_usable: false }],
    });
    // One sixteenth more and the kerf no longer fits: ceil((240.125 + 2 × 0.125) / 240.125) = 2.
    const over = await optimize({
      ...TUBE_CUT_LIST,
      pieces: [
        { length: 119.9375, quantity: 1 },
        { length: 120, quantity: 1 },
      ],
      stock_lengths: [240],
    });
    expect(over.json().data).toMatchObject({ lower_bound: 2, stock_count: 2 });
  });

  it("answers 400 with a field message for stock the material is not sold in", async () => {
    const res = await optimize({ ...TUBE_CUT_LIST, stock_lengths: [240, 300] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: "error",
      message:
        "300 in (25 ft) is not a stock length of this material (stocked: 240 in (20 ft), 288 in (24 ft))",
      errors: [
        {
          field: "stock_lengths.1",
          message:
            "300 in (25 ft) is not a stock length of this material (stocked: 240 in (20 ft), 288 in (24 ft))",
        },
      ],
    });
  });

  it("answers 400 naming a piece longer than every allowed stock length", async () => {
    const res = await optimize({
      ...TUBE_CUT_LIST,
      stock_lengths: [240],
      pieces: [...TUBE_CUT_LIST.pieces, { length: 250, quantity: 1, label: "Beam" }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: "pieces.5.length",
        message:
          'Piece 6 "Beam" is 250 in (20.833 ft), longer than every stock length (the longest is 240 in (20 ft))',
      },
    ]);
  });

  it("answers 400 for more than 2,000 pieces", async () => {
    const res = await optimize({
      ...TUBE_CUT_LIST,
      pieces: [
        { length: 10, quantity: 1500 },
        { length: 12, quantity: 501 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "pieces", message: "A cut list holds at most 2,000 pieces; this one has 2,001" },
    ]);
  });

  it("answers 400 for bad input with the item spec's messages, and for plates", async () => {
    const cases: [unknown, string, string][] = [
      [
        { ...TUBE_CUT_LIST, dimensions: { width: 2, wall: 1.5 } },
        "dimensions.wall",
        'Wall cannot exceed 0.75"',
      ],
      [{ ...TUBE_CUT_LIST, dimensions: { wall: 0.125 } }, "dimensions.width", "Width is required"],
      [{ ...TUBE_CUT_LIST, material: "6061-t651" }, "material", "Selected material not found"],
      [
        { ...TUBE_CUT_LIST, product_type: "Plate" },
        "product_type",
        "The cut-list planner plans Bar and Tube stock",
      ],
      [{ ...TUBE_CUT_LIST, pieces: [] }, "pieces", "Add at least one piece"],
      [
        { ...TUBE_CUT_LIST, pieces: [{ length: 10, quantity: 1.5 }] },
        "pieces.0.quantity",
        "Quantity must be a whole number",
      ],
      [{ ...TUBE_CUT_LIST, kerf: 2 }, "kerf", "Kerf must be between 0 and 1 in"],
      [
        { ...TUBE_CUT_LIST, pieces: [{ length: 10, quantity: 1, label: "x".repeat(61) }] },
        "pieces.0.label",
        "Must be at most 60 characters",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await optimize(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, field).toContainEqual({ field, message });
    }
  });

  it("is public and limited like the instant price: 120 a minute per client, then 429", async () => {
    const small = { ...TUBE_CUT_LIST, pieces: [{ length: 30, quantity: 2 }] };
    const price = {
      material: "a500",
      product_type: "Tube",
      shape: "Square",
      dimensions: { width: 2, wall: 0.125, length: 30 },
      quantity: 2,
    };
    const limitOf = async (url: string, payload: object, remoteAddress: string) => {
      for (let sent = 1; sent <= 130; sent++) {
        const res = await app.inject({ method: "POST", url, remoteAddress, payload });
        if (res.statusCode === 429) {
          expect(res.json().message).toBe("Too many requests. Please wait a minute and try again.");
          return sent - 1;
        }
        expect(res.statusCode, url).toBe(200);
      }
      return Number.POSITIVE_INFINITY;
    };
    const planned = await limitOf("/v2/cut-lists/optimize", small, "10.117.0.1");
    expect(planned).toBe(120);
    expect(planned).toBe(await limitOf("/v2/pricing/quote", price, "10.117.0.2"));
    // Another client is not affected.
    expect((await optimize(small)).statusCode).toBe(200);
  });

  it("is in the OpenAPI document with its request and reply", async () => {
    const res = await app.inject({ method: "GET", url: "/api/docs/json" });
    const operation = res.json().paths["/v2/cut-lists/optimize"]?.post;
    expect(operation).toBeDefined();
    const body = JSON.stringify(operation.requestBody);
    for (const field of [
      "product_type",
      "dimensions",
      "pieces",
      "stock_lengths",
      "kerf",
      "min_drop",
    ])
      expect(body).toContain(`"${field}"`);
    const reply = JSON.stringify(operation.responses["200"]);
    for (const field of [...REPLY_FIELDS, "stock_length", "cuts", "offset", "drop_usable"])
      expect(reply).toContain(`"${field}"`);
    expect(reply).toContain("(longest stock length + kerf)");
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["400", "429"]));
  });

  it("refuses a material an admin made unavailable", async () => {
    await app.db.update(materials).set({ isAvailable: false }).where(eq(materials.code, "a513"));
    app.materials.invalidate();
    try {
      const res = await optimize({ ...TUBE_CUT_LIST, material: "a513" });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: "material", message: "Selected material not found" },
      ]);
    } finally {
      await app.db.update(materials).set({ isAvailable: true }).where(eq(materials.code, "a513"));
      app.materials.invalidate();
    }
  });
});

describe("stock lengths in the materials editor", () => {
  const edit = (code: string, body: unknown) =>
    app.inject({
      method: "PUT",
      url: `/v2/admin/materials/${code}`,
      remoteAddress: nextClient(),
      headers: { cookie: admin.cookie },
      payload: body as object,
    });

  it("lists the defaults: bar 12 ft, tube 20 and 24 ft, for every Bar and Tube shape", async () => {
    const res = await app.inject({ method: "GET", url: "/v2/materials" });
    const byCode = new Map(
      res
        .json()
        .data.materials.map((m: { code: string; stock_lengths: unknown }) => [
          m.code,
          m.stock_lengths,
        ]),
    );
    expect(byCode.get("a500")).toEqual([
      { product_type: "Tube", shape: "Square", lengths_in: [240, 288] },
      { product_type: "Tube", shape: "Rectangle", lengths_in: [240, 288] },
      { product_type: "Tube", shape: "Round", lengths_in: [240, 288] },
    ]);
    expect(byCode.get("6061-t651")).toEqual([
      { product_type: "Bar", shape: "Round", lengths_in: [144] },
      { product_type: "Bar", shape: "Square", lengths_in: [144] },
      { product_type: "Bar", shape: "Rectangle", lengths_in: [144] },
    ]);
  });

  it("an admin's edit is stored, shown, and planned with at once (the cache is dropped)", async () => {
    // Warm the catalog first, so a stale copy would show.
    expect((await optimize(TUBE_CUT_LIST)).statusCode).toBe(200);
    const res = await edit("a500", {
      stock_lengths: [{ product_type: "Tube", shape: "Square", lengths_in: [288, 480, 288] }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.stock_lengths).toContainEqual({
      product_type: "Tube",
      shape: "Square",
      lengths_in: [288, 480],
    });
    // The other shapes keep theirs.
    expect(res.json().data.stock_lengths).toContainEqual({
      product_type: "Tube",
      shape: "Round",
      lengths_in: [240, 288],
    });
    const [row] = await app.db.select().from(materials).where(eq(materials.code, "a500"));
    expect(row?.stockLengths["Tube/Square"]).toEqual([288, 480]);

    const planned = await optimize(TUBE_CUT_LIST);
    const lengths = new Set(
      planned.json().data.bars.map((bar: { stock_length: number }) => bar.stock_length),
    );
    expect([...lengths].every((length) => length === 288 || length === 480)).toBe(true);
    const narrowed = await optimize({ ...TUBE_CUT_LIST, stock_lengths: [240] });
    expect(narrowed.statusCode).toBe(400);

    await edit("a500", {
      stock_lengths: [{ product_type: "Tube", shape: "Square", lengths_in: [240, 288] }],
    });
  });

  it("refuses a shape the material is not sold in and lengths out of range, changing nothing", async () => {
    const before = (await app.db.select().from(materials).where(eq(materials.code, "p20")))[0];
    const wrongShape = await edit("p20", {
      stock_lengths: [{ product_type: "Tube", shape: "Square", lengths_in: [240] }],
    });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().errors).toEqual([
      { field: "stock_lengths.0.shape", message: "Square Tube is not offered in this material" },
    ]);
    const tooLong = await edit("p20", {
      stock_lengths: [{ product_type: "Bar", shape: "Round", lengths_in: [600] }],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      {
        field: "stock_lengths.0.lengths_in.0",
        message: "Stock lengths are 12 to 480 in (1 to 40 ft)",
      },
    ]);
    const empty = await edit("p20", {
      stock_lengths: [{ product_type: "Bar", shape: "Round", lengths_in: [] }],
    });
    expect(empty.statusCode).toBe(400);
    const after = (await app.db.select().from(materials).where(eq(materials.code, "p20")))[0];
    expect(after?.stockLengths).toEqual(before?.stockLengths);
  });

  it("keeps both of two concurrent edits of different shapes", async () => {
    const [one, two] = await Promise.all([
      edit("a513", {
        stock_lengths: [{ product_type: "Tube", shape: "Round", lengths_in: [120] }],
      }),
      edit("a513", {
        stock_lengths: [{ product_type: "Tube", shape: "Square", lengths_in: [144] }],
      }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const [row] = await app.db.select().from(materials).where(eq(materials.code, "a513"));
    expect(row?.stockLengths).toMatchObject({ "Tube/Round": [120], "Tube/Square": [144] });
  });

  it("is for admins only", async () => {
    const res = await app.inject({
      method: "PUT",
      url: "/v2/admin/materials/a500",
      remoteAddress: nextClient(),
      payload: { stock_lengths: [{ product_type: "Tube", shape: "Square", lengths_in: [12] }] },
    });
    expect(res.statusCode).toBe(401);
  });
});
