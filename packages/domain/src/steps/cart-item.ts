import type { DimensionKey, ProductType, Shape } from "../catalog/catalog";
import type { MaterialCode } from "../catalog/materials";
import { describeForm } from "../quotes/quote-status-labels";
import type { ItemSpecInput } from "../validation/item-spec";

/**
 * An item in the quote form's cart (spec §3 "RFQ cart item"), dimensions in inches keyed by the
 * lower-case dimension name. `material` is the display label (e.g. "6061-T651"); `materialCode`
 * is what the API takes.
 */
export interface CartItem {
  id: string;
  material: string;
  materialCode: MaterialCode;
  materialSpec?: string;
  shapeName: Shape;
  productType: ProductType;
  dimensions: Partial<Record<DimensionKey, number>>;
  /** Whole number, at least 1. */
  quantity: number;
  /** Default true (spec §3). */
  dfars: boolean;
  description?: string;
}

/**
 * '{material} - {shapeName} {productType}' when all three exist (spec §3), else the material. A
 * plate's shape and product type are one word, so it reads '6061-T651 - Plate', never 'Plate Plate'
 * (issue #18).
 */
export function formatCartItemMaterial(
  item: Pick<Partial<CartItem>, "material" | "shapeName" | "productType">,
): string {
  const { material, shapeName, productType } = item;
  if (material && shapeName && productType)
    return `${material} - ${describeForm(shapeName, productType)}`;
  return material ?? "";
}

/**
 * A cart item as the item spec of decisions §12 (what pricing and the quote lines take): the
 * material CODE, product type, shape, the dimensions that are numbers, and the quantity.
 */
export function cartItemSpec(item: CartItem): ItemSpecInput {
  const dimensions: Partial<Record<DimensionKey, number>> = {};
  for (const [key, value] of Object.entries(item.dimensions) as [DimensionKey, unknown][]) {
    if (typeof value === "number" && Number.isFinite(value)) dimensions[key] = value;
  }
  return {
    material: item.materialCode,
    product_type: item.productType,
    shape: item.shapeName,
    dimensions,
    quantity: item.quantity,
  };
}
