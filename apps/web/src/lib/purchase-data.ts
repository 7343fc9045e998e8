import type { CutListRequestInput, ItemSpecInput, QuoteLineRef } from "@ingot/domain";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { hasFields } from "./has-fields";

/** Inches; only the dimensions the line's shape has (a tube has its wall, a round its diameter). */
export interface PurchaseDimensions {
  length?: number;
  width?: number;
  height?: number;
  diameter?: number;
  wall?: number;
}

/**
 * One line of the order being bought (issue #15: an order has 1 to 100 lines). `item` is the item
 * spec: checkout prices every line from it on the server (decisions §4); the figures here are the
 * server's instant price, for display until checkout's own figures arrive.
 */
export interface PurchaseLine {
  /** '{material} - {shapeName} {productType}' */
  material: string;
  quantity: number;
  dimensions: PurchaseDimensions;
  /** total weight of the line, lb */
  weightLbs: number;
  weightPerPieceLbs: number;
  /** the line's material cost, dollars */
  totalPrice: number;
  dfars: boolean;
  rohs: boolean;
  item: ItemSpecInput;
  /**
   * Set when buying an accepted quote line (portal quotes, /quotes): checkout sends it, and the
   * server charges the line's quoted price (after checking owner, status and validity).
   */
  quoteLine?: QuoteLineRef;
  /**
   * Set when buying "Full lengths, cut by us" from the cut-list planner (issue #17): checkout sends
   * the cut list and the server plans and prices the bars (`item` is then the bars, the longest
   * stock length, for display until checkout's figures arrive).
   */
  cutList?: CutListRequestInput;
}

/**
 * What "Buy now", a cart's "Check out" and a quote's "Buy" hand to /purchase-summary (spec §3
 * "Purchase data handed to checkout", extended to lines by issue #15), passed as router state AND
 * kept in sessionStorage so a reload of the summary keeps it.
 */
export interface PurchaseData {
  lines: PurchaseLine[];
  email: string;
}

/** An order holds at most this many lines (decision 13). */
export const PURCHASE_LINES_MAX = 100;

/** What the screens say when more lines are chosen than one order holds. */
export const TOO_MANY_LINES_NOTE = `An order holds at most ${PURCHASE_LINES_MAX} lines; send the rest as a quote request.`;

export const PURCHASE_DATA_KEY = "ingot-purchase-data";

/** Only the dimensions that are set, so a plate never shows a diameter. */
export function pickDimensions(d: PurchaseDimensions): PurchaseDimensions {
  const out: PurchaseDimensions = {};
  for (const key of ["length", "width", "height", "diameter", "wall"] as const) {
    const value = d[key];
    if (typeof value === "number" && Number.isFinite(value)) out[key] = value;
  }
  return out;
}

export function savePurchaseData(data: PurchaseData): void {
  try {
    sessionStorage.setItem(PURCHASE_DATA_KEY, JSON.stringify(data));
  } catch {
    // Storage full or disabled: router state still carries the data for this visit.
  }
}

/**
 * The hand-off itself, for every way into checkout (Buy now, a cart, a reorder, an accepted quote,
 * the cut-list planner): stores the data for a reload, then opens /purchase-summary with it.
 */
export function usePurchaseHandOff(): (data: PurchaseData) => void {
  const navigate = useNavigate();
  return (data) => {
    savePurchaseData(data);
    void navigate(paths.purchaseSummary, { state: { purchaseData: data } });
  };
}

function isPurchaseLine(value: unknown): value is PurchaseLine {
  return hasFields(value, {
    string: ["material"],
    number: ["quantity", "totalPrice", "weightLbs"],
    object: ["item"],
  });
}

/**
 * Purchase data as this tab may hold it: the lines form, or the one-item form stored by an earlier
 * version of the app (a tab open across a deploy), read as a one-line order.
 */
function toPurchaseData(value: unknown): PurchaseData | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const email = typeof v.email === "string" ? v.email : "";
  if (Array.isArray(v.lines)) {
    const lines = v.lines;
    if (lines.length === 0 || lines.length > PURCHASE_LINES_MAX) return undefined;
    return lines.every(isPurchaseLine) ? { lines, email } : undefined;
  }
  if (!isPurchaseLine(v)) return undefined;
  const { email: _email, ...line } = v as PurchaseLine & { email?: unknown };
  return { lines: [line], email };
}

export type PurchaseDataRead =
  | { state: "ok"; data: PurchaseData }
  /** Nothing was handed over (spec §8 'No purchase data found'). */
  | { state: "none" }
  /** Something was handed over or stored, but it is not purchase data (spec §8 'Purchase data not found'). */
  | { state: "unreadable" };

/** Router state first (a fresh navigation), else what this tab stored (a reload). */
export function readPurchaseData(routerState: unknown): PurchaseDataRead {
  const handed =
    typeof routerState === "object" && routerState !== null
      ? (routerState as { purchaseData?: unknown }).purchaseData
      : undefined;
  const fromState = toPurchaseData(handed);
  if (fromState) return { state: "ok", data: fromState };
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(PURCHASE_DATA_KEY);
  } catch {
    stored = null;
  }
  if (stored) {
    try {
      const data = toPurchaseData(JSON.parse(stored));
      if (data) return { state: "ok", data };
    } catch {
      // not JSON: unreadable below
    }
    return { state: "unreadable" };
  }
  return handed === undefined ? { state: "none" } : { state: "unreadable" };
}

export function loadPurchaseData(routerState: unknown): PurchaseData | undefined {
  const read = readPurchaseData(routerState);
  return read.state === "ok" ? read.data : undefined;
}

/** The lines' total weight and material cost as the instant prices gave them (display only). */
export function purchaseTotals(data: PurchaseData): { weightLbs: number; totalPrice: number } {
  let weightHundredths = 0;
  let cents = 0;
  for (const line of data.lines) {
    weightHundredths += Math.round(line.weightLbs * 100);
    cents += Math.round(line.totalPrice * 100);
  }
  return { weightLbs: weightHundredths / 100, totalPrice: cents / 100 };
}
