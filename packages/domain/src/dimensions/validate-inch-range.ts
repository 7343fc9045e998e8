import type { DimensionConstraint } from "../catalog/catalog";
import { MESSAGES } from "../messages";
import type { ParseDimensionResult } from "./parse-dimension";

/**
 * Checks a value in inches against a catalog constraint, with the item messages of spec §5:
 * '{Label} must be at least {min}"' / '{Label} cannot exceed {max}"'. Missing constraint:
 * 'No constraint found for this dimension'.
 */
export function validateInchRange(
  inches: number,
  constraint: DimensionConstraint | undefined,
): ParseDimensionResult {
  if (!constraint) return { ok: false, error: MESSAGES.item.noConstraint };
  if (!Number.isFinite(inches)) return { ok: false, error: MESSAGES.dimensionInput.invalidNumber };
  if (inches < constraint.min) {
    return { ok: false, error: MESSAGES.item.dimensionMin(constraint.label, constraint.min) };
  }
  if (inches > constraint.max) {
    return { ok: false, error: MESSAGES.item.dimensionMax(constraint.label, constraint.max) };
  }
  return { ok: true, value: inches };
}
