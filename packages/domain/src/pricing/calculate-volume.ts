import type { DimensionKey, ProductType, Shape } from "../catalog/catalog";

export type Dimensions = Partial<Record<DimensionKey, number>>;

export interface VolumeInput {
  product_type: ProductType;
  shape: Shape;
  dimensions: Dimensions;
}

function need(dimensions: Dimensions, key: DimensionKey): number {
  const value = dimensions[key];
  if (value === undefined || !Number.isFinite(value)) {
    throw new Error(`calculateVolume: missing dimension "${key}"`);
  }
  return Math.max(0, value);
}

/**
 * Volume of one piece in cubic inches (decisions §4). Tube areas use the expanded forms
 * (W² − (W − 2t)² = 4t(W − t), and so on), which are algebraically equal and numerically steadier;
 * a wall of half the outer size or more is treated as solid. Expects a validated item spec and
 * throws when a dimension the shape needs is missing.
 */
export function calculateVolume({ product_type, shape, dimensions }: VolumeInput): number {
  const length = need(dimensions, "length");
  if (product_type === "Tube") {
    if (shape === "Square") {
      const width = need(dimensions, "width");
      const wall = Math.min(need(dimensions, "wall"), width / 2);
      return length * 4 * wall * (width - wall);
    }
    if (shape === "Rectangle") {
      const width = need(dimensions, "width");
      const height = need(dimensions, "height");
      const wall = Math.min(need(dimensions, "wall"), Math.min(width, height) / 2);
      return length * 2 * wall * (width + height - 2 * wall);
    }
    if (shape === "Round") {
      const diameter = need(dimensions, "diameter");
      const wall = Math.min(need(dimensions, "wall"), diameter / 2);
      return length * Math.PI * wall * (diameter - wall);
    }
    throw new Error(`calculateVolume: no tube shape "${shape}"`);
  }
  switch (shape) {
    case "Plate":
    case "Rectangle":
      return length * need(dimensions, "width") * need(dimensions, "height");
    case "Square": {
      const width = need(dimensions, "width");
      return length * width * width;
    }
    case "Round": {
      const diameter = need(dimensions, "diameter");
      return (length * Math.PI * diameter * diameter) / 4;
    }
  }
}
