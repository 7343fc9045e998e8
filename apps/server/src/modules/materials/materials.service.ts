import {
  CATALOG,
  centsToDollars,
  type DimensionConstraint,
  type DimensionKey,
  dollarsToCents,
  findCatalogShape,
  getMaterial,
  getStockShapes,
  listStockLengths,
  type MaterialListing as MaterialListingReply,
  type MaterialUpdate,
  MESSAGES,
  type ProductType,
  type Shape,
  stockLengthsKey,
  surchargeInForce,
} from "@ingot/domain";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { materialSurcharges, materials, user } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { facilityTodayOn } from "../../lib/facility-today";
import type { CatalogMaterial, MaterialRow, MaterialsCatalog } from "./materials-catalog";

export type { MaterialRow } from "./materials-catalog";

export type MaterialListing = MaterialListingReply;

export interface DimensionConstraintListing {
  key: DimensionKey;
  label: string;
  min: number;
  max: number;
  step: number;
  unit: "in";
}

/** Every catalog entry (product type, shape, constraints) that offers this material. */
function catalogEntriesFor(code: string) {
  return CATALOG.flatMap((type) =>
    type.shapes.flatMap((shape) =>
      shape.materials
        .filter((m) => m.code === code)
        .map((m) => ({
          productType: type.productType,
          shape: shape.shape,
          dimensions: m.dimensions,
        })),
    ),
  );
}

/** Overall [min, max] of one dimension across the shapes of a material, or nulls if none uses it. */
function range(constraints: readonly DimensionConstraint[], key: DimensionKey) {
  const matching = constraints.filter((c) => c.key === key);
  if (matching.length === 0) return { min: null, max: null };
  return {
    min: Math.min(...matching.map((c) => c.min)),
    max: Math.max(...matching.map((c) => c.max)),
  };
}

export function toListing(row: CatalogMaterial, today: string): MaterialListing {
  const catalog = getMaterial(row.code);
  const entries = catalogEntriesFor(row.code);
  const constraints = entries.flatMap((e) => e.dimensions);
  const productTypes = [...new Set(entries.map((e) => e.productType))];
  const length = range(constraints, "length");
  const width = range(constraints, "width");
  const height = range(constraints, "height");
  return {
    code: row.code,
    name: row.name,
    category: row.category,
    grades: [...(catalog?.grades ?? [])],
    forms: [...(catalog?.forms ?? [])],
    product_types: productTypes,
    is_available: row.isAvailable,
    minimum_order_quantity: row.minimumOrderQuantity,
    density_lb_per_in3: row.densityLbPerIn3,
    price_per_lb: centsToDollars(row.pricePerLbCents),
    min_length_in: length.min,
    max_length_in: length.max,
    min_width_in: width.min,
    max_width_in: width.max,
    min_height_in: height.min,
    max_height_in: height.max,
    stock_lengths: listStockLengths(row.code, row.stockLengths),
    price_breaks: row.priceBreaks.map((b) => ({ ...b })),
    surcharge_per_lb: centsToDollars(
      surchargeInForce(row.surcharges, today)?.surchargePerLbCents ?? 0,
    ),
  };
}

/**
 * The stored form of an edit's stock lengths (`"Tube/Square": [240, 288]`, sorted, no
 * duplicates), or a 400 naming a shape the material is not offered in.
 */
function stockLengthsPatch(code: string, entries: MaterialUpdate["stock_lengths"]) {
  if (!entries || !getMaterial(code)) return undefined;
  const offered = getStockShapes(code);
  const errors = entries.flatMap((entry, index) =>
    offered.some((s) => s.productType === entry.product_type && s.shape === entry.shape)
      ? []
      : [
          {
            field: `stock_lengths.${index}.shape`,
            message: MESSAGES.cutList.stockShapeNotOffered(entry.shape, entry.product_type),
          },
        ],
  );
  const [first] = errors;
  if (first) throw AppError.badRequest(first.message, errors);
  return Object.fromEntries(
    entries.map((entry) => [
      stockLengthsKey(entry.product_type, entry.shape),
      [...new Set(entry.lengths_in)].sort((a, b) => a - b),
    ]),
  );
}

/**
 * Materials, their prices and availability as stored (an admin may edit them). Every read goes
 * through the catalog (the instance's cached copy, decision 014); every write through `update`,
 * which drops that copy here and on the other instances once it has committed.
 */
export interface MaterialsDeps {
  db: Database;
  /** The instance's cached copy of the table (`app.materials`), dropped on every edit. */
  materials: MaterialsCatalog;
  /** "Now" (`app.clock`): today at the facility, before which no surcharge may start. */
  clock: Clock;
}

/** A material as the admin screen lists it: its row and its surcharge history, with who entered each. */
export interface AdminMaterialRecord {
  row: MaterialRow;
  history: (typeof materialSurcharges.$inferSelect & {
    creator: { name: string; email: string } | null;
  })[];
  today: string;
}

