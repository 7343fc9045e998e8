import { describeCutPlan } from "@ingot/domain";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type OrderLineRow, orderLines } from "../../db/schema/index";

/** The lines of these orders, in position order (issue #15); every order has at least one. */
export async function loadOrderLines(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, OrderLineRow[]>> {
  const byOrder = new Map<string, OrderLineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...new Set(orderIds)]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  for (const row of rows) {
    const list = byOrder.get(row.orderId);
    if (list) list.push(row);
    else byOrder.set(row.orderId, [row]);
  }
  return byOrder;
}

/** One order's lines. */
export async function loadLinesOf(db: Database, orderId: string): Promise<OrderLineRow[]> {
  return (await loadOrderLines(db, [orderId])).get(orderId) ?? [];
}

/**
 * What an order buys, after "Material: " in its emails: "6061-T6, 4 pcs", or for "Full lengths,
 * cut by us" (issue #17), whose quantity counts bars, the bars and the pieces they are cut into.
 */
export async function orderMaterialText(
  db: Database,
  order: { id: string; material: string; quantity: number },
): Promise<string> {
  const [first] = await db
    .select({ cutPlan: orderLines.cutPlan })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position))
    .limit(1);
  return first?.cutPlan
    ? `${order.material}, ${describeCutPlan(first.cutPlan)}`
    : `${order.material}, ${order.quantity} pcs`;
}
