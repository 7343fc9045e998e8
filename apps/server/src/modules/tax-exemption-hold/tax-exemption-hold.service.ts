import {
  type DocumentView,
  formatOrderNumber,
  TAX_EXEMPTION_NOT_HELD_MESSAGE,
  TAX_EXEMPTION_UPLOAD_NOT_FOUND_MESSAGE,
  type TaxExemptionStatus,
  type TaxExemptionUploadStatus,
} from "@ingot/domain";
import { and, eq, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documents, orders } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { newestFirst } from "../../lib/newest-first";
import { reviewedTaxExemptions } from "../documents/document-conditions";
import type { DocumentsService } from "../documents/documents.service";
import type { OrderRow } from "../orders/order-view";
import { hashUploadToken } from "./upload-token";

/**
 * The tax-exemption hold (issue #21, decision 019) outside checkout and the admin order steps:
 * which certificates a signed-in buyer has (checkout decides with the domain's
 * `decideTaxExemption`), the public upload page behind a held order's token, and the release of
 * holds when staff accept a certificate.
 */

/** The statuses of a signed-in customer's tax-exemption certificates (their account's). */
export async function certificateStatusesOf(
  db: Database,
  userId: string,
): Promise<TaxExemptionStatus[]> {
  const rows = await db
    .select({ status: documents.status })
    .from(documents)
    .where(and(eq(documents.userId, userId), reviewedTaxExemptions()));
  return rows.map((r) => r.status as TaxExemptionStatus);
}

/**
 * An accepted certificate releases the holds it covers: the order it was uploaded for, and the
 * held orders of the account it belongs to (that account is exempt from now on). Returns the ids
 * of the orders released.
 */
export async function releaseHoldsFor(
  db: Database,
  certificate: { orderId: string | null; userId: string | null },
): Promise<string[]> {
  const covered: SQL[] = [];
  if (certificate.orderId) covered.push(eq(orders.id, certificate.orderId));
  if (certificate.userId) covered.push(eq(orders.userId, certificate.userId));
  if (covered.length === 0) return [];
  const released = await db
    .update(orders)
    .set({ taxExemptionHold: "certificate_accepted", updatedAt: new Date() })
    .where(and(eq(orders.taxExemptionHold, "awaiting_certificate"), or(...covered)))
    .returning({ id: orders.id });
  return released.map((r) => r.id);
}

export interface TaxExemptionHoldDeps {
  db: Database;
  documents: DocumentsService;
  orderPrefix: string;
}

export function createTaxExemptionHoldService(deps: TaxExemptionHoldDeps) {
  const { db } = deps;

  /** The order a token opens; 404 for any token that opens none (the same answer for all). */
  async function orderByToken(token: string): Promise<OrderRow> {
    const [row] = await db
      .select()
      .from(orders)
      .where(eq(orders.taxExemptionTokenHash, hashUploadToken(token)))
      .limit(1);
    if (!row) throw AppError.notFound(TAX_EXEMPTION_UPLOAD_NOT_FOUND_MESSAGE);
    return row;
  }

  return {
    orderByToken,

    /** GET /v2/tax-exemption-certificate: the order number, its hold and what was uploaded. */
    async status(token: string): Promise<TaxExemptionUploadStatus> {
      const order = await orderByToken(token);
      const uploaded = await db
        .select({
          filename: documents.filename,
          status: documents.status,
          createdAt: documents.createdAt,
        })
        .from(documents)
        .where(and(eq(documents.orderId, order.id), reviewedTaxExemptions()))
        .orderBy(...newestFirst(documents));
      return {
        order_number: formatOrderNumber(order.id, deps.orderPrefix),
        tax_exemption_hold: order.taxExemptionHold,
        certificates: uploaded.map((d) => ({
          filename: d.filename,
          status: d.status as TaxExemptionStatus,
          uploaded_at: d.createdAt.toISOString(),
        })),
      };
    },

    /**
     * POST /v2/tax-exemption-certificate: stores the certificate through the documents service
     * (its content checks), attached to the order and to the order's account when it has one,
     * pending review. 409 once the order no longer awaits a certificate.
     */
    async upload(order: OrderRow, file: { filename: string; data: Buffer }): Promise<DocumentView> {
      if (order.taxExemptionHold !== "awaiting_certificate") {
        throw AppError.conflict(TAX_EXEMPTION_NOT_HELD_MESSAGE, "NOT_HELD");
      }
      return deps.documents.saveDocument({
        kind: "tax_exemption",
        userId: order.userId,
        orderId: order.id,
        filename: file.filename,
        data: file.data,
        uploadedBy: null,
      });
    },
  };
}
