import { getLeadTime, type LeadTime } from "../lead-time/get-lead-time";
import {
  calculateMaterialCost,
  calculatePieceCost,
  type MaterialCost,
} from "./calculate-material-cost";
import { calculateVolume, type VolumeInput } from "./calculate-volume";
import { calculateWeight } from "./calculate-weight";
import { findPriceBreak, type PriceBreak } from "./price-breaks";

export interface MaterialPricing {
  densityLbPerIn3: number;
  pricePerLbCents: number;
  /** The metal surcharge in force, integer cents per lb (issue #22); 0 when none. */
  surchargePerLbCents: number;
  /** The material's quantity breaks, rising in quantity and discount (issue #22). */
  priceBreaks: readonly PriceBreak[];
}

/** One row of an item's breaks table: from `minQuantity` pieces, each costs `unitPriceCents`. */
export interface PriceBreakRow extends PriceBreak {
  unitPriceCents: number;
}

export interface PricedItem extends MaterialCost {
  /** lb, unrounded */
  weightPerPieceLbs: number;
  /** lb, unrounded */
  totalWeightLbs: number;
  /** the surcharge per lb this price used */
  surchargePerLbCents: number;
  /** the material's breaks, each with this item's unit price at it */
  priceBreaks: PriceBreakRow[];
  /** index in priceBreaks of the row this quantity is in, or -1 below the first */
  currentBreakIndex: number;
  leadTime: LeadTime;
}

/**
 * Instant price of a validated item spec (decisions §4, issue #22) with the material's current
 * density, price per lb, surcharge in force and quantity breaks (from the database; the defaults
 * live in MATERIALS). Every price of the app (instant quote, checkout lines, cut lists) comes from
 * here.
 */
export function priceItem(
  item: VolumeInput & { quantity: number },
  pricing: MaterialPricing,
): PricedItem {
  const weightPerPieceLbs = calculateWeight(calculateVolume(item), pricing.densityLbPerIn3);
  const totalWeightLbs = weightPerPieceLbs * item.quantity;
  const current = findPriceBreak(pricing.priceBreaks, item.quantity);
  // Objects are built field by field: on Node 20, `{ ...a, b }` takes V8's slow path (about 2 µs
  // each, and this runs on every keystroke of the live price; docs/decisions/031).
  const { pricePerLbCents, surchargePerLbCents } = pricing;
  const cost = calculateMaterialCost({
    weightPerPieceLbs,
    pricePerLbCents,
    surchargePerLbCents,
    quantity: item.quantity,
    discountPercent: current?.priceBreak.discountPercent ?? 0,
  });
  const priceBreaks: PriceBreakRow[] = [];
  for (const b of pricing.priceBreaks) {
    const piece = calculatePieceCost({
      weightPerPieceLbs,
      pricePerLbCents,
      surchargePerLbCents,
      discountPercent: b.discountPercent,
    });
    priceBreaks.push({
      minQuantity: b.minQuantity,
      discountPercent: b.discountPercent,
      unitPriceCents: piece.unitPriceCents,
    });
  }
  return {
    baseCents: cost.baseCents,
    surchargeCents: cost.surchargeCents,
    cutCents: cost.cutCents,
    discountPercent: cost.discountPercent,
    discountCents: cost.discountCents,
    materialCostCents: cost.materialCostCents,
    unitPriceCents: cost.unitPriceCents,
    piece: cost.piece,
    weightPerPieceLbs,
    totalWeightLbs,
    surchargePerLbCents,
    priceBreaks,
    currentBreakIndex: current?.index ?? -1,
    leadTime: getLeadTime(cost.materialCostCents),
  };
}
