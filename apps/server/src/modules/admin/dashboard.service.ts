import {
  ADMIN_LATEST_RFQ_REQUESTS,
  ADMIN_LATEST_RFQS,
  ADMIN_LATEST_SUBSCRIBERS,
  describeForm,
  FULFILLABLE_PAYMENT_STATUSES,
  formatQuoteNumber,
  getMaterial,
} from "@ingot/domain";
import { and, count, countDistinct, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  mailingList,
  orders,
  type RfqRequestRow,
  type RfqRow,
  rfqItems,
  rfqRequests,
  rfqs,
} from "../../db/schema/index";
import { newestFirst } from "../../lib/newest-first";

/** The admin dashboard (spec §2 /admin, §7 admin calls, §9 admin lists) and its counts. */

export function toRfqRow(row: RfqRow) {
  return {
    id: row.id,
    submission_id: row.submissionId,
    request_number: formatQuoteNumber("single", row.submissionId),
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    material: row.material,
    material_label: getMaterial(row.material)?.label ?? row.material,
    form: describeForm(row.shape, row.productType),
    quantity: row.quantity,
    dimensions: row.dimensions ?? {},
    dfars: row.dfars,
    referral_source: row.referralSource,
    referral_other: row.referralOther,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    requote_of: row.requoteOf ? formatQuoteNumber("single", row.requoteOf) : null,
  };
}

export function toRequestRow(row: RfqRequestRow, lines: number, pieces: number) {
  return {
    id: row.id,
    request_number: formatQuoteNumber("multi-line", row.id),
    name: row.name,
    company: row.company,
    email: row.email,
    status: row.status,
    item_count: lines,
    total_pieces: pieces,
    dfars: row.dfars,
    rohs: row.rohs,
    created_at: row.createdAt.toISOString(),
    requote_of: row.requoteOf ? formatQuoteNumber("multi-line", row.requoteOf) : null,
  };
}

export function toSubscriberRow(row: typeof mailingList.$inferSelect) {
  return { id: row.id, email: row.email, created_at: row.createdAt.toISOString() };
}

export async function requestRowsFor(db: Database, rows: RfqRequestRow[]) {
  if (rows.length === 0) return [];
  const totals = await db
    .select({
      id: rfqItems.rfqRequestId,
      lines: count(),
      pieces: sql<number>`coalesce(sum(${rfqItems.quantity}), 0)::int`,
    })
    .from(rfqItems)
    .where(
      inArray(
        rfqItems.rfqRequestId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(rfqItems.rfqRequestId);
  const byId = new Map(totals.map((t) => [t.id, t]));
  return rows.map((row) =>
    toRequestRow(row, byId.get(row.id)?.lines ?? 0, byId.get(row.id)?.pieces ?? 0),
  );
}

async function loadDashboard(db: Database) {
  const [latestRfqs, latestRequests, latestSubscribers] = await Promise.all([
    db
      .select()
      .from(rfqs)
      .orderBy(...newestFirst(rfqs))
      .limit(ADMIN_LATEST_RFQS),
    db
      .select()
      .from(rfqRequests)
      .orderBy(...newestFirst(rfqRequests))
      .limit(ADMIN_LATEST_RFQ_REQUESTS),
    db
      .select()
      .from(mailingList)
      .orderBy(...newestFirst(mailingList))
      .limit(ADMIN_LATEST_SUBSCRIBERS),
  ]);

  const [singleCounts, multiCounts, orderCounts, subscriberCount] = await Promise.all([
    db
      .select({ status: rfqs.status, n: countDistinct(rfqs.submissionId) })
      .from(rfqs)
      .groupBy(rfqs.status),
    db
      .select({ status: rfqRequests.status, n: count() })
      .from(rfqRequests)
      .groupBy(rfqRequests.status),
    db
      .select({ status: orders.fulfilmentStatus, n: count() })
      .from(orders)
      // Paid, or invoiced on account (issue #16): both go into production.
      .where(inArray(orders.paymentStatus, [...FULFILLABLE_PAYMENT_STATUSES]))
      .groupBy(orders.fulfilmentStatus),
    db.select({ n: count() }).from(mailingList),
  ]);
  const requestsIn = (status: string) =>
    (singleCounts.find((c) => c.status === status)?.n ?? 0) +
    (multiCounts.find((c) => c.status === status)?.n ?? 0);
  const ordersIn = (status: string) => orderCounts.find((c) => c.status === status)?.n ?? 0;

  return {
    counts: {
      new_requests: requestsIn("submitted"),
      in_review: requestsIn("in_review"),
      awaiting_customer: requestsIn("quoted"),
      paid_awaiting_production: ordersIn("pending"),
      in_production: ordersIn("in_production"),
      subscribers: subscriberCount[0]?.n ?? 0,
    },
    rfqs: latestRfqs.map(toRfqRow),
    rfq_requests: await requestRowsFor(db, latestRequests),
    subscribers: latestSubscribers.map(toSubscriberRow),
  };
}

export interface DashboardDeps {
  db: Database;
}

export function createDashboardService({ db }: DashboardDeps) {
  return {
    /** GET /v2/admin/overview: the counts and the latest requests and subscribers. */
    load: () => loadDashboard(db),
  };
}

/** Paid (or invoiced) orders whose production has not started (also counted on the dashboard). */
export const awaitingProduction = and(
  inArray(orders.paymentStatus, [...FULFILLABLE_PAYMENT_STATUSES]),
  eq(orders.fulfilmentStatus, "pending"),
);
