import type { MaterialCode, ProductType, Shape } from "@ingot/domain";

/** What the material picker hands back. */
export interface MaterialSelection {
  productType: ProductType;
  shape: Shape;
  materialCode: MaterialCode;
  /** Display label, e.g. "6061-T651" or "5000 Series Aluminum". */
  materialLabel: string;
  minimumOrderQuantity: number;
}
