import {
  type AdminOrder,
  type AdminOrdersQuery,
  centsToDollars,
  chargedTaxCents,
  checkOrderTransition,
  FULFILLABLE_PAYMENT_STATUSES,
  formatOrderNumber,
  mayEnterProduction,
  nextOrderStatuses,
  ORDER_STATUS_LABELS,
  type OrderStatusUpdate,
  orderUpdatePreference,
  TAX_EXEMPTION_HOLD_MESSAGE,
  TAX_EXEMPTION_NOT_HELD_MESSAGE,
} from "@ingot/domain";
import { and, count, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documents, type OrderLineRow, orders } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { newestFirst } from "../../lib/newest-first";
import { readyCertificates } from "../documents/document-conditions";
import { notifyCustomer } from "../email/notify-customer";
import { testPaymentSubject } from "../email/order-emails";
import { orderStatusEmailText } from "../email/status-emails";
import type { EventBus } from "../events/event-bus";
import { loadLinesOf, loadOrderLines, orderMaterialText } from "../orders/order-lines";
import { displayLines, isTestPayment } from "../orders/order-view";
import { enqueueWebhookEvent } from "../webhooks/webhook-events";

/** Orders as staff see them (decisions §6): filters, paging, and fulfilment steps with emails. */

type OrderRow = typeof orders.$inferSelect;

/** The download route of each order's material certificate (the newest ready one). */
export async function certificateUrls(
  db: Database,
  orderIds: string[],
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  if (orderIds.length === 0) return urls;
  const docs = await db
    .select({ id: documents.id, orderId: documents.orderId })
    .from(documents)
    .where(and(inArray(documents.orderId, orderIds), readyCertificates()))
    .orderBy(...newestFirst(documents));
  for (const doc of docs) {
    if (doc.orderId && !urls.has(doc.orderId)) {
      urls.set(doc.orderId, `/v2/documents/${doc.id}/download`);
    }
  }
  return urls;
}

export function toAdminOrder(
  row: OrderRow,
  prefix: string,
  certificateUrl: string | null = null,
  lines: readonly OrderLineRow[] = [],
): AdminOrder {
  const a = row.customerAddress;
  const context = { paymentStatus: row.paymentStatus, deliveryMethod: row.deliveryMethod };
  return {
    id: row.id,
    order_number: formatOrderNumber(row.id, prefix),
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
    payment_status: row.paymentStatus,
    fulfilment_status: row.fulfilmentStatus,
    // A held order is not offered production (issue #21); the server refuses it anyway.
    next_statuses: nextOrderStatuses(row.fulfilmentStatus, context).filter(
      (to) => to !== "in_production" || mayEnterProduction(row.taxExemptionHold),
    ),
    delivery_method: row.deliveryMethod,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    customer_name: row.customerName,
    customer_company: row.customerCompany,
    customer_email: row.customerEmail,
    customer_phone: row.customerPhone,
    customer_order_number: row.customerOrderNumber,
    material: row.material,
    quantity: row.quantity,
    items: displayLines(row, lines),
    total: centsToDollars(row.totalCents),
    material_cost: centsToDollars(row.materialCostCents),
    tax_exemption: row.taxExemption,
    tax_exemption_hold: row.taxExemptionHold,
    tax_due: row.taxDueCents === null ? null : centsToDollars(row.taxDueCents),
    dfars_required: row.dfarsRequired,
    shipping_address: a ? `${a.street}, ${a.city}, ${a.state} ${a.zip_code}` : null,
    certificate_url: certificateUrl,
    ship_by: row.shipBy ?? null,
    arrives_by: row.arrivesBy ?? null,
  };
}

function search(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // An order number (ING-1A2B3C4D) is the last 8 characters of the id.
  const tail = q.replace(/^[a-z]+-/i, "").toLowerCase();
  return sql`(lower(${orders.customerName}) like ${like} or lower(${orders.customerCompany}) like ${like}
    or lower(${orders.customerEmail}) like ${like} or lower(${orders.material}) like ${like}
    or lower(coalesce(${orders.customerOrderNumber}, '')) like ${like}
    or lower(coalesce(${orders.trackingNumber}, '')) like ${like}
    or right(${orders.id}::text, 8) = ${tail.slice(-8)} or ${orders.id}::text = ${q.toLowerCase()})`;
}

export interface AdminOrdersDeps {
  db: Database;
  /** Told of every fulfilment step, after the commit (the admin dashboard, modules/events). */
  events: Pick<EventBus, "publish">;
  orderPrefix: string;
  brandName: string;
  publicUrl: string;
}

