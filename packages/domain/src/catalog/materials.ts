import { DEFAULT_PRICE_BREAKS, type PriceBreak } from "../pricing/price-breaks";

/**
 * The materials we sell (spec §1, §2 item 5, §3; codes and starting prices from decisions §4).
 * Density and price are starting values: the server seeds its table from here and an admin may
 * edit them afterwards, so pricing always takes them as arguments.
 */
export const MATERIAL_CODES = [
  "5000-series",
  "6061-t651",
  "7075",
  "7050-t7451",
  "p20",
  "a500",
  "a513",
] as const;

export type MaterialCode = (typeof MATERIAL_CODES)[number];

export const MATERIAL_CATEGORIES = ["aluminum", "tool-steel", "steel-tube"] as const;
export type MaterialCategory = (typeof MATERIAL_CATEGORIES)[number];

/** Forms shown on the landing page's materials grid (spec §2 item 5). Display only. */
export const SOLID_STOCK_FORMS = ["Plate", "Bar", "Round", "Block"] as const;
export const TUBE_FORMS = ["Tube", "Square", "Rectangular", "Round"] as const;
export type MaterialForm = (typeof SOLID_STOCK_FORMS)[number] | (typeof TUBE_FORMS)[number];

export interface Material {
  code: MaterialCode;
  /** Short trade name, used for sorting and in compact lists. */
  name: string;
  /** Label shown on the grid, picker and documents (spec §2 item 5, §3). */
  label: string;
  category: MaterialCategory;
  /** Grades covered by this code. */
  grades: readonly string[];
  forms: readonly MaterialForm[];
  /** lb per cubic inch. */
  densityLbPerIn3: number;
  /** Integer cents per lb (450 = $4.50). */
  pricePerLbCents: number;
  minimumOrderQuantity: number;
  /** Starting quantity breaks (issue #22): DEFAULT_PRICE_BREAKS for every material. */
  priceBreaks: readonly PriceBreak[];
  /** Starting metal surcharge, integer cents per lb: none until an admin enters one (issue #22). */
  surchargePerLbCents: number;
}

const STARTING_MATERIALS: readonly Omit<Material, "priceBreaks" | "surchargePerLbCents">[] = [
  {
    code: "5000-series",
    name: "5000 Series",
    label: "5000 Series Aluminum",
    category: "aluminum",
    grades: ["5052-H32", "5083-H321"],
    forms: SOLID_STOCK_FORMS,
    densityLbPerIn3: 0.0968,
    pricePerLbCents: 450,
    minimumOrderQuantity: 1,
  },
  {
    code: "6061-t651",
    name: "6061-T651",
    label: "6061-T651",
    category: "aluminum",
    grades: ["6061-T651"],
    forms: SOLID_STOCK_FORMS,
    densityLbPerIn3: 0.0975,
    pricePerLbCents: 425,
    minimumOrderQuantity: 1,
  },
  {
    code: "7075",
    name: "7075-T6",
    label: "7075-T6",
    category: "aluminum",
    grades: ["7075-T6"],
    forms: SOLID_STOCK_FORMS,
    densityLbPerIn3: 0.1015,
    pricePerLbCents: 750,
    minimumOrderQuantity: 1,
  },
  {
    code: "7050-t7451",
    name: "7050-T7451",
    label: "7050-T7451",
    category: "aluminum",
    grades: ["7050-T7451"],
    forms: SOLID_STOCK_FORMS,
    densityLbPerIn3: 0.102,
    pricePerLbCents: 900,
    minimumOrderQuantity: 1,
  },
  {
    code: "p20",
    name: "P20",
    label: "P20 Tool Steel",
    category: "tool-steel",
    grades: ["P20"],
    forms: SOLID_STOCK_FORMS,
    densityLbPerIn3: 0.284,
    pricePerLbCents: 375,
    minimumOrderQuantity: 1,
  },
  {
    code: "a500",
    name: "A500",
    label: "A500 Structural Steel Tube",
    category: "steel-tube",
    grades: ["A500"],
    forms: TUBE_FORMS,
    densityLbPerIn3: 0.2836,
    pricePerLbCents: 160,
    minimumOrderQuantity: 1,
  },
  {
    code: "a513",
    name: "A513",
    label: "A513 Mechanical Steel Tube",
    category: "steel-tube",
    grades: ["A513"],
    forms: TUBE_FORMS,
    densityLbPerIn3: 0.2836,
    pricePerLbCents: 190,
    minimumOrderQuantity: 1,
  },
];

export const MATERIALS: readonly Material[] = STARTING_MATERIALS.map((m) => ({
  ...m,
  priceBreaks: DEFAULT_PRICE_BREAKS,
  surchargePerLbCents: 0,
}));
