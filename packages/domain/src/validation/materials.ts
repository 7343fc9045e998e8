import { z } from "zod";
import { DIMENSION_KEYS } from "../catalog/catalog";
import { stockLengthsEntrySchema } from "./cut-list";
import { itemSpecFields } from "./item-spec";
import { priceBreakSchema } from "./pricing";

const nullableInches = z.number().nullable();

/** GET /v2/materials: one available material with its catalog data, price and size limits. */
export const materialListingSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  grades: z.array(z.string()),
  forms: z.array(z.string()),
  product_types: z.array(itemSpecFields.product_type),
  is_available: z.boolean(),
  minimum_order_quantity: z.number().int(),
  density_lb_per_in3: z.number().describe("lb per cubic inch"),
  price_per_lb: z.number().describe("dollars per lb"),
  min_length_in: nullableInches,
  max_length_in: nullableInches,
  min_width_in: nullableInches,
  max_width_in: nullableInches,
  min_height_in: nullableInches,
  max_height_in: nullableInches,
  stock_lengths: z
    .array(stockLengthsEntrySchema)
    .describe("Bar and Tube shapes with the lengths they are stocked in (inches)"),
  price_breaks: z.array(priceBreakSchema).describe("quantity breaks (issue #22)"),
  surcharge_per_lb: z
    .number()
    .describe("dollars per lb, the metal surcharge in force today (issue #22); 0 when none"),
});
export type MaterialListing = z.output<typeof materialListingSchema>;

export const materialsListSchema = z.object({ materials: z.array(materialListingSchema) });
export type MaterialsList = z.output<typeof materialsListSchema>;

/** POST /v2/materials/dimensions: which material, in which form. */
export const dimensionsRequestSchema = z.object({
  material: itemSpecFields.material,
  product_type: itemSpecFields.product_type,
  shape: itemSpecFields.shape,
});
export type DimensionsRequest = z.input<typeof dimensionsRequestSchema>;

/** One dimension input (inches) of a material in a form. */
export const dimensionConstraintSchema = z.object({
  key: z.enum(DIMENSION_KEYS),
  label: z.string(),
  min: z.number(),
  max: z.number(),
  step: z.number(),
  unit: z.literal("in"),
});
export type DimensionConstraintListing = z.output<typeof dimensionConstraintSchema>;

export const dimensionConstraintsSchema = z.object({
  constraints: z.array(dimensionConstraintSchema),
});
export type DimensionConstraintsList = z.output<typeof dimensionConstraintsSchema>;
