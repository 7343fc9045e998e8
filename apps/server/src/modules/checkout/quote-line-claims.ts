import { lineErrorMessage } from "@ingot/domain";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { BOUGHT_PAYMENT_STATUSES, orderLines, orders, rfqItems, rfqs } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import type { QuotedLine } from "./quoted-line";

/**
 * "A quote line is bought once" (issue #15). A line is held by a paid order, and for a while by a
 * pending one (the buyer is on the payment page): `PENDING_HOLD_MS`, a little longer than a Stripe
 * session lives (`PAYMENT_SESSION_TTL_MS`), so a hold has always ended before its session could be
 * paid no more. The same buyer starting checkout again takes over their own pending order's hold
 * (that order is expired). Both checks run in a transaction that first locks the quote lines' rows,
 * so two checkouts of one line at the same moment are serialized and only one gets through.
 */
export const PAYMENT_SESSION_TTL_MS = 31 * 60_000;
export const PENDING_HOLD_MS = 35 * 60_000;

export const QUOTE_LINE_BOUGHT = "This quote line has already been bought.";
export const QUOTE_LINE_IN_CHECKOUT =
  "This quote line is in another checkout. Please try again in 35 minutes.";

type Tx = Database;

/** Locks the rows of the quote lines, in id order (no deadlock between two checkouts). */
export async function lockQuoteLines(tx: Tx, keys: readonly string[]): Promise<void> {
  const itemIds = keys.filter((k) => k.startsWith("multi-line:")).map((k) => k.slice(11));
  const singleIds = keys.filter((k) => k.startsWith("single:")).map((k) => k.slice(7));
  for (const [table, ids] of [
    [rfqItems, itemIds],
    [rfqs, singleIds],
  ] as const) {
    if (ids.length === 0) continue;
    await tx
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, ids))
      .orderBy(asc(table.id))
      .for("update");
  }
}

/** Orders other than `exceptOrderId` that hold any of `keys` (bought: paid or on account; or pending). */
async function holders(tx: Tx, keys: readonly string[], exceptOrderId?: string) {
  if (keys.length === 0) return [];
  return tx
    .select({
      key: orderLines.quoteLineKey,
      orderId: orders.id,
      status: orders.paymentStatus,
      userId: orders.userId,
      createdAt: orders.createdAt,
      provider: orders.provider,
      sessionId: orders.providerSessionId,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        inArray(orderLines.quoteLineKey, [...keys]),
        inArray(orders.paymentStatus, [...BOUGHT_PAYMENT_STATUSES, "pending"]),
        exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
      ),
    );
}

/**
 * The keys among `keys` that are bought: held by an order (other than `exceptOrderId`) that is
 * paid or on account, not merely pending. The one reading of "bought" for the quote history's
 * marks and for the paid transition's check.
 */
export async function boughtQuoteLineKeys(
  tx: Tx,
  keys: readonly string[],
  exceptOrderId?: string,
): Promise<Set<string>> {
  const held = await holders(tx, keys, exceptOrderId);
  return new Set(held.flatMap((h) => (h.status !== "pending" && h.key ? [h.key] : [])));
}

export interface SupersededOrder {
  orderId: string;
  provider: string;
  sessionId: string;
}

/**
 * Checks, inside the caller's transaction, that the quoted lines of a new checkout are free:
 * 409 naming the line when one is bought or held by someone else's checkout. The caller's own
 * pending orders holding them are expired (returned, so their payment sessions can be closed).
 */
export async function claimQuoteLines(
  tx: Tx,
  lines: readonly { index: number; quoted: QuotedLine }[],
  options: { userId: string | null; numbered: boolean; now: Date },
): Promise<SupersededOrder[]> {
  if (lines.length === 0) return [];
  const keys = lines.map((l) => l.quoted.key);
  await lockQuoteLines(tx, keys);
  const named = (key: string | null, message: string) => {
    const index = lines.find((l) => l.quoted.key === key)?.index ?? 0;
    return options.numbered ? lineErrorMessage(index + 1, message) : message;
  };
  const superseded = new Map<string, SupersededOrder>();
  for (const holder of await holders(tx, keys)) {
    if (holder.status !== "pending") {
      throw AppError.conflict(named(holder.key, QUOTE_LINE_BOUGHT), "QUOTE_LINE_BOUGHT");
    }
    const live = holder.createdAt.getTime() > options.now.getTime() - PENDING_HOLD_MS;
    if (!live) continue;
    if (holder.userId === null || holder.userId !== options.userId) {
      throw AppError.conflict(named(holder.key, QUOTE_LINE_IN_CHECKOUT), "QUOTE_LINE_IN_CHECKOUT");
    }
    superseded.set(holder.orderId, {
      orderId: holder.orderId,
      provider: holder.provider,
      sessionId: holder.sessionId,
    });
  }
  if (superseded.size > 0) {
    await tx
      .update(orders)
      .set({ paymentStatus: "expired", updatedAt: options.now })
      .where(and(inArray(orders.id, [...superseded.keys()]), eq(orders.paymentStatus, "pending")));
  }
  return [...superseded.values()];
}

/**
 * At the paid transition: true when another order has already been paid for one of this order's
 * quote lines (it must not be marked paid a second time). Locks the lines' rows first.
 */
export async function quoteLineSoldElsewhere(tx: Tx, orderId: string): Promise<boolean> {
  const own = await tx
    .select({ key: orderLines.quoteLineKey })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const keys = own.flatMap((l) => (l.key ? [l.key] : []));
  if (keys.length === 0) return false;
  await lockQuoteLines(tx, keys);
  return (await boughtQuoteLineKeys(tx, keys, orderId)).size > 0;
}
