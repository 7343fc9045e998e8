import { sentenceCaseLabels } from "../labels/sentence-case-labels";
import type { MaterialCode } from "./materials";

/**
 * The built-in catalog (spec §3 "Built-in catalog", §9 "Catalog"): product type → shape →
 * materials, each with its dimension constraints in INCHES.
 *
 * `step` is the step a value must be on (spec §9, checked by `checkDimensionStep` in the item spec,
 * issue #18): plate thickness 0.25 in; plate width 0.5 in for 7050, 7075 and P20; square bar
 * width 0.125 in for 6061; every other dimension `FINE_STEP_IN` (0.001 in, or a fraction of an
 * inch down to 1/64 as typed by hand). Length is entered in whole feet on /rfq and in the
 * spreadsheet import (LENGTH_STEP_FT, checked by those entry paths), to 0.001 in elsewhere.
 *
 * Where spec §9 gives figures they are used exactly. Where it is silent, our choices:
 * - Length: 12–480 in (1–40 ft) everywhere.
 * - Plate width for 6061 and 5000: 1–96 in (full 8 ft sheets/plates; the spec caps only
 *   7050, 7075 and P20 at 48 in).
 * - Round bar diameter: 6061 0.125–12, 5000 0.25–8, 7050/7075 0.25–8, P20 0.5–12.
 * - Square bar width: 6061 0.125–8 (spec); 5000 0.25–6, 7050/7075 0.25–4, P20 0.5–6.
 * - Rectangle bar width: 0.25–12 (6061 from 0.125); height from 0.125 (P20 0.5) up to
 *   the spec's caps: 8 (6061), 6 (5000, P20), 4 (7050, 7075).
 * - Tubes (A500 and A513 alike): outer width, height and diameter 0.5–12 in; wall
 *   0.035–0.75 in (thin-wall mechanical tube up to heavy structural wall). Wall must
 *   also be less than half the smallest outer dimension (decisions §4), checked by the item schema.
 */
export const PRODUCT_TYPES = ["Plate", "Bar", "Tube"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const SHAPES = ["Plate", "Round", "Square", "Rectangle"] as const;
export type Shape = (typeof SHAPES)[number];

export const DIMENSION_KEYS = ["length", "width", "height", "diameter", "wall"] as const;
export type DimensionKey = (typeof DIMENSION_KEYS)[number];

export const DIMENSION_LABELS = sentenceCaseLabels(DIMENSION_KEYS);
export type DimensionLabel = (typeof DIMENSION_LABELS)[DimensionKey];

export interface DimensionConstraint {
  key: DimensionKey;
  label: DimensionLabel;
  /** inches */
  min: number;
  /** inches */
  max: number;
  /** inches; a value must be a multiple of it (FINE_STEP_IN: to 0.001 in or 1/64 in) */
  step: number;
}

export interface CatalogMaterial {
  code: MaterialCode;
  dimensions: readonly DimensionConstraint[];
}

export interface CatalogShape {
  shape: Shape;
  materials: readonly CatalogMaterial[];
}

export interface CatalogProductType {
  productType: ProductType;
  shapes: readonly CatalogShape[];
}

/** Length 1–40 ft (spec §9). */
export const LENGTH_MIN_FT = 1;
export const LENGTH_MAX_FT = 40;
export const LENGTH_STEP_FT = 1;
export const LENGTH_MIN_IN = LENGTH_MIN_FT * 12;
export const LENGTH_MAX_IN = LENGTH_MAX_FT * 12;

const dim = (key: DimensionKey, min: number, max: number, step: number): DimensionConstraint => ({
  key,
  label: DIMENSION_LABELS[key],
  min,
  max,
  step,
});

/** The step of every dimension spec §9 gives no other step for: 0.001 in (spec §5, §9). */
export const FINE_STEP_IN = 0.001;

const length = dim("length", LENGTH_MIN_IN, LENGTH_MAX_IN, FINE_STEP_IN);
const plateThickness = dim("height", 0.25, 18, 0.25);

/** A material of a shape: its length, then the shape's own dimensions. */
const material = (code: MaterialCode, ...dimensions: DimensionConstraint[]): CatalogMaterial => ({
  code,
  dimensions: [length, ...dimensions],
});
/** Spec §9: plate width for 7050, 7075 and P20 is 1 to 48 in, step 0.5. */
const plate = (code: MaterialCode, maxWidth: number, widthStep = FINE_STEP_IN) =>
  material(code, dim("width", 1, maxWidth, widthStep), plateThickness);

/**
 * Bar sizes by material, in catalog order (inches): round diameter min–max; square width
 * min–max (and its step where spec §9 gives one); rectangle min width, min height and max
 * height (width up to 12 in).
 */
const BAR_SIZES: readonly {
  code: MaterialCode;
  round: [min: number, max: number];
  square: [min: number, max: number, step?: number];
  rectangle: [minWidth: number, minHeight: number, maxHeight: number];
}[] = [
  {
    code: "6061-t651",
    round: [0.125, 12],
    square: [0.125, 8, 0.125],
    rectangle: [0.125, 0.125, 8],
  },
  { code: "5000-series", round: [0.25, 8], square: [0.25, 6], rectangle: [0.25, 0.125, 6] },
  { code: "7050-t7451", round: [0.25, 8], square: [0.25, 4], rectangle: [0.25, 0.125, 4] },
  { code: "7075", round: [0.25, 8], square: [0.25, 4], rectangle: [0.25, 0.125, 4] },
  { code: "p20", round: [0.5, 12], square: [0.5, 6], rectangle: [0.5, 0.5, 6] },
];

const tubeOuter = (key: "width" | "height" | "diameter") => dim(key, 0.5, 12, FINE_STEP_IN);
const tubeWall = dim("wall", 0.035, 0.75, FINE_STEP_IN);
const TUBE_MATERIALS = ["a500", "a513"] as const satisfies readonly MaterialCode[];

export const CATALOG: readonly CatalogProductType[] = [
  {
    productType: "Tube",
    shapes: [
      {
        shape: "Square",
        materials: TUBE_MATERIALS.map((code) => material(code, tubeOuter("width"), tubeWall)),
      },
      {
        shape: "Rectangle",
        materials: TUBE_MATERIALS.map((code) =>
          material(code, tubeOuter("width"), tubeOuter("height"), tubeWall),
        ),
      },
      {
        shape: "Round",
        materials: TUBE_MATERIALS.map((code) => material(code, tubeOuter("diameter"), tubeWall)),
      },
    ],
  },
  {
    productType: "Bar",
    shapes: [
      {
        shape: "Round",
        materials: BAR_SIZES.map(({ code, round: [min, max] }) =>
          material(code, dim("diameter", min, max, FINE_STEP_IN)),
        ),
      },
      {
        shape: "Square",
        materials: BAR_SIZES.map(({ code, square: [min, max, step = FINE_STEP_IN] }) =>
          material(code, dim("width", min, max, step)),
        ),
      },
      {
        shape: "Rectangle",
        materials: BAR_SIZES.map(({ code, rectangle: [minWidth, minHeight, maxHeight] }) =>
          material(
            code,
            dim("width", minWidth, 12, FINE_STEP_IN),
            dim("height", minHeight, maxHeight, FINE_STEP_IN),
          ),
        ),
      },
    ],
  },
  {
    productType: "Plate",
    shapes: [
      {
        shape: "Plate",
        materials: [
          plate("6061-t651", 96),
          plate("5000-series", 96),
          plate("7050-t7451", 48, 0.5),
          plate("7075", 48, 0.5),
          plate("p20", 48, 0.5),
        ],
      },
    ],
  },
];
