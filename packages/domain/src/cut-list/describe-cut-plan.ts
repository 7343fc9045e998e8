import { formatLength } from "./format-length";

/** What the buyer chose on the planner (issue #17), as every screen, email and PDF names it. */
export const FULL_LENGTHS_CUT_BY_US = "Full lengths, cut by us";

/**
 * One line's summary of a bought cut plan: "Full lengths, cut by us: 4 × 240 in (20 ft) bars,
 * 37 pieces".
 */
export function describeCutPlan(plan: {
  stock: readonly { stock_length: number; count: number }[];
  piece_count: number;
}): string {
  const bars = plan.stock
    .map(
      ({ stock_length, count }) =>
        `${count} × ${formatLength(stock_length)} ${count === 1 ? "bar" : "bars"}`,
    )
    .join(" + ");
  const pieces = `${plan.piece_count} ${plan.piece_count === 1 ? "piece" : "pieces"}`;
  return `${FULL_LENGTHS_CUT_BY_US}: ${bars}, ${pieces}`;
}

/**
 * What to cut, one text per bar, for staff (admin, order emails): "Bar 1 (288 in): 96 Post +
 * 72 Header + 22; drop 0.375 in scrap". Lengths in inches, as on the saw.
 */
export function describeCutPlanBars(plan: {
  bars: readonly {
    stock_length: number;
    cuts: readonly { length: number; label: string | null }[];
    drop: number;
    drop_usable: boolean;
  }[];
}): string[] {
  return plan.bars.map(
    (bar, index) =>
      `Bar ${index + 1} (${bar.stock_length} in): ${bar.cuts
        .map((cut) => `${cut.length}${cut.label ? ` ${cut.label}` : ""}`)
        .join(" + ")}; drop ${bar.drop} in ${bar.drop_usable ? "kept" : "scrap"}`,
  );
}
