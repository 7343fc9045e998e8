import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { userIdOrNull } from "./auth";
import { createdAt, flag, localDate, requiredText, updatedAt, uuidId } from "./common";

/** One stored quantity break (issue #22): from `min_quantity` pieces, `discount_percent` off the metal. */
export interface StoredPriceBreak {
  min_quantity: number;
  discount_percent: number;
}

/** Issue #22's defaults, as stored: 1 piece 0%, 10 5%, 25 8%, 50 12%, 100 15%. */
const DEFAULT_PRICE_BREAKS_SQL = sql`'[{"min_quantity":1,"discount_percent":0},{"min_quantity":10,"discount_percent":5},{"min_quantity":25,"discount_percent":8},{"min_quantity":50,"discount_percent":12},{"min_quantity":100,"discount_percent":15}]'::jsonb`;

/**
 * Material pricing and availability, editable by an admin. Seeded from `@ingot/domain`'s MATERIALS
 * (missing rows only). Shapes and dimension ranges come from the domain catalog, not from here;
 * the stock lengths a Bar or Tube shape is sold in are stored here.
 */
export const materials = pgTable(
  "materials",
  {
    code: text("code").primaryKey(),
    name: requiredText("name"),
    category: requiredText("category"),
    densityLbPerIn3: numeric("density_lb_per_in3", {
      precision: 10,
      scale: 5,
      mode: "number",
    }).notNull(),
    pricePerLbCents: integer("price_per_lb_cents").notNull(),
    minimumOrderQuantity: integer("minimum_order_quantity").notNull().default(1),
    isAvailable: flag("is_available", true),
    /**
     * Stock lengths in inches per `"<product type>/<shape>"` of Bar and Tube (issue #17), e.g.
     * `{"Tube/Square": [240, 288]}`. A shape without a key has its product type's default
     * (domain `DEFAULT_STOCK_LENGTHS_IN`: bar 144, tube 240 and 288).
     */
    stockLengths: jsonb("stock_lengths")
      .$type<Record<string, number[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * Quantity breaks (issue #22), rising in quantity and discount, the first from 1 piece
     * (domain `checkPriceBreaks`); replaced whole by an admin's edit.
     */
    priceBreaks: jsonb("price_breaks")
      .$type<StoredPriceBreak[]>()
      .notNull()
      .default(DEFAULT_PRICE_BREAKS_SQL),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("materials_density_positive", sql`${t.densityLbPerIn3} > 0`),
    check("materials_price_positive", sql`${t.pricePerLbCents} > 0`),
    check("materials_minimum_positive", sql`${t.minimumOrderQuantity} >= 1`),
  ],
);

/**
 * The metal surcharge history (issue #22): an admin adds an entry ($/lb from a date in the
 * facility's time zone); entries are never changed or deleted (a trigger of migration 0010
 * refuses UPDATE and DELETE). The surcharge in force on a date is the entry with the latest
 * `effective_from` on or before it, the latest made among entries of one date (domain
 * `surchargeInForce`); none means no surcharge.
 */
export const materialSurcharges = pgTable(
  "material_surcharges",
  {
    id: uuidId(),
    materialCode: text("material_code")
      .notNull()
      .references(() => materials.code),
    surchargePerLbCents: integer("surcharge_per_lb_cents").notNull(),
    effectiveFrom: localDate("effective_from").notNull(),
    createdAt: createdAt(),
    createdBy: userIdOrNull("created_by"),
  },
  (t) => [
    index("material_surcharges_material_idx").on(t.materialCode, t.effectiveFrom),
    check("material_surcharges_nonnegative", sql`${t.surchargePerLbCents} >= 0`),
  ],
);
