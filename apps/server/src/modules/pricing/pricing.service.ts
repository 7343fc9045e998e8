import {
  centsToDollars,
  createItemSpecSchema,
  type InstantPrice,
  type ItemSpec,
  MESSAGES,
  priceItem,
  roundWeight,
  toFieldErrors,
} from "@ingot/domain";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { facilityTodayOn } from "../../lib/facility-today";
import { type MaterialsCatalog, materialPricing } from "../materials/materials-catalog";
import { priceSplitReply } from "./price-split-reply";

/** Prices from the materials catalog (`app.materials`), the one path from the table to a price. */
export interface PricingDeps {
  /** The materials as stored, through the instance's cached copy (`app.materials`). */
  materials: MaterialsCatalog;
  /** "Now" (`app.clock`): today's date at the facility picks the surcharge a price uses. */
  clock: Clock;
}

/**
 * The item-spec schema checked against a stored material's rules. A zod schema compiles itself on
 * first use, so one is kept per distinct rule pair (a handful) rather than built per request.
 */
const catalogSchemas = new Map<string, ReturnType<typeof createItemSpecSchema>>();
function catalogSchemaFor(row: { isAvailable: boolean; minimumOrderQuantity: number }) {
  const key = `${row.isAvailable}:${row.minimumOrderQuantity}`;
  let schema = catalogSchemas.get(key);
  if (!schema) {
    const { isAvailable, minimumOrderQuantity } = row;
    schema = createItemSpecSchema({
      isAvailable: () => isAvailable,
      minimumOrderQuantity: () => minimumOrderQuantity,
    });
    catalogSchemas.set(key, schema);
  }
  return schema;
}

export function createPricingService({ materials: catalog, clock }: PricingDeps) {
  const today = facilityTodayOn(clock);
  /**
   * Checks an item spec against the material as stored (availability, minimum quantity) and returns
   * it with the material's pricing on `date` (today by default: the surcharge in force then).
   * The route has already checked it against the catalog.
   */
  async function resolve(item: ItemSpec, date: string = today(), builtInChecked = false) {
    const row = await catalog.find(item.material);
    if (!row?.isAvailable) {
      throw AppError.badRequest(MESSAGES.item.materialNotFound, [
        { field: "material", message: MESSAGES.item.materialNotFound },
      ]);
    }
    // A spec that `itemSpecSchema` (the built-in catalog) has just accepted differs from what the
    // stored rules would accept only by the stored availability (checked above) and minimum
    // quantity; at or above that minimum the catalog schema would return the same spec, so the
    // second zod parse (5% of an instant price, docs/decisions/031) is skipped.
    if (builtInChecked && item.quantity >= row.minimumOrderQuantity) {
      return { item, pricing: materialPricing(row, date), date };
    }
    const checked = catalogSchemaFor(row).safeParse(item);
    if (!checked.success) {
      const errors = toFieldErrors(checked.error.issues);
      throw AppError.badRequest(errors[0]?.message ?? MESSAGES.item.materialNotFound, errors);
    }
    return {
      item: checked.data,
      pricing: materialPricing(row, date),
      date,
    };
  }

  return {
    resolve,

    /**
     * Instant price of one item spec (decisions §4, §12) with the database's density and price.
     * `builtInChecked`: `spec` has just passed `itemSpecSchema` (the route's body schema), unlike
     * a stored spec being requoted.
     */
    async quote(spec: ItemSpec, builtInChecked = false): Promise<InstantPrice> {
      const { item, pricing } = await resolve(spec, today(), builtInChecked);
      const priced = priceItem(item, pricing);
      // Built with Object.assign, not `{ ...split, more }`: on Node 20 a spread followed by more
      // fields takes V8's slow path, about 2 µs on every live price (docs/decisions/031).
      return Object.assign(priceSplitReply(priced, priced.unitPriceCents), {
        weight_per_piece_lbs: roundWeight(priced.weightPerPieceLbs),
        total_weight_lbs: roundWeight(priced.totalWeightLbs),
        material_cost: centsToDollars(priced.materialCostCents),
        lead_time: {
          tier: priced.leadTime.tier,
          days: priced.leadTime.days,
          label: priced.leadTime.label,
        },
        surcharge_per_lb: centsToDollars(priced.surchargePerLbCents),
        price_breaks: priced.priceBreaks.map((row, index) => ({
          min_quantity: row.minQuantity,
          discount_percent: row.discountPercent,
          unit_price: centsToDollars(row.unitPriceCents),
          current: index === priced.currentBreakIndex,
        })),
      });
    },
  };
}
