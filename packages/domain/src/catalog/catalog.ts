import type { MaterialCode } from "./materials";

/**
 * The built-in catalog (spec §3 "Built-in catalog", §9 "Catalog"): product type → shape →
 * materials, each with its dimension constraints in INCHES.
 *
 * `step` is the input step the UI offers; validation checks min and max only, because the quote
 * form accepts any value to 0.001 in (spec §9) and fractions typed by hand.
 *
 * Where spec §9 gives figures they are used exactly. Where it is silent, our choices:
 * - Length: 12–480 in (1–40 ft) everywhere, step 12 in (the /rfq screen shows 1 ft steps).
 * - Plate width for 6061 and 5000: 1–96 in, step 0.5 (full 8 ft sheets/plates; the spec caps only
 *   7050, 7075 and P20 at 48 in).
 * - Round bar diameter: 6061 0.125–12, 5000 0.25–8, 7050/7075 0.25–8, P20 0.5–12 (step 0.125).
 * - Square bar width: 6061 0.125–8 (spec); 5000 0.25–6, 7050/7075 0.25–4, P20 0.5–6 (step 0.125).
 * - Rectangle bar width: 0.25–12 (6061 from 0.125), step 0.125; height from 0.125 (P20 0.5) up to
 *   the spec's caps: 8 (6061), 6 (5000, P20), 4 (7050, 7075).
 * - Tubes (A500 and A513 alike): outer width, height and diameter 0.5–12 in, step 0.125; wall
 *   0.035–0.75 in, step 0.001 (thin-wall mechanical tube up to heavy structural wall). Wall must
 *   also be less than half the smallest outer dimension (decisions §4), checked by the item schema.
 */
export const PRODUCT_TYPES = ["Plate", "Bar", "Tube"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const SHAPES = ["Plate", "Round", "Square", "Rectangle"] as const;
export type Shape = (typeof SHAPES)[number];

export const DIMENSION_KEYS = ["length", "width", "height", "diameter", "wall"] as const;
export type DimensionKey = (typeof DIMENSION_KEYS)[number];

export const DIMENSION_LABELS = {
  length: "Length",
  width: "Width",
  height: "Height",
  diameter: "Diameter",
  wall: "Wall",
} as const satisfies Record<DimensionKey, string>;
export type DimensionLabel = (typeof DIMENSION_LABELS)[DimensionKey];

export interface DimensionConstraint {
  key: DimensionKey;
  label: DimensionLabel;
  /** inches */
  min: number;
  /** inches */
  max: number;
  /** inches; an input hint, not enforced */
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

const length = dim("length", LENGTH_MIN_IN, LENGTH_MAX_IN, 12);
const plateThickness = dim("height", 0.25, 18, 0.25);

const plate = (code: MaterialCode, maxWidth: number): CatalogMaterial => ({
  code,
  dimensions: [length, dim("width", 1, maxWidth, 0.5), plateThickness],
});
const roundBar = (code: MaterialCode, min: number, max: number): CatalogMaterial => ({
  code,
  dimensions: [length, dim("diameter", min, max, 0.125)],
});
const squareBar = (code: MaterialCode, min: number, max: number): CatalogMaterial => ({
  code,
  dimensions: [length, dim("width", min, max, 0.125)],
});
const rectangleBar = (
  code: MaterialCode,
  minWidth: number,
  minHeight: number,
  maxHeight: number,
): CatalogMaterial => ({
  code,
  dimensions: [
    length,
    dim("width", minWidth, 12, 0.125),
    dim("height", minHeight, maxHeight, 0.125),
  ],
});

const tubeOuter = (key: "width" | "height" | "diameter") => dim(key, 0.5, 12, 0.125);
const tubeWall = dim("wall", 0.035, 0.75, 0.001);
const TUBE_MATERIALS = ["a500", "a513"] as const satisfies readonly MaterialCode[];

export const CATALOG: readonly CatalogProductType[] = [
  {
    productType: "Tube",
    shapes: [
      {
        shape: "Square",
        materials: TUBE_MATERIALS.map((code) => ({
          code,
          dimensions: [length, tubeOuter("width"), tubeWall],
        })),
      },
      {
        shape: "Rectangle",
        materials: TUBE_MATERIALS.map((code) => ({
          code,
          dimensions: [length, tubeOuter("width"), tubeOuter("height"), tubeWall],
        })),
      },
      {
        shape: "Round",
        materials: TUBE_MATERIALS.map((code) => ({
          code,
          dimensions: [length, tubeOuter("diameter"), tubeWall],
        })),
      },
    ],
  },
  {
    productType: "Bar",
    shapes: [
      {
        shape: "Round",
        materials: [
          roundBar("6061-t651", 0.125, 12),
          roundBar("5000-series", 0.25, 8),
          roundBar("7050-t7451", 0.25, 8),
          roundBar("7075", 0.25, 8),
          roundBar("p20", 0.5, 12),
        ],
      },
      {
        shape: "Square",
        materials: [
          squareBar("6061-t651", 0.125, 8),
          squareBar("5000-series", 0.25, 6),
          squareBar("7050-t7451", 0.25, 4),
          squareBar("7075", 0.25, 4),
          squareBar("p20", 0.5, 6),
        ],
      },
      {
        shape: "Rectangle",
        materials: [
          rectangleBar("6061-t651", 0.125, 0.125, 8),
          rectangleBar("5000-series", 0.25, 0.125, 6),
          rectangleBar("7050-t7451", 0.25, 0.125, 4),
          rectangleBar("7075", 0.25, 0.125, 4),
          rectangleBar("p20", 0.5, 0.5, 6),
        ],
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
          plate("7050-t7451", 48),
          plate("7075", 48),
          plate("p20", 48),
        ],
      },
    ],
  },
];
