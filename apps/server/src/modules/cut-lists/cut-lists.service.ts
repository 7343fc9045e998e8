import {
  type CutListRequest,
  type CutListResponse,
  type CutPlan,
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

/** A plan's bars on the wire (optimize's `bars`, an order line's `cut_plan.bars`). */
export function barsReply(plan: Pick<CutPlan, "bars">): CutListResponse["bars"] {
  return plan.bars.map((bar) => ({
    stock_length: bar.stockLength,
    cuts: bar.cuts.map((cut) => ({ length: cut.length, label: cut.label, offset: cut.offset })),
    drop: bar.drop,
    drop_usable: bar.dropUsable,
  }));
}

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
  /**
   * The plan and its prices, or the 400 with field messages: what optimize answers, and what
   * checkout charges for "Full lengths, cut by us" (the same engine, the same price).
   */
  async function plan(request: CutListRequest) {
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

    const cutPlan = planCutList({
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
      plan: cutPlan,
      pricing: materialPricing(row, facilityToday(clock.now())),
    });
    return { plan: cutPlan, prices };
  }

  return {
    plan,

    async optimize(request: CutListRequest): Promise<CutListResponse> {
      const { plan: cutPlan, prices } = await plan(request);
      return {
        bars: barsReply(cutPlan),
        stock_count: cutPlan.stockCount,
        lower_bound: cutPlan.lowerBound,
        yield_percent: cutPlan.yieldPercent,
        cost_cut_to_size: centsToDollars(prices.cutToSizeCents),
        cost_full_lengths: centsToDollars(prices.fullLengthsCents),
        savings: centsToDollars(prices.savingsCents),
      };
    },
  };
}
