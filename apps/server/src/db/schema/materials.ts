import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./common";

/**
 * Material pricing and availability, editable by an admin. Seeded from `@ingot/domain`'s MATERIALS
 * (missing rows only). Shapes and dimension ranges come from the domain catalog, not from here;
 * the stock lengths a Bar or Tube shape is sold in are stored here.
 */
export const materials = pgTable(
  "materials",
  {
    code: text("code").primaryKey(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    densityLbPerIn3: numeric("density_lb_per_in3", {
      precision: 10,
      scale: 5,
      mode: "number",
    }).notNull(),
    pricePerLbCents: integer("price_per_lb_cents").notNull(),
    minimumOrderQuantity: integer("minimum_order_quantity").notNull().default(1),
    isAvailable: boolean("is_available").notNull().default(true),
    /**
     * Stock lengths in inches per `"<product type>/<shape>"` of Bar and Tube (issue #17), e.g.
     * `{"Tube/Square": [240, 288]}`. A shape without a key has its product type's default
     * (domain `DEFAULT_STOCK_LENGTHS_IN`: bar 144, tube 240 and 288).
     */
    stockLengths: jsonb("stock_lengths")
      .$type<Record<string, number[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("materials_density_positive", sql`${t.densityLbPerIn3} > 0`),
    check("materials_price_positive", sql`${t.pricePerLbCents} > 0`),
    check("materials_minimum_positive", sql`${t.minimumOrderQuantity} >= 1`),
  ],
);
