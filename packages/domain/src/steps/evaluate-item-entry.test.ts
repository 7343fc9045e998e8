import { describe, expect, it } from "vitest";
import { getDimensionConstraints } from "../catalog/get-dimension-constraints";
import { validateItem } from "../validation/validate-item";
import {
  evaluateItemEntry,
  getQuantityError,
  getQuantityLimits,
  type ItemEntryInput,
  normalizeQuantityText,
} from "./evaluate-item-entry";

/** The entry with its catalog check loaded, as the form has it once its chunk is in. */
const evaluate = (input: ItemEntryInput) => evaluateItemEntry(input, validateItem);

const plate = {
  materialCode: "6061-t651",
  productType: "Plate",
  shape: "Plate",
} as const;
const constraints = getDimensionConstraints("6061-t651", "Plate", "Plate");
const tubeConstraints = getDimensionConstraints("a500", "Tube", "Square");

describe("evaluateItemEntry (spec §5)", () => {
  it("guides with the add button's label", () => {
    expect(evaluate({ dimensionText: {}, quantityText: "1" }).addButton).toEqual({
      label: "Select material to continue",
      enabled: false,
    });
    expect(evaluate({ selection: plate, dimensionText: {}, quantityText: "1" }).addButton).toEqual({
      label: "Select all dimensions",
      enabled: false,
    });
    const filled = { length: "48", width: "1 1/2", height: "1/2" };
    expect(
      evaluate({ selection: plate, constraints, dimensionText: filled, quantityText: "0" })
        .addButton,
    ).toEqual({ label: "Enter valid quantity", enabled: false });
    const ready = evaluate({
      selection: plate,
      constraints,
      dimensionText: filled,
      quantityText: "3",
    });
    expect(ready.addButton).toEqual({ label: "Add Item to Cart", enabled: true });
    expect(ready.spec).toEqual({
      material: "6061-t651",
      product_type: "Plate",
      shape: "Plate",
      dimensions: { length: 48, width: 1.5, height: 0.5 },
      quantity: 3,
    });
  });

  it("while its catalog check is still loading, a complete item has no spec and cannot be added yet", () => {
    const input = {
      selection: plate,
      constraints,
      dimensionText: { length: "48", width: "1 1/2", height: "1/2" },
      quantityText: "3",
    };
    const waiting = evaluateItemEntry(input, undefined);
    expect(waiting.spec).toBeUndefined();
    expect(waiting.addButton).toEqual({ label: "Add Item to Cart", enabled: false });
    // Everything the entry checks itself is checked meanwhile.
    expect(waiting.dimensions).toEqual({ length: 48, width: 1.5, height: 0.5 });
    expect(
      evaluateItemEntry({ ...input, dimensionText: { length: "6" } }, undefined).dimensionErrors
        .length,
    ).toBe('Length must be at least 12"');
    expect(evaluateItemEntry(input, validateItem).addButton.enabled).toBe(true);
  });

  it("puts the exact messages next to each dimension", () => {
    const result = evaluate({
      selection: plate,
      constraints,
      dimensionText: { length: "6", width: "abc", height: "1/0" },
      quantityText: "1",
    });
    expect(result.dimensionErrors).toEqual({
      length: 'Length must be at least 12"',
      width: "Invalid format. Use: 1/2, 1 1/2, 2.5, or 3",
      height: "Cannot divide by zero",
    });
    expect(result.spec).toBeUndefined();
    expect(
      evaluate({
        selection: plate,
        constraints,
        dimensionText: { length: "500", width: "", height: "2..5" },
        quantityText: "1",
      }).dimensionErrors,
    ).toEqual({
      length: 'Length cannot exceed 480"',
      width: "Width is required",
      height: "Invalid number format",
    });
  });

  it("reports a tube wall too thick for its size on the wall field", () => {
    const result = evaluate({
      selection: { materialCode: "a500", productType: "Tube", shape: "Square" },
      constraints: tubeConstraints,
      dimensionText: { length: "120", width: "1", wall: "0.5" },
      quantityText: "1",
    });
    expect(result.dimensionErrors.wall).toBe(
      "Wall must be less than half of the smallest outer dimension",
    );
    expect(result.addButton.enabled).toBe(false);
  });
});

describe("length in feet (the /rfq screen, spec §5)", () => {
  it("reads the length as feet, checks it in feet and answers inches", () => {
    const base = { selection: plate, constraints, quantityText: "2", lengthUnit: "ft" } as const;
    const ok = evaluate({
      ...base,
      dimensionText: { length: "4", width: "24", height: "1 1/2" },
    });
    expect(ok.spec?.dimensions).toEqual({ length: 48, width: 24, height: 1.5 });
    expect(
      evaluate({ ...base, dimensionText: { length: "41", width: "24", height: "1" } })
        .dimensionErrors.length,
    ).toBe("Length cannot exceed 40 ft");
    expect(
      evaluate({ ...base, dimensionText: { length: "0.5", width: "24", height: "1" } })
        .dimensionErrors.length,
    ).toBe("Length must be at least 1 ft");
    // Spec §9: 1 ft steps on /rfq (issue #18).
    expect(
      evaluate({ ...base, dimensionText: { length: "10.5", width: "24", height: "1" } })
        .dimensionErrors.length,
    ).toBe("Length must be in whole feet (1 ft steps): 10 or 11 ft");
  });

  it("applies spec §9's steps beside each field, whatever the quantity says (issue #18)", () => {
    const evaluation = evaluate({
      selection: plate,
      constraints,
      dimensionText: { length: "48", width: "1.23456", height: "0.3" },
      quantityText: "",
    });
    expect(evaluation.dimensionErrors).toEqual({
      width: 'Width must be given to 0.001" (3 decimals) or as a fraction down to 1/64"',
      height: 'Height must be in 0.25" steps: 0.25" or 0.5"',
    });
    expect(evaluation.addButton.enabled).toBe(false);
  });
});

describe("quantity (spec §5)", () => {
  it("checks against the material minimum and 500", () => {
    expect(getQuantityLimits()).toEqual({ min: 1, max: 500 });
    expect(getQuantityLimits(5)).toEqual({ min: 5, max: 500 });
    expect(getQuantityError("0")).toBe("Quantity must be greater than 0");
    expect(getQuantityError("")).toBe("Quantity must be greater than 0");
    expect(getQuantityError("3", 5)).toBe("Minimum quantity is 5");
    expect(getQuantityError("501")).toBe("Maximum quantity is 500");
    expect(getQuantityError("2.5")).toBe("Quantity must be a whole number");
    expect(getQuantityError("500")).toBeUndefined();
  });

  it("turns a non-number into 1", () => {
    expect(normalizeQuantityText("abc")).toBe("1");
    expect(normalizeQuantityText("")).toBe("1");
    expect(normalizeQuantityText(" 7 ")).toBe("7");
  });
});
