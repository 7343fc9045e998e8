import { sql } from "drizzle-orm";
import { boolean, check, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./common";

/**
 * Material pricing and availability, editable by an admin. Seeded from `@ingot/domain`'s MATERIALS
 * (missing rows only). Shapes and dimension ranges come from the domain catalog, not from here.
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
    updatedAt: updatedAt(),
  },
  (t) => [
    check("materials_density_positive", sql`${t.densityLbPerIn3} > 0`),
    check("materials_price_positive", sql`${t.pricePerLbCents} > 0`),
    check("materials_minimum_positive", sql`${t.minimumOrderQuantity} >= 1`),
  ],
);
