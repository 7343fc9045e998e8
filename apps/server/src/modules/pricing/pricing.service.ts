import {
  centsToDollars,
  createItemSpecSchema,
  type InstantQuoteResponse,
  type ItemSpec,
  MESSAGES,
  priceItem,
  roundWeight,
  toFieldErrors,
} from "@ingot/domain";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { createMaterialsService } from "../materials/materials.service";

export function createPricingService(db: Database) {
  const materialsService = createMaterialsService(db);

  /**
   * Checks an item spec against the material as stored (availability, minimum quantity) and returns
   * it with the material's pricing. The route has already checked it against the catalog.
   */
  async function resolve(item: ItemSpec) {
    const row = await materialsService.find(item.material);
    if (!row?.isAvailable) {
      throw AppError.badRequest(MESSAGES.item.materialNotFound, [
        { field: "material", message: MESSAGES.item.materialNotFound },
      ]);
    }
    const schema = createItemSpecSchema({
      isAvailable: () => row.isAvailable,
      minimumOrderQuantity: () => row.minimumOrderQuantity,
    });
    const checked = schema.safeParse(item);
    if (!checked.success) {
      const errors = toFieldErrors(checked.error.issues);
      throw AppError.badRequest(errors[0]?.message ?? MESSAGES.item.materialNotFound, errors);
    }
    return {
      item: checked.data,
      pricing: { densityLbPerIn3: row.densityLbPerIn3, pricePerLbCents: row.pricePerLbCents },
    };
  }

  return {
    resolve,

    /** Instant price of one item spec (decisions §4, §12) with the database's density and price. */
    async quote(spec: ItemSpec): Promise<InstantQuoteResponse> {
      const { item, pricing } = await resolve(spec);
      const priced = priceItem(item, pricing);
      return {
        weight_per_piece_lbs: roundWeight(priced.weightPerPieceLbs),
        total_weight_lbs: roundWeight(priced.totalWeightLbs),
        material_cost: centsToDollars(priced.materialCostCents),
        lead_time: {
          tier: priced.leadTime.tier,
          days: priced.leadTime.days,
          label: priced.leadTime.label,
        },
      };
    },
  };
}
