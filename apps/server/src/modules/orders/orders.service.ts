import type { OrdersQuery, OrdersResponse } from "@ingot/domain";
import { centsToDollars } from "@ingot/domain";
import { and, asc, desc, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documents, FULFILMENT_STATUSES, orders, PAYMENT_STATUSES } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { readyCertificates } from "../documents/document-conditions";
import { loadCompanyFacts } from "./order-company";
import { loadOrderLines } from "./order-lines";
import { toOrderDisplay } from "./order-view";

function statusFilter(status: string | undefined): SQL | undefined {
  if (!status) return undefined;
  if ((PAYMENT_STATUSES as readonly string[]).includes(status)) {
    return sql`${orders.paymentStatus} = ${status}`;
  }
  if ((FULFILMENT_STATUSES as readonly string[]).includes(status)) {
    return sql`${orders.fulfilmentStatus} = ${status}`;
  }
  throw AppError.badRequest(`Unknown status: ${status}`, [
    { field: "status", message: `Unknown status: ${status}` },
  ]);
}

export interface OrdersDeps {
  db: Database;
  orderPrefix: string;
  /** The facility's today for on-account invoices (overdue or not, issue #16). */
  clock: Pick<Clock, "now">;
}

export function createOrdersService({ db, orderPrefix, clock }: OrdersDeps) {
  return {
    /** A page of the orders `which` selects (lib/authorize.ts builds it for the caller). */
    async list(which: SQL, query: OrdersQuery): Promise<OrdersResponse> {
      const where = and(which, statusFilter(query.status));
      const [totals] = await db
        .select({
          count: sql<number>`count(*)::int`,
          spent: sql<number>`coalesce(sum(case when ${orders.paymentStatus} = 'paid' then ${orders.totalCents} else 0 end), 0)::bigint`,
        })
        .from(orders)
        .where(where);
      const count = Number(totals?.count ?? 0);
      const direction = query.sort_order === "asc" ? asc : desc;
      const sortColumn = query.sort_by === "total_amount" ? orders.totalCents : orders.createdAt;
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(direction(sortColumn), direction(orders.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);

      const certificates = new Map<string, string>();
      if (rows.length > 0) {
        const docs = await db
          .select({ id: documents.id, orderId: documents.orderId })
          .from(documents)
          .where(
            and(
              inArray(
                documents.orderId,
                rows.map((r) => r.id),
              ),
              readyCertificates(),
            ),
          );
        for (const doc of docs) {
          if (doc.orderId) certificates.set(doc.orderId, `/v2/documents/${doc.id}/download`);
        }
      }

      const lines = await loadOrderLines(
        db,
        rows.map((r) => r.id),
      );
      const company = await loadCompanyFacts(db, rows, clock);
      return {
        orders: rows.map((row) =>
          toOrderDisplay(
            row,
            orderPrefix,
            certificates.get(row.id) ?? null,
            lines.get(row.id),
            company.get(row.id),
          ),
        ),
        pagination: {
          page: query.page,
          limit: query.limit,
          total: count,
          total_pages: Math.ceil(count / query.limit),
        },
        summary: { count, total_spent: centsToDollars(Number(totals?.spent ?? 0)) },
      };
    },
  };
}
