/**
 * A quote line's item spec as the quote tables (`rfqs`, `rfq_items`) store it: material, spec,
 * product type and shape, and the older length/width/height columns beside the dimension map
 * (inches), which every writer fills the same way.
 */
export function quoteLineSpecColumns(line: {
  material: string;
  material_spec?: string | null;
  product_type: string | null;
  shape: string | null;
  dimensions: { length?: number; width?: number; height?: number };
}) {
  return {
    material: line.material,
    materialSpec: line.material_spec ?? null,
    productType: line.product_type,
    shape: line.shape,
    length: line.dimensions.length ?? null,
    width: line.dimensions.width ?? null,
    height: line.dimensions.height ?? null,
  };
}