export function createMaterialsService({ db, materials: catalog, clock }: MaterialsDeps) {
  const today = facilityTodayOn(clock);
  const find = (code: string): Promise<CatalogMaterial | undefined> => catalog.find(code);

  /** Every surcharge entry, newest effective date first (then newest made), with its admin. */
  async function surchargeHistory(): Promise<AdminMaterialRecord["history"]> {
    const rows = await db
      .select({ entry: materialSurcharges, name: user.name, email: user.email })
      .from(materialSurcharges)
      .leftJoin(user, eq(user.id, materialSurcharges.createdBy))
      .orderBy(desc(materialSurcharges.effectiveFrom), desc(materialSurcharges.createdAt));
    return rows.map(({ entry, name, email }) => ({
      ...entry,
      creator: email === null ? null : { name: name ?? "", email },
    }));
  }

  return {
    find,

    /**
     * Every material as stored, available or not, by category then name, with its surcharge
     * history newest first (the admin list).
     */
    async listAll(): Promise<AdminMaterialRecord[]> {
      const rows = await db
        .select()
        .from(materials)
        .orderBy(asc(materials.category), asc(materials.name));
      const history = await surchargeHistory();
      const date = today();
      return rows.map((row) => ({
        row,
        history: history.filter((h) => h.materialCode === row.code),
        today: date,
      }));
    },

    /** Available materials, by category then name (spec §7). */
    async listAvailable(): Promise<MaterialListing[]> {
      const { rows } = await catalog.snapshot();
      const date = today();
      return rows.filter((row) => row.isAvailable).map((row) => toListing(row, date));
    },

    /**
     * An admin's edit (PUT /v2/admin/materials/{code}); undefined for an unknown code. The reply
     * is sent only after this instance's copy is dropped, so the next price here uses the edit;
     * the other instances hear of it through the event bus.
     */
    async update(
      code: string,
      changes: MaterialUpdate,
      adminId: string | null = null,
    ): Promise<AdminMaterialRecord | undefined> {
      const stock = stockLengthsPatch(code, changes.stock_lengths);
      const date = today();
      const effectiveFrom = changes.effective_from ?? date;
      if (changes.surcharge_per_lb !== undefined && effectiveFrom < date) {
        // History is never rewritten: a surcharge starts today at the earliest (issue #22).
        const message = MESSAGES.pricing.effectiveFromBeforeToday(date);
        throw AppError.badRequest(message, [{ field: "effective_from", message }]);
      }
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(materials)
          .set({
            ...(changes.price_per_lb !== undefined
              ? { pricePerLbCents: dollarsToCents(changes.price_per_lb) }
              : {}),
            ...(changes.density_lb_per_in3 !== undefined
              ? { densityLbPerIn3: changes.density_lb_per_in3 }
              : {}),
            ...(changes.minimum_order_quantity !== undefined
              ? { minimumOrderQuantity: changes.minimum_order_quantity }
              : {}),
            ...(changes.is_available !== undefined ? { isAvailable: changes.is_available } : {}),
            // Merged in the statement, so two admins editing different shapes keep both edits.
            ...(stock
              ? { stockLengths: sql`${materials.stockLengths} || ${JSON.stringify(stock)}::jsonb` }
              : {}),
            ...(changes.price_breaks ? { priceBreaks: changes.price_breaks } : {}),
            updatedAt: new Date(),
          })
          .where(eq(materials.code, code))
          .returning();
        if (updated && changes.surcharge_per_lb !== undefined) {
          await tx.insert(materialSurcharges).values({
            materialCode: code,
            surchargePerLbCents: dollarsToCents(changes.surcharge_per_lb),
            effectiveFrom,
            createdBy: adminId,
          });
        }
        return updated;
      });
      if (!row) return undefined;
      await catalog.changed();
      return {
        row,
        history: (await surchargeHistory()).filter((h) => h.materialCode === code),
        today: date,
      };
    },

    /** The dimension inputs of a material in a product type and shape, in display order. */
    async dimensionConstraints(
      code: string,
      productType: ProductType,
      shape: Shape,
    ): Promise<DimensionConstraintListing[]> {
      const node = findCatalogShape(productType, shape);
      if (!node) throw AppError.notFound(MESSAGES.item.shapeNotOffered(shape, productType));
      const offered = node.materials.find((m) => m.code === code);
      const row = offered ? await find(code) : undefined;
      if (!offered || !row?.isAvailable) throw AppError.notFound(MESSAGES.item.materialNotFound);
      return offered.dimensions.map((c) => ({
        key: c.key,
        label: c.label,
        min: c.min,
        max: c.max,
        step: c.step,
        unit: "in" as const,
      }));
    },
  };
}

export type MaterialsService = ReturnType<typeof createMaterialsService>;
