import {
  buildOrderTimeline,
  type ContactRepRequest,
  centsToDollars,
  estimateReadyWindow,
  formatOrderNumber,
  getLeadTime,
  isUuid,
  type OrderStatus,
  type PortalActivity,
  type PortalOrder,
  type PortalSummary,
  type QuoteStatus,
  roundWeight,
} from "@ingot/domain";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Config } from "../../config/env";
import type { Database } from "../../db/client";
import { documents, orders, profiles } from "../../db/schema/index";
import { documentsOwnedBy, type Owner, ordersOwnedBy } from "../../lib/authorize";
import type { Clock } from "../../lib/clock";
import type { SessionUser } from "../../plugins/auth-guard";
import { readyCertificates } from "../documents/document-conditions";
import type { DocumentsService } from "../documents/documents.service";
import { portalContactEmail } from "../email/portal-emails";
import { loadCompanyFacts } from "../orders/order-company";
import { loadLinesOf } from "../orders/order-lines";
import { displayStatus, toOrderDisplay } from "../orders/order-view";
import { enqueueEmail } from "../outbox/outbox.service";
import { createQuoteHistoryService } from "../quote-history/quote-history.service";
import { uploadUrlFor } from "../tax-exemption-hold/upload-token";

/**
 * The customer portal's own reads (/profile): the dashboard summary, one order with its tracking,
 * the sales rep and the contact message. Which orders, quotes and documents are the customer's is
 * lib/authorize.ts's one rule.
 */

type Customer = Pick<SessionUser, "id" | "email" | "emailVerified">;

const LATEST_ACTIVITY = 6;

export interface PortalDeps {
  db: Database;
  config: Pick<Config, "orderPrefix" | "salesRep" | "brandName" | "publicUrl" | "authSecret">;
  documents: DocumentsService;
  /** The facility's today for on-account invoices (issue #16); Node's clock when absent. */
  clock?: Pick<Clock, "now">;
}

/**
 * The tracking status of an order's display status: an order invoiced on account is placed like a
 * paid one, one waiting for an owner's approval is still pending, a declined one is cancelled
 * (issue #16).
 */
function portalStatus(status: string): OrderStatus {
  if (status === "invoiced") return "paid";
  if (status === "pending_approval") return "pending";
  if (status === "declined") return "cancelled";
  return status as OrderStatus;
}

