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
  type MaterialStockLengths,
  type MaterialUpdate,
  MESSAGES,
  type ProductType,
  type Shape,
  stockLengthsKey,
} from "@ingot/domain";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { materials } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import type { MaterialRow, MaterialsCatalog } from "./materials-catalog";

export type { MaterialRow } from "./materials-catalog";

export interface MaterialListing {
  code: string;
  name: string;
  category: string;
  grades: string[];
  forms: string[];
  product_types: ProductType[];
  is_available: boolean;
  minimum_order_quantity: number;
  density_lb_per_in3: number;
  /** dollars */
  price_per_lb: number;
  min_length_in: number | null;
  max_length_in: number | null;
  min_width_in: number | null;
  max_width_in: number | null;
  min_height_in: number | null;
  max_height_in: number | null;
  /** Bar and Tube shapes with the lengths they are stocked in (inches) */
  stock_lengths: MaterialStockLengths[];
}

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

export function toListing(row: MaterialRow): MaterialListing {
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
}

export function createMaterialsService({ db, materials: catalog }: MaterialsDeps) {
  const find = (code: string): Promise<MaterialRow | undefined> => catalog.find(code);

  return {
    find,

    /** Every material as stored, available or not, by category then name (the admin list). */
    async listAll(): Promise<MaterialRow[]> {
      return db.select().from(materials).orderBy(asc(materials.category), asc(materials.name));
    },

    /** Available materials, by category then name (spec §7). */
    async listAvailable(): Promise<MaterialListing[]> {
      const { rows } = await catalog.snapshot();
      return rows.filter((row) => row.isAvailable).map(toListing);
    },

    /**
     * An admin's edit (PUT /v2/admin/materials/{code}); undefined for an unknown code. The reply
     * is sent only after this instance's copy is dropped, so the next price here uses the edit;
     * the other instances hear of it through the event bus.
     */
    async update(code: string, changes: MaterialUpdate): Promise<MaterialRow | undefined> {
      const stock = stockLengthsPatch(code, changes.stock_lengths);
      const [row] = await db
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
          updatedAt: new Date(),
        })
        .where(eq(materials.code, code))
        .returning();
      if (row) await catalog.changed();
      return row;
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
