import {
  type CutListRequest,
  type CutListResponse,
  centsToDollars,
  checkCutListStock,
  MESSAGES,
  planCutList,
  priceCutList,
  resolveStockLengths,
} from "@ingot/domain";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { facilityToday } from "../../lib/facility-today";
import { type MaterialsCatalog, materialPricing } from "../materials/materials-catalog";

/**
 * The cut-list planner (issue #17): the material's stock lengths and prices from the materials
 * catalog (`app.materials`, decision 014), the plan from the domain engine (decision 015), the two
 * prices from the domain's pricing rules.
 */
export interface CutListsDeps {
  /** The materials as stored, through the instance's cached copy (`app.materials`). */
  materials: MaterialsCatalog;
  /** "Now" (`app.clock`): today's surcharge prices the plan. */
  clock: Clock;
}

export function createCutListsService({ materials: catalog, clock }: CutListsDeps) {
  return {
    async optimize(request: CutListRequest): Promise<CutListResponse> {
      const row = await catalog.find(request.material);
      if (!row?.isAvailable) {
        throw AppError.badRequest(MESSAGES.item.materialNotFound, [
          { field: "material", message: MESSAGES.item.materialNotFound },
        ]);
      }
      const stocked = resolveStockLengths(row.stockLengths, request.product_type, request.shape);
      const { stockLengths, errors } = checkCutListStock(request, stocked);
      const [first] = errors;
      if (first) throw AppError.badRequest(first.message, errors);

      const plan = planCutList({
        pieces: request.pieces,
        stockLengths,
        kerf: request.kerf,
        minDrop: request.min_drop,
      });
      const prices = priceCutList({
        product_type: request.product_type,
        shape: request.shape,
        dimensions: request.dimensions,
        pieces: request.pieces,
        plan,
        pricing: materialPricing(row, facilityToday(clock.now())),
      });
      return {
        bars: plan.bars.map((bar) => ({
          stock_length: bar.stockLength,
          cuts: bar.cuts.map((cut) => ({
            length: cut.length,
            label: cut.label,
            offset: cut.offset,
          })),
          drop: bar.drop,
          drop_usable: bar.dropUsable,
        })),
        stock_count: plan.stockCount,
        lower_bound: plan.lowerBound,
        yield_percent: plan.yieldPercent,
        cost_cut_to_size: centsToDollars(prices.cutToSizeCents),
        cost_full_lengths: centsToDollars(prices.fullLengthsCents),
        savings: centsToDollars(prices.savingsCents),
      };
    },
  };
}
