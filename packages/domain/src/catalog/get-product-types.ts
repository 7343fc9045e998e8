import { CATALOG, type ProductType } from "./catalog";

/** Product types in catalog order (picker step 1). */
export function getProductTypes(): ProductType[] {
  return CATALOG.map((entry) => entry.productType);
}
