import {
  type CartItem,
  type CutListPiece,
  type CutPlan,
  formatLength,
  LENGTH_MAX_IN,
  LENGTH_MIN_IN,
  type MaterialCode,
  QUANTITY_MAX,
  type Shape,
  type StockProductType,
} from "@ingot/domain";

export interface CutListMaterial {
  productType: StockProductType;
  shape: Shape;
  materialCode: MaterialCode;
  materialLabel: string;
}

/** A quote line's description holds at most this much (quote item schema). */
const DESCRIPTION_MAX = 2000;

const clip = (text: string) =>
  text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1)}…`;

const describePieces = (pieces: readonly CutListPiece[]) =>
  pieces
    .map(
      (piece) =>
        `${piece.quantity} × ${formatLength(piece.length)}${piece.label ? ` "${piece.label}"` : ""}`,
    )
    .join("; ");

/**
 * "Cut to size" as RFQ lines: one line per piece line, as the instant quote prices them. A piece
 * outside the catalog's 12–480 in or a line over 500 pieces cannot be a quote line: the reason.
 */
export function cutToSizeCartItems(
  material: CutListMaterial,
  crossSection: Partial<Record<"width" | "height" | "diameter" | "wall", number>>,
  pieces: readonly CutListPiece[],
): { items: CartItem[] } | { reason: string } {
  const short = pieces.find((p) => p.length < LENGTH_MIN_IN || p.length > LENGTH_MAX_IN);
  if (short) {
    return {
      reason: `Cut-to-size lines are ${formatLength(LENGTH_MIN_IN)} to ${formatLength(LENGTH_MAX_IN)} long; ${formatLength(short.length)} is outside that. Ask for full lengths instead.`,
    };
  }
  if (pieces.some((p) => p.quantity > QUANTITY_MAX)) {
    return { reason: `A quote line holds at most ${QUANTITY_MAX} pieces; split the line.` };
  }
  return {
    items: pieces.map((piece) => ({
      id: crypto.randomUUID(),
      material: material.materialLabel,
      materialCode: material.materialCode,
      shapeName: material.shape,
      productType: material.productType,
      dimensions: { ...crossSection, length: piece.length },
      quantity: piece.quantity,
      dfars: true,
      description: clip(
        `Cut to size${piece.label ? `: ${piece.label}` : ""} (from the cut-list planner)`,
      ),
    })),
  };
}

/**
 * "Full lengths, cut by us" as RFQ lines: one line per stock length (the bars to buy), each
 * carrying the pieces to cut from them, the kerf and the drops kept, so the plan travels with it.
 */
export function fullLengthCartItems(
  material: CutListMaterial,
  crossSection: Partial<Record<"width" | "height" | "diameter" | "wall", number>>,
  pieces: readonly CutListPiece[],
  plan: CutPlan,
  settings: { kerf: number; minDrop: number },
): CartItem[] {
  const usable = plan.bars.filter((bar) => bar.dropUsable);
  return plan.stockCounts.map(({ stockLength, count }) => {
    const bars = plan.bars.filter((bar) => bar.stockLength === stockLength);
    const cut = bars
      .map(
        (bar, index) =>
          `bar ${index + 1}: ${bar.cuts.map((c) => `${c.length}${c.label ? ` ${c.label}` : ""}`).join(" + ")}`,
      )
      .join("; ");
    return {
      id: crypto.randomUUID(),
      material: material.materialLabel,
      materialCode: material.materialCode,
      shapeName: material.shape,
      productType: material.productType,
      dimensions: { ...crossSection, length: stockLength },
      quantity: count,
      dfars: true,
      description: clip(
        `Full lengths, cut by us (cut-list planner): ${count} × ${formatLength(stockLength)}. ` +
          `Pieces: ${describePieces(pieces)}. Kerf ${settings.kerf} in; keep drops of ${settings.minDrop} in or more ` +
          `(${usable.length} usable). Cuts (in): ${cut}.`,
      ),
    };
  });
}