export function createPortalService(deps: PortalDeps) {
  const { db, config } = deps;
  const quotes = createQuoteHistoryService({ db });

  async function countQuotes(owner: Owner, status: QuoteStatus) {
    const page = await quotes.list(owner, { page: 1, limit: 1, type: "all", status });
    return page.pagination.total;
  }

  return {
    async summary(owner: Owner, now = new Date()): Promise<PortalSummary> {
      const [submitted, inReview, quoted, recentQuotes] = await Promise.all([
        countQuotes(owner, "submitted"),
        countQuotes(owner, "in_review"),
        quotes.list(owner, { page: 1, limit: 100, type: "all", status: "quoted" }),
        quotes.list(owner, { page: 1, limit: LATEST_ACTIVITY, type: "all" }),
      ]);
      const awaiting = quoted.quotes.filter(
        (q) => q.valid_until === null || new Date(q.valid_until) > now,
      ).length;

      const year = now.getUTCFullYear();
      const yearStart = new Date(Date.UTC(year, 0, 1));
      const [totals] = await db
        .select({
          // Paid, or invoiced on account (issue #16): both are placed orders.
          inProgress: sql<number>`count(*) filter (where ${orders.paymentStatus} in ('paid', 'invoiced') and ${orders.fulfilmentStatus} not in ('completed', 'cancelled'))::int`,
          spent: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.paymentStatus} in ('paid', 'invoiced') and coalesce(${orders.paidAt}, ${orders.invoicedAt}, ${orders.createdAt}) >= ${yearStart.toISOString()}::timestamptz), 0)::bigint`,
        })
        .from(orders)
        .where(ordersOwnedBy(owner));

      const recentOrders = await db
        .select()
        .from(orders)
        .where(and(ordersOwnedBy(owner), notInArray(orders.paymentStatus, ["failed", "expired"])))
        .orderBy(desc(orders.updatedAt))
        .limit(LATEST_ACTIVITY);
      const recentDocuments = await db
        .select()
        .from(documents)
        .where(and(documentsOwnedBy(owner), notInArray(documents.status, ["deleted"])))
        .orderBy(desc(documents.createdAt))
        .limit(LATEST_ACTIVITY);

      const activity: PortalActivity[] = [
        ...recentOrders.map((row) => ({
          kind: "order" as const,
          id: row.id,
          title: `Order ${formatOrderNumber(row.id, config.orderPrefix)} · ${row.material}`,
          status: displayStatus(row),
          at: row.updatedAt.toISOString(),
          section:
            row.paymentStatus === "paid" || row.paymentStatus === "invoiced"
              ? ("tracking" as const)
              : ("orders" as const),
          target_id: row.id,
        })),
        ...recentQuotes.quotes.map((q) => ({
          kind: "quote" as const,
          id: q.id,
          // The number names the kind already ("RFQ-…", "QQ-…"): never "RFQ RFQ-…" (issue #18).
          title: `${q.kind === "multi-line" ? "" : "Quick quote "}${q.request_number} · ${q.item_count} ${q.item_count === 1 ? "item" : "items"}`,
          status: q.status,
          at: q.quoted_at ?? q.created_at,
          section: "quotes" as const,
          target_id: q.id,
        })),
        ...recentDocuments.map((d) => ({
          kind: "document" as const,
          id: d.id,
          title:
            d.kind === "tax_exemption"
              ? `Tax-exemption certificate · ${d.filename}`
              : `Certificate · ${d.filename}`,
          status: d.status,
          at: (d.reviewedAt ?? d.createdAt).toISOString(),
          section: "documents" as const,
          target_id: d.id,
        })),
      ]
        .sort((a, b) => b.at.localeCompare(a.at))
        .slice(0, LATEST_ACTIVITY);

      return {
        open_requests: { value: submitted + inReview, section: "quotes" },
        quotes_awaiting: { value: awaiting, section: "quotes" },
        orders_in_progress: { value: Number(totals?.inProgress ?? 0), section: "orders" },
        spent_this_year: {
          value: centsToDollars(Number(totals?.spent ?? 0)),
          year,
          section: "orders",
        },
        latest_activity: activity,
        tax_exemption_status: await deps.documents.getTaxExemptionStatus(owner.id),
      };
    },

    /** One of the customer's orders with its tracking; undefined when not theirs or unknown. */
    async order(owner: Owner, id: string): Promise<PortalOrder | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), ordersOwnedBy(owner)));
      if (!row) return undefined;
      const [certificate] = await db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.orderId, row.id), readyCertificates()))
        .orderBy(desc(documents.createdAt))
        .limit(1);
      const status = portalStatus(displayStatus(row));
      // An on-account order is placed when invoiced (issue #16); the timeline's first step is then.
      const placedAt = row.paidAt ?? row.invoicedAt;
      const lead = getLeadTime(row.materialCostCents);
      return {
        ...toOrderDisplay(
          row,
          config.orderPrefix,
          certificate ? `/v2/documents/${certificate.id}/download` : null,
          await loadLinesOf(db, row.id),
          (await loadCompanyFacts(db, [row], deps.clock ?? { now: () => new Date() })).get(row.id),
        ),
        item_spec: {
          material: row.item.material,
          product_type: row.item.product_type,
          shape: row.item.shape,
          dimensions: { ...row.item.dimensions },
          quantity: row.item.quantity,
        },
        material_spec: row.materialSpec,
        delivery_method: row.deliveryMethod,
        dfars_required: row.dfarsRequired,
        rohs_required: row.rohsRequired,
        tax_exemption: row.taxExemption,
        tax_exemption_upload_url: uploadUrlFor(row, config),
        order_status: status,
        paid_at: row.paidAt ? row.paidAt.toISOString() : null,
        carrier: row.carrier,
        tracking_number: row.trackingNumber,
        lead_time: { tier: lead.tier, days: lead.days, label: lead.label },
        estimated_ready:
          (row.paymentStatus === "paid" || row.paymentStatus === "invoiced") && placedAt
            ? estimateReadyWindow(placedAt, lead)
            : null,
        timeline: buildOrderTimeline({
          status,
          deliveryMethod: row.deliveryMethod,
          paidAt: placedAt,
          updatedAt: row.updatedAt,
          carrier: row.carrier,
          trackingNumber: row.trackingNumber,
        }),
        weight_lbs: row.totalWeightLbs === null ? null : roundWeight(row.totalWeightLbs),
      };
    },

    rep() {
      return { ...config.salesRep };
    },

    /**
     * Queues the customer's message to the sales rep in the outbox. Name, company, phone and email
     * come from the session and the profile, never from the request.
     */
    async contact(user: Customer & { name?: string | undefined }, message: ContactRepRequest) {
      const [profile] = await db
        .select({ fullName: profiles.fullName, company: profiles.company, phone: profiles.phone })
        .from(profiles)
        .where(eq(profiles.userId, user.id));
      await enqueueEmail(
        db,
        portalContactEmail({
          to: config.salesRep.email,
          brandName: config.brandName,
          name: profile?.fullName || user.name || user.email,
          company: profile?.company || "(no company)",
          phone: profile?.phone || "(none)",
          user,
          subject: message.subject,
          message: message.message,
        }),
      );
      return { queued: true };
    },
  };
}

export type PortalService = ReturnType<typeof createPortalService>;
