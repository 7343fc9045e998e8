import type { DimensionConstraint, ProductType, Shape } from "./catalog";
import { findCatalogShape } from "./find-catalog-shape";

/**
 * The dimension constraints (inches) for a material in a product type and shape, in display
 * order, or undefined when the catalog does not offer that combination.
 */
export function getDimensionConstraints(
  material: string,
  productType: ProductType | string,
  shape: Shape | string,
): readonly DimensionConstraint[] | undefined {
  return findCatalogShape(productType, shape)?.materials.find((entry) => entry.code === material)
    ?.dimensions;
}
