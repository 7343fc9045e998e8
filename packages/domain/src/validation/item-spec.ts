import { z } from "zod";
import {
  DIMENSION_KEYS,
  DIMENSION_LABELS,
  type DimensionKey,
  PRODUCT_TYPES,
  SHAPES,
} from "../catalog/catalog";
import { findCatalogShape } from "../catalog/find-catalog-shape";
import { getMaterial } from "../catalog/get-material";
import { isMaterialCode } from "../catalog/is-material-code";
import { MATERIAL_CODES, type MaterialCode } from "../catalog/materials";
import { QUANTITY_MAX, QUANTITY_MIN } from "../constants";
import { checkDimensionStep } from "../dimensions/check-dimension-step";
import { MESSAGES } from "../messages";

/**
 * The item spec (decisions §12): `{ material, product_type, shape, dimensions, quantity }`, every
 * dimension in inches. Checked against the catalog with the spec's exact messages (spec §5), each
 * issue on the path of the field it is about (e.g. ["dimensions", "length"]).
 *
 * - A material that is unknown, unavailable, or not offered for the product type and shape:
 *   'Selected material not found' on ["material"]; none given: 'Please select a material'.
 * - Each dimension the shape uses is required and checked against the catalog's min, max and
 *   step (spec §9: plate thickness 0.25 in, the listed width steps, 0.001 in elsewhere).
 *   A dimension the shape does not use is rejected (not silently dropped), so a caller never
 *   believes a value was priced when it was not. Unknown keys in `dimensions` are rejected too.
 * - Tube wall must be less than half the smallest outer dimension (decisions §4).
 * - Quantity: a whole number, > 0, at least the material's minimum, at most 500.
 * - Numbers must be finite (zod 4 rejects NaN and ±Infinity); absurd values fail the range checks.
 *
 * All independent problems are reported together so a form can show every field at once.
 */

export interface ItemSpecSchemaOptions {
  /** Minimum order quantity of a material (the database's value). Default: MATERIALS. */
  minimumOrderQuantity?: (code: MaterialCode) => number | undefined;
  /** Whether a material may be ordered now (the database's is_available). Default: always. */
  isAvailable?: (code: MaterialCode) => boolean;
}

const dimensionField = (key: DimensionKey) =>
  z.number({ error: MESSAGES.item.dimensionNotANumber(DIMENSION_LABELS[key]) }).optional();

export const dimensionsSchema = z.strictObject({
  length: dimensionField("length"),
  width: dimensionField("width"),
  height: dimensionField("height"),
  diameter: dimensionField("diameter"),
  wall: dimensionField("wall"),
});

const quantitySchema = z
  .number({ error: MESSAGES.item.quantityNotANumber })
  .superRefine((quantity, ctx) => {
    if (quantity <= 0) ctx.addIssue({ code: "custom", message: MESSAGES.item.quantityPositive });
    else if (!Number.isInteger(quantity))
      ctx.addIssue({ code: "custom", message: MESSAGES.item.quantityWhole });
    else if (quantity > QUANTITY_MAX)
      ctx.addIssue({ code: "custom", message: MESSAGES.item.quantityMaximum(QUANTITY_MAX) });
  });

const isBlank = (input: unknown) => input === undefined || input === null || input === "";

/** The fields of an item spec, for schemas that extend it (quote items). */
export const itemSpecFields = {
  material: z.enum(MATERIAL_CODES, {
    error: (issue) =>
      isBlank(issue.input) ? MESSAGES.item.selectMaterial : MESSAGES.item.materialNotFound,
  }),
  product_type: z.enum(PRODUCT_TYPES, { error: MESSAGES.item.selectProductType }),
  shape: z.enum(SHAPES, { error: MESSAGES.item.selectShape }),
  dimensions: dimensionsSchema.describe(
    "Inches. Plate: length, width, height; round bar: length, diameter; square bar: length, width; " +
      "rectangle bar: length, width, height; tubes add wall (round tube uses diameter).",
  ),
  quantity: quantitySchema.describe("Whole number of pieces, 1 to 500"),
};

type Ctx = z.RefinementCtx;

const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/**
 * The catalog checks of an item spec. Runs even when some fields failed their own checks, so it
 * reads every field defensively and only reports what the field checks did not.
 */
