import type { ProductType, Shape } from "./catalog";
import { findCatalogShape } from "./find-catalog-shape";
import { getMaterial } from "./get-material";
import type { Material } from "./materials";

/** Materials offered for a product type and shape (picker step 3), in catalog order. */
export function getMaterialsForShape(
  productType: ProductType | string,
  shape: Shape | string,
): Material[] {
  const node = findCatalogShape(productType, shape);
  if (!node) return [];
  return node.materials.flatMap((entry) => {
    const material = getMaterial(entry.code);
    return material ? [material] : [];
  });
}