export function createAdminOrdersService(deps: AdminOrdersDeps) {
  const { db } = deps;
  async function find(id: string): Promise<OrderRow | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  return {
    find,

    async list(query: AdminOrdersQuery) {
      const where = and(
        query.payment_status ? eq(orders.paymentStatus, query.payment_status) : undefined,
        query.fulfilment_status ? eq(orders.fulfilmentStatus, query.fulfilment_status) : undefined,
        search(query.q),
      );
      const [total] = await db.select({ n: count() }).from(orders).where(where);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(...newestFirst(orders))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const n = total?.n ?? 0;
      const certificates = await certificateUrls(
        db,
        rows.map((r) => r.id),
      );
      const lines = await loadOrderLines(
        db,
        rows.map((r) => r.id),
      );
      return {
        orders: rows.map((row) =>
          toAdminOrder(row, deps.orderPrefix, certificates.get(row.id) ?? null, lines.get(row.id)),
        ),
        pagination: {
          page: query.page,
          limit: query.limit,
          total: n,
          total_pages: Math.ceil(n / query.limit),
        },
      };
    },

    /** One fulfilment step; 404 unknown, 409 a step the table refuses (or a concurrent change). */
    async changeStatus(id: string, body: OrderStatusUpdate) {
      const order = await find(id);
      if (!order) throw AppError.notFound("Order not found.");
      const from = order.fulfilmentStatus;
      const check = checkOrderTransition(from, body.status, {
        paymentStatus: order.paymentStatus,
        deliveryMethod: order.deliveryMethod,
      });
      if (!check.ok) throw AppError.conflict(check.reason, "INVALID_TRANSITION");
      const toProduction = body.status === "in_production";
      if (toProduction && !mayEnterProduction(order.taxExemptionHold)) {
        throw AppError.conflict(TAX_EXEMPTION_HOLD_MESSAGE, "TAX_EXEMPTION_HOLD");
      }
      const shipped = body.status === "shipped";
      const number = formatOrderNumber(order.id, deps.orderPrefix);
      const result = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(orders)
          .set({
            fulfilmentStatus: body.status,
            updatedAt: new Date(),
            ...(shipped
              ? { carrier: body.carrier ?? null, trackingNumber: body.tracking_number ?? null }
              : {}),
          })
          .where(
            and(
              eq(orders.id, id),
              eq(orders.fulfilmentStatus, from),
              // Paid, or invoiced on account (issue #16): never pending, declined or unpaid.
              inArray(orders.paymentStatus, [...FULFILLABLE_PAYMENT_STATUSES]),
              toProduction ? ne(orders.taxExemptionHold, "awaiting_certificate") : undefined,
            ),
          )
          .returning();
        if (!updated)
          throw AppError.conflict("The order changed meanwhile; reload it.", "STALE_STATUS");
        const text = orderStatusEmailText(
          deps,
          {
            number,
            material: await orderMaterialText(tx as unknown as Database, updated),
            carrier: updated.carrier,
            trackingNumber: updated.trackingNumber,
            shipBy: updated.shipBy,
            arrivesBy: updated.arrivesBy,
            deliveryMethod: updated.deliveryMethod,
            testPayment: isTestPayment(updated),
          },
          body.status,
          body.note,
        );
        const emailQueued = await notifyCustomer(tx as unknown as Database, {
          recipient: { userId: updated.userId, email: updated.customerEmail },
          preference: orderUpdatePreference(body.status),
          subject: testPaymentSubject(
            updated,
            `${deps.brandName}: order ${number} ${ORDER_STATUS_LABELS[body.status].toLowerCase()}`,
          ),
          text,
          kind: `order-${body.status.replaceAll("_", "-")}`,
          dedupeKey: `order-status:${updated.id}:${body.status}`,
        });
        // The owner's webhooks hear of it in the same transaction (modules/webhooks).
        await enqueueWebhookEvent(tx as unknown as Database, {
          owner: { userId: updated.userId, email: updated.customerEmail },
          type: "order.status_changed",
          data: {
            order_id: updated.id,
            order_number: number,
            previous_status: from,
            status: updated.fulfilmentStatus,
            delivery_method: updated.deliveryMethod,
            carrier: updated.carrier,
            tracking_number: updated.trackingNumber,
          },
        });
        const certificates = await certificateUrls(tx as unknown as Database, [updated.id]);
        return {
          order: toAdminOrder(
            updated,
            deps.orderPrefix,
            certificates.get(updated.id) ?? null,
            await loadLinesOf(tx as unknown as Database, updated.id),
          ),
          from,
          email_queued: emailQueued,
        };
      });
      await deps.events.publish({
        type: "order.status_changed",
        id: result.order.id,
        data: { from: result.from, to: result.order.fulfilment_status },
      });
      return result;
    },

    /**
     * "Charge the tax" on a held order (issue #21, decision 019): the exemption is dropped, the tax
     * due on the stored material cost and state is recorded (`tax_due_cents`; the captured payment
     * stays as it was, staff invoice the difference) and the hold becomes `tax_charged`, so the
     * order may go into production. 404 unknown, 409 when the order is not held.
     */
    async chargeTax(id: string) {
      const order = await find(id);
      if (!order) throw AppError.notFound("Order not found.");
      const [updated] = await db
        .update(orders)
        .set({
          taxExemption: false,
          taxExemptionHold: "tax_charged",
          taxDueCents: chargedTaxCents({
            materialCostCents: order.materialCostCents,
            deliveryMethod: order.deliveryMethod,
            state: order.customerAddress?.state,
          }),
          updatedAt: new Date(),
        })
        .where(and(eq(orders.id, id), eq(orders.taxExemptionHold, "awaiting_certificate")))
        .returning();
      if (!updated) throw AppError.conflict(TAX_EXEMPTION_NOT_HELD_MESSAGE, "NOT_HELD");
      const certificates = await certificateUrls(db, [updated.id]);
      return {
        order: toAdminOrder(
          updated,
          deps.orderPrefix,
          certificates.get(updated.id) ?? null,
          await loadLinesOf(db, updated.id),
        ),
      };
    },
  };
}
