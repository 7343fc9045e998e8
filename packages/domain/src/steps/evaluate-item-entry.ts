import type { DimensionKey, DimensionLabel, ProductType, Shape } from "../catalog/catalog";
import type { MaterialCode } from "../catalog/materials";
import { QUANTITY_MAX, QUANTITY_MIN } from "../constants";
import { checkDimensionStep } from "../dimensions/check-dimension-step";
import { feetToInches } from "../dimensions/feet-to-inches";
import { inchesToFeet } from "../dimensions/inches-to-feet";
import { parseDimension } from "../dimensions/parse-dimension";
import { validateFeetRange } from "../dimensions/validate-feet-range";
import { validateInchRange } from "../dimensions/validate-inch-range";
import { MESSAGES } from "../messages";
import type { ItemSpec } from "../validation/item-spec";
import type { validateItem } from "../validation/validate-item";

/**
 * The catalog check of a complete item (`validateItem`). It is passed in rather than imported:
 * it brings the schema library, which a browser can fetch after the form is on screen.
 */
export type ItemValidator = typeof validateItem;

/**
 * The item entry form (spec §5) as a pure evaluation: what the user typed in, every message next to
 * its field, the item spec once everything is valid, and the add button's label.
 */
export interface ItemEntryInput {
  selection?: {
    materialCode: MaterialCode;
    productType: ProductType;
    shape: Shape;
    /** The material's stored minimum; 1 when absent. */
    minimumOrderQuantity?: number;
  };
  /** Dimension inputs of the selection, in display order; undefined while they load. */
  constraints?: readonly {
    key: DimensionKey;
    label: string;
    min: number;
    max: number;
    /** inches; the catalog's step (spec §9), checked when given */
    step?: number;
  }[];
  /** Free text per dimension, inches: "2.5", "1 1/2", "1/2". */
  dimensionText: Partial<Record<DimensionKey, string>>;
  quantityText: string;
  /**
   * Unit the length is typed in: "in" (default) or "ft" on the /rfq screen, where it is checked
   * against the catalog range in feet (spec §5: '{dim} must be at least {min} ft'). Every value
   * this returns is inches either way.
   */
  lengthUnit?: "in" | "ft";
}

export interface ItemEntryEvaluation {
  dimensionErrors: Partial<Record<DimensionKey, string>>;
  /** Values that parsed and are in range, inches. */
  dimensions: Partial<Record<DimensionKey, number>>;
  quantity?: number;
  quantityError?: string;
  /** The complete, valid item spec, ready to price and add. */
  spec?: ItemSpec;
  addButton: { label: string; enabled: boolean };
}

/** Quantity limits for a material: min = its minimum or 1, max 500 (spec §5). */
export function getQuantityLimits(minimumOrderQuantity?: number): { min: number; max: number } {
  return { min: Math.max(QUANTITY_MIN, minimumOrderQuantity ?? QUANTITY_MIN), max: QUANTITY_MAX };
}

/** A typed quantity's problem in the spec's words, or undefined. */
export function getQuantityError(text: string, minimumOrderQuantity?: number): string | undefined {
  const value = Number(text.trim());
  const { min, max } = getQuantityLimits(minimumOrderQuantity);
  if (text.trim() === "" || !Number.isFinite(value) || value <= 0) {
    return MESSAGES.item.quantityPositive;
  }
  if (!Number.isInteger(value)) return MESSAGES.item.quantityWhole;
  if (value < min) return MESSAGES.item.quantityMinimum(min);
  if (value > max) return MESSAGES.item.quantityMaximum(max);
  return undefined;
}

/** What a quantity field holds after the user leaves it: a non-number becomes 1 (spec §5). */
export function normalizeQuantityText(text: string): string {
  const value = Number(text.trim());
  return text.trim() === "" || !Number.isFinite(value) ? "1" : String(value);
}

/**
 * `validate` is `validateItem`, or undefined while it is still loading: an item complete but not
 * yet checked then has no spec, and its add button reads ready but stays disabled.
 */
export function evaluateItemEntry(
  input: ItemEntryInput,
  validate: ItemValidator | undefined,
): ItemEntryEvaluation {
  const { selection, constraints } = input;
  const dimensionErrors: Partial<Record<DimensionKey, string>> = {};
  const dimensions: Partial<Record<DimensionKey, number>> = {};

  for (const constraint of constraints ?? []) {
    const parsed = parseDimension(input.dimensionText[constraint.key] ?? "", constraint.label);
    const inFeet = constraint.key === "length" && input.lengthUnit === "ft";
    const checked = !parsed.ok
      ? parsed
      : inFeet
        ? validateFeetRange(
            parsed.value,
            constraint.label,
            inchesToFeet(constraint.min),
            inchesToFeet(constraint.max),
          )
        : validateInchRange(parsed.value, {
            ...constraint,
            label: constraint.label as DimensionLabel,
            step: constraint.step ?? 0,
          });
    const stepError =
      checked.ok && !inFeet && constraint.step !== undefined
        ? checkDimensionStep(checked.value, { label: constraint.label, step: constraint.step })
        : undefined;
    if (stepError) {
      dimensionErrors[constraint.key] = stepError;
      continue;
    }
    if (checked.ok)
      dimensions[constraint.key] = inFeet ? feetToInches(checked.value) : checked.value;
    else dimensionErrors[constraint.key] = checked.error;
  }

  const quantityError = selection
    ? getQuantityError(input.quantityText, selection.minimumOrderQuantity)
    : undefined;
  const quantity = quantityError === undefined ? Number(input.quantityText.trim()) : undefined;

  let spec: ItemSpec | undefined;
  const dimensionsOk =
    constraints !== undefined &&
    constraints.length > 0 &&
    Object.keys(dimensionErrors).length === 0;
  const complete = selection !== undefined && dimensionsOk && quantity !== undefined;
  if (selection && dimensionsOk && quantity !== undefined && validate) {
    const { minimumOrderQuantity } = selection;
    const result = validate(
      {
        material: selection.materialCode,
        product_type: selection.productType,
        shape: selection.shape,
        dimensions,
        quantity,
      },
      minimumOrderQuantity ? { minimumOrderQuantity: () => minimumOrderQuantity } : {},
    );
    if (result.ok) {
      spec = result.value;
    } else {
      // Cross-field rules (a tube wall too thick for its outer size) land on their field.
      for (const error of result.errors) {
        const [head, key] = error.field.split(".");
        if (head === "dimensions" && key) dimensionErrors[key as DimensionKey] ??= error.message;
      }
    }
  }

  const addButton = !selection
    ? { label: MESSAGES.addItemButton.selectMaterial, enabled: false }
    : complete && !validate
      ? { label: MESSAGES.addItemButton.ready, enabled: false }
      : !dimensionsOk || (spec === undefined && quantity !== undefined)
        ? { label: MESSAGES.addItemButton.selectDimensions, enabled: false }
        : quantityError !== undefined
          ? { label: MESSAGES.addItemButton.enterQuantity, enabled: false }
          : { label: MESSAGES.addItemButton.ready, enabled: spec !== undefined };

  return {
    dimensionErrors,
    dimensions,
    ...(quantity !== undefined ? { quantity } : {}),
    ...(quantityError !== undefined ? { quantityError } : {}),
    ...(spec ? { spec } : {}),
    addButton,
  };
}