export function refineItemSpec(value: unknown, ctx: Ctx, options: ItemSpecSchemaOptions = {}) {
  if (typeof value !== "object" || value === null) return;
  const item = value as Record<string, unknown>;
  const { material, product_type: productType, shape, quantity } = item;
  const dimensions =
    typeof item.dimensions === "object" && item.dimensions !== null
      ? (item.dimensions as Record<string, unknown>)
      : undefined;

  const code = isMaterialCode(material) ? material : undefined;
  if (code && options.isAvailable && !options.isAvailable(code)) {
    ctx.addIssue({ code: "custom", message: MESSAGES.item.materialNotFound, path: ["material"] });
    return;
  }

  if (code && isNumber(quantity) && Number.isInteger(quantity) && quantity <= QUANTITY_MAX) {
    const minimum =
      options.minimumOrderQuantity?.(code) ??
      getMaterial(code)?.minimumOrderQuantity ??
      QUANTITY_MIN;
    if (quantity > 0 && quantity < minimum) {
      ctx.addIssue({
        code: "custom",
        message: MESSAGES.item.quantityMinimum(minimum),
        path: ["quantity"],
      });
    }
  }

  if (
    !(PRODUCT_TYPES as readonly unknown[]).includes(productType) ||
    !(SHAPES as readonly unknown[]).includes(shape)
  ) {
    return;
  }
  const node = findCatalogShape(productType as string, shape as string);
  if (!node) {
    ctx.addIssue({
      code: "custom",
      message: MESSAGES.item.shapeNotOffered(shape as string, productType as string),
      path: ["shape"],
    });
    return;
  }
  if (!code) return;
  const offered = node.materials.find((entry) => entry.code === code);
  if (!offered) {
    ctx.addIssue({ code: "custom", message: MESSAGES.item.materialNotFound, path: ["material"] });
    return;
  }
  if (!dimensions) return;

  const inRange = new Set<DimensionKey>();
  for (const constraint of offered.dimensions) {
    const raw = dimensions[constraint.key];
    const path = ["dimensions", constraint.key];
    if (raw === undefined) {
      ctx.addIssue({
        code: "custom",
        message: MESSAGES.item.dimensionRequired(constraint.label),
        path,
      });
    } else if (isNumber(raw)) {
      if (raw < constraint.min) {
        ctx.addIssue({
          code: "custom",
          message: MESSAGES.item.dimensionMin(constraint.label, constraint.min),
          path,
        });
      } else if (raw > constraint.max) {
        ctx.addIssue({
          code: "custom",
          message: MESSAGES.item.dimensionMax(constraint.label, constraint.max),
          path,
        });
      } else {
        const stepError = checkDimensionStep(raw, constraint);
        if (stepError) ctx.addIssue({ code: "custom", message: stepError, path });
        else inRange.add(constraint.key);
      }
    }
  }

  for (const key of DIMENSION_KEYS) {
    if (dimensions[key] !== undefined && !offered.dimensions.some((c) => c.key === key)) {
      ctx.addIssue({
        code: "custom",
        message: MESSAGES.item.dimensionNotUsed(
          DIMENSION_LABELS[key],
          node.shape,
          productType as string,
        ),
        path: ["dimensions", key],
      });
    }
  }

  if (inRange.has("wall")) {
    const outer = (["width", "height", "diameter"] as const).filter((key) =>
      offered.dimensions.some((c) => c.key === key),
    );
    if (outer.every((key) => inRange.has(key))) {
      const smallest = Math.min(...outer.map((key) => dimensions[key] as number));
      if ((dimensions.wall as number) * 2 >= smallest) {
        ctx.addIssue({
          code: "custom",
          message: MESSAGES.item.wallTooThick,
          path: ["dimensions", "wall"],
        });
      }
    }
  }
}

/** Runs the catalog checks even when a field failed its own check (see refineItemSpec). */
export const itemSpecRefineParams = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === "object" && payload.value !== null,
};

/** An item spec schema whose material rules come from the caller (the server's database). */
export function createItemSpecSchema(options: ItemSpecSchemaOptions = {}) {
  return z
    .object(itemSpecFields)
    .superRefine((value, ctx) => refineItemSpec(value, ctx, options), itemSpecRefineParams);
}

/** The item spec schema with the built-in catalog and MATERIALS' minimum quantities. */
export const itemSpecSchema = createItemSpecSchema();

export type ItemSpec = z.output<typeof itemSpecSchema>;
export type ItemSpecInput = z.input<typeof itemSpecSchema>;
