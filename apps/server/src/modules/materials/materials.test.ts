import { MATERIALS } from "@ingot/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";
import { materials } from "../../db/schema/index";
import { seedMaterials } from "../../db/seed";

describe("materials", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const list = async () => {
    const res = await app.inject({ method: "GET", url: "/v2/materials" });
    expect(res.statusCode).toBe(200);
    return res.json().data.materials as Array<Record<string, unknown>>;
  };

  it("lists every seeded material, by category then name, with catalog info", async () => {
    const rows = await list();
    expect(rows.map((m) => m.code).sort()).toEqual([...MATERIALS.map((m) => m.code)].sort());
    const keys = rows.map((m) => `${m.category}|${m.name}`);
    expect(keys).toEqual([...keys].sort());

    const plate = rows.find((m) => m.code === "6061-t651");
    expect(plate).toMatchObject({
      name: "6061-T651",
      category: "aluminum",
      grades: ["6061-T651"],
      forms: ["Plate", "Bar", "Round", "Block"],
      is_available: true,
      minimum_order_quantity: 1,
      density_lb_per_in3: 0.0975,
      price_per_lb: 4.25,
      min_length_in: 12,
      max_length_in: 480,
    });
    expect(plate?.product_types).toEqual(expect.arrayContaining(["Bar", "Plate"]));
    const tube = rows.find((m) => m.code === "a500");
    expect(tube?.product_types).toEqual(["Tube"]);
    expect(tube).toMatchObject({ min_width_in: 0.5, max_width_in: 12, price_per_lb: 1.6 });
  });

  it("hides unavailable materials, and the seed never overwrites an admin's edits", async () => {
    await app.db
      .update(materials)
      .set({ isAvailable: false, pricePerLbCents: 999 })
      .where(eq(materials.code, "p20"));
    await app.db.delete(materials).where(eq(materials.code, "a513"));
    await seedMaterials(app.db);
    // Written behind the app's back (as the seed does at start): the cached copy must be told.
    app.materials.invalidate();

    const [p20] = await app.db.select().from(materials).where(eq(materials.code, "p20"));
    expect(p20).toMatchObject({ isAvailable: false, pricePerLbCents: 999 });
    const codes = (await list()).map((m) => m.code);
    expect(codes).not.toContain("p20");
    expect(codes).toContain("a513"); // missing row re-inserted

    const res = await app.inject({
      method: "POST",
      url: "/v2/materials/dimensions",
      payload: { material: "p20", product_type: "Plate", shape: "Plate" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: "error", message: "Selected material not found" });

    await app.db.update(materials).set({ isAvailable: true }).where(eq(materials.code, "p20"));
    app.materials.invalidate();
  });

  describe("POST /v2/materials/dimensions", () => {
    const post = (payload: unknown) =>
      app.inject({ method: "POST", url: "/v2/materials/dimensions", payload: payload as object });

    it("gives the constraints of plate in inches", async () => {
      const res = await post({ material: "7075", product_type: "Plate", shape: "Plate" });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.constraints).toEqual([
        { key: "length", label: "Length", min: 12, max: 480, step: 0.001, unit: "in" },
        { key: "width", label: "Width", min: 1, max: 48, step: 0.5, unit: "in" },
        { key: "height", label: "Height", min: 0.25, max: 18, step: 0.25, unit: "in" },
      ]);
    });

    it("gives tube wall and outer size", async () => {
      const res = await post({ material: "a513", product_type: "Tube", shape: "Round" });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.constraints.map((c: { key: string }) => c.key)).toEqual([
        "length",
        "diameter",
        "wall",
      ]);
    });

    it("answers 404 for a material not offered in that shape", async () => {
      const res = await post({ material: "a500", product_type: "Bar", shape: "Round" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: "error", message: "Selected material not found" });
    });

    it("answers 404 for a shape the product type does not have", async () => {
      const res = await post({ material: "6061-t651", product_type: "Plate", shape: "Round" });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Round is not available for Plate");
    });

    it("answers 400 for an unknown material", async () => {
      const res = await post({ material: "unobtainium", product_type: "Bar", shape: "Round" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: "error",
        message: "Selected material not found",
        errors: [{ field: "material", message: "Selected material not found" }],
      });
    });
  });
});
