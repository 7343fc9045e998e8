import { describe, expect, it } from "vitest";
import { validateItem } from "./validate-item";

describe("validateItem", () => {
  const spec = {
    material: "7075",
    product_type: "Bar",
    shape: "Round",
    dimensions: { length: 24, diameter: 1.5 },
    quantity: 3,
  };

  it("returns the parsed spec", () => {
    expect(validateItem(spec)).toEqual({ ok: true, value: spec });
  });

  it("returns field errors with dotted paths", () => {
    expect(validateItem({ ...spec, dimensions: { diameter: 1.5 }, quantity: 501 })).toEqual({
      ok: false,
      errors: [
        { field: "quantity", message: "Maximum quantity is 500" },
        { field: "dimensions.length", message: "Length is required" },
      ],
    });
  });

  it("passes the caller's material rules through", () => {
    expect(validateItem(spec, { minimumOrderQuantity: () => 10 })).toEqual({
      ok: false,
      errors: [{ field: "quantity", message: "Minimum quantity is 10" }],
    });
  });
});
