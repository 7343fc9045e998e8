import { asc, inArray } from "drizzle-orm";
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
