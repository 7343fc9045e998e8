import { CATALOG, type ProductType, type Shape } from "./catalog";

/** Shapes offered for a product type (picker step 2); empty for an unknown product type. */
export function getShapes(productType: ProductType | string): Shape[] {
  const entry = CATALOG.find((candidate) => candidate.productType === productType);
  return entry ? entry.shapes.map((candidate) => candidate.shape) : [];
}
