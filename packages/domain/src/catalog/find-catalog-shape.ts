import { CATALOG, type CatalogShape, type ProductType, type Shape } from "./catalog";

/** The catalog node for a product type and shape, or undefined when that pair is not offered. */
export function findCatalogShape(
  productType: ProductType | string,
  shape: Shape | string,
): CatalogShape | undefined {
  return CATALOG.find((entry) => entry.productType === productType)?.shapes.find(
    (candidate) => candidate.shape === shape,
  );
}
