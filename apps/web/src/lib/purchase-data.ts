import type { ItemSpecInput, QuoteLineRef } from "@ingot/domain";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";

/**
 * What "Buy now" hands to /purchase-summary (spec §3 "Purchase data handed to checkout"), passed as
 * router state AND kept in sessionStorage so a reload of the summary keeps it. `item` is the item
 * spec: checkout recomputes the amount from it on the server (decisions §4); the figures here are
 * the server's instant price, for display only.
 */
export interface PurchaseData {
  /** '{material} - {shapeName} {productType}' */
  material: string;
  quantity: number;
  /** inches; absent for shapes that do not use them */
  dimensions: { length?: number; width?: number; height?: number };
  /** total weight, lb */
  weightLbs: number;
  weightPerPieceLbs: number;
  /** material cost, dollars */
  totalPrice: number;
  dfars: boolean;
  rohs: boolean;
  email: string;
  item: ItemSpecInput;
  /**
   * Set when buying an accepted quote line (portal Quote History): checkout sends it, and the server
   * charges the line's quoted price (after checking owner, status and validity) instead of today's.
   */
  quoteLine?: QuoteLineRef;
}

export const PURCHASE_DATA_KEY = "ingot-purchase-data";

export function savePurchaseData(data: PurchaseData): void {
  try {
    sessionStorage.setItem(PURCHASE_DATA_KEY, JSON.stringify(data));
  } catch {
    // Storage full or disabled: router state still carries the data for this visit.
  }
}

/**
 * The hand-off itself, for every "Buy now" (quote builder, portal reorder, an accepted quote line):
 * stores the data for a reload, then opens /purchase-summary with it as router state.
 */
export function usePurchaseHandOff(): (data: PurchaseData) => void {
  const navigate = useNavigate();
  return (data) => {
    savePurchaseData(data);
    void navigate(paths.purchaseSummary, { state: { purchaseData: data } });
  };
}

function isPurchaseData(value: unknown): value is PurchaseData {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.material === "string" &&
    typeof v.quantity === "number" &&
    typeof v.totalPrice === "number" &&
    typeof v.weightLbs === "number" &&
    typeof v.item === "object" &&
    v.item !== null
  );
}

/** Router state first (a fresh navigation), else what this tab stored (a reload). */
export function loadPurchaseData(routerState: unknown): PurchaseData | undefined {
  const fromState =
    typeof routerState === "object" && routerState !== null
      ? (routerState as { purchaseData?: unknown }).purchaseData
      : undefined;
  if (isPurchaseData(fromState)) return fromState;
  try {
    const stored = sessionStorage.getItem(PURCHASE_DATA_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : undefined;
    return isPurchaseData(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
