import { CATALOG, type ProductType, type Shape } from "../catalog/catalog";

/** Product types sold in stock lengths (issue #17): plates are cut from sheets, not planned here. */
export const STOCK_PRODUCT_TYPES = ["Bar", "Tube"] as const;
export type StockProductType = (typeof STOCK_PRODUCT_TYPES)[number];

/** Inches. The supplier's defaults until an admin edits a material's stock (issue #17). */
export const DEFAULT_STOCK_LENGTHS_IN: Readonly<Record<StockProductType, readonly number[]>> = {
  Bar: [144],
  Tube: [240, 288],
};

/** The most stock lengths one material and shape may list. */
export const STOCK_LENGTHS_MAX = 8;

/**
 * A material's stock lengths as stored: inches per `"<product type>/<shape>"` key (for example
 * `"Tube/Square": [240, 288]`). A key that is absent takes the default of its product type.
 */
export type StoredStockLengths = Readonly<Record<string, readonly number[]>>;

export const stockLengthsKey = (productType: StockProductType, shape: Shape) =>
  `${productType}/${shape}`;

export function isStockProductType(value: ProductType | string): value is StockProductType {
  return (STOCK_PRODUCT_TYPES as readonly string[]).includes(value);
}

/**
 * The stock lengths (inches, shortest first, no duplicates) of a material in a product type and
 * shape: the stored list when there is one, else the product type's default.
 */
export function resolveStockLengths(
  stored: StoredStockLengths | null | undefined,
  productType: StockProductType,
  shape: Shape,
): number[] {
  const own = stored?.[stockLengthsKey(productType, shape)];
  const lengths = own && own.length > 0 ? own : DEFAULT_STOCK_LENGTHS_IN[productType];
  return [...new Set(lengths)].sort((a, b) => a - b);
}

/** The Bar and Tube shapes the catalog offers a material in, catalog order. */
export function getStockShapes(code: string): { productType: StockProductType; shape: Shape }[] {
  return CATALOG.flatMap((type) =>
    isStockProductType(type.productType)
      ? type.shapes
          .filter((node) => node.materials.some((m) => m.code === code))
          .map((node) => ({ productType: type.productType as StockProductType, shape: node.shape }))
      : [],
  );
}

export interface MaterialStockLengths {
  product_type: StockProductType;
  shape: Shape;
  /** inches, shortest first */
  lengths_in: number[];
}

/** Every Bar and Tube shape of a material with its stock lengths (stored, or the default). */
export function listStockLengths(
  code: string,
  stored: StoredStockLengths | null | undefined,
): MaterialStockLengths[] {
  return getStockShapes(code).map(({ productType, shape }) => ({
    product_type: productType,
    shape,
    lengths_in: resolveStockLengths(stored, productType, shape),
  }));
}
