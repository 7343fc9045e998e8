import {
  type adminTaxExemptionSchema,
  CERTIFICATE_REFUSED_MESSAGE,
  type DocumentReview,
  type DocumentView,
  formatOrderNumber,
  isUuid,
  type TaxExemptionStatus,
} from "@ingot/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { documents, orders, profiles, user } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { userNameColumns } from "../../lib/user-names";
import { detectFileType } from "../documents/detect-file-type";
import type { DocumentsService } from "../documents/documents.service";
import { taxExemptionReviewEmail } from "../email/status-emails";
import { enqueueEmail } from "../outbox/outbox.service";
import { releaseHoldsFor } from "../tax-exemption-hold/tax-exemption-hold.service";

export type Exemption = z.output<typeof adminTaxExemptionSchema>;

export interface AdminDocumentsDeps {
  db: Database;
  /** Order documents on the storage provider (modules/documents). */
  documents: DocumentsService;
  brandName: string;
  publicUrl: string;
  orderPrefix: string;
}

const refusedPdf = () =>
  new AppError(400, "CERTIFICATE_NOT_PDF", CERTIFICATE_REFUSED_MESSAGE, {
    errors: [{ field: "file", message: CERTIFICATE_REFUSED_MESSAGE }],
  });

const exemptionNotFound = () => AppError.notFound("Tax-exemption certificate not found.");

/**
 * Admin side of order documents (issue #9, decisions §9): material certificates attached to orders
 * and the review of customers' tax-exemption certificates.
 */
export function createAdminDocumentsService(deps: AdminDocumentsDeps) {
  const { db } = deps;

  /** Adds the customer's name, email and company to exemption documents. */
  async function withCustomers(docs: DocumentView[]): Promise<Exemption[]> {
    const ids = docs.map((d) => d.id);
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        id: documents.id,
        userId: documents.userId,
        orderId: documents.orderId,
        company: profiles.company,
        orderName: orders.customerName,
        orderEmail: orders.customerEmail,
        orderCompany: orders.customerCompany,
        ...userNameColumns,
      })
      .from(documents)
      .leftJoin(user, eq(user.id, documents.userId))
      .leftJoin(profiles, eq(profiles.userId, documents.userId))
      .leftJoin(orders, eq(orders.id, documents.orderId))
      .where(inArray(documents.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return docs.map((doc) => {
      const who = byId.get(doc.id);
      return {
        id: doc.id,
        user_id: who?.userId ?? null,
        order_id: who?.orderId ?? null,
        order_number: who?.orderId ? formatOrderNumber(who.orderId, deps.orderPrefix) : null,
        // A guest's certificate (sent for a held order) has no account: the order's contact.
        customer_name: who?.fullName ?? who?.name ?? who?.orderName ?? null,
        customer_email: who?.email ?? who?.orderEmail ?? null,
        customer_company: who?.company ?? who?.orderCompany ?? null,
        filename: doc.filename,
        content_type: doc.content_type,
        size_bytes: doc.size_bytes,
        uploaded_at: doc.created_at,
        status: doc.status as TaxExemptionStatus,
        reviewed_at: doc.reviewed_at,
        review_note: doc.review_note,
        download_url: doc.download_url,
      };
    });
  }

  return {
    /** The order a certificate is for; 404 before the upload is read. */
    async orderForCertificate(id: string): Promise<{ id: string; userId: string | null }> {
      const [order] = isUuid(id)
        ? await db
            .select({ id: orders.id, userId: orders.userId })
            .from(orders)
            .where(eq(orders.id, id))
        : [];
      if (!order) throw AppError.notFound("Order not found.");
      return order;
    },

    /**
     * Stores a PDF certificate for the order's customer; one certificate per order, so earlier ones
     * are hidden (kept on disk).
     */
    async attachCertificate(
      order: { id: string; userId: string | null },
      upload: { filename: string; data: Buffer },
      adminId: string,
    ): Promise<DocumentView> {
      // Certificates are PDFs only; the documents module would also take images.
      if (upload.data.length > 0 && detectFileType(upload.data) !== "application/pdf") {
        throw refusedPdf();
      }
      let document: DocumentView;
      try {
        document = await deps.documents.saveDocument({
          kind: "certificate",
          userId: order.userId,
          orderId: order.id,
          filename: upload.filename,
          data: upload.data,
          uploadedBy: adminId,
        });
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 400) throw refusedPdf();
        throw error;
      }
      const earlier = await deps.documents.listDocuments({
        orderId: order.id,
        kind: "certificate",
      });
      for (const old of earlier) {
        if (old.id !== document.id) {
          await deps.documents.setDocumentStatus(old.id, {
            status: "deleted",
            reviewerId: adminId,
          });
        }
      }
      return document;
    },

    /** Tax-exemption certificates with their customers, newest first. */
    async listExemptions(status: TaxExemptionStatus | "all"): Promise<Exemption[]> {
      const docs = await deps.documents.listDocuments({
        kind: "tax_exemption",
        ...(status === "all" ? {} : { status }),
        limit: 500,
      });
      return withCustomers(docs);
    },

    /** Accepts or rejects a certificate and emails the customer; 404 unknown. */
    async reviewExemption(id: string, review: DocumentReview, adminId: string) {
      const [row] = isUuid(id)
        ? await db
            .select({ id: documents.id, orderId: documents.orderId, userId: documents.userId })
            .from(documents)
            .where(and(eq(documents.id, id), eq(documents.kind, "tax_exemption")))
        : [];
      if (!row) throw exemptionNotFound();
      const { status, note } = review;
      const updated = await deps.documents.setDocumentStatus(id, {
        status,
        reviewerId: adminId,
        note: note || undefined,
      });
      if (!updated) throw exemptionNotFound();
      // Accepting releases the holds it covers (issue #21): its order, its account's held orders.
      const released = status === "accepted" ? await releaseHoldsFor(db, row) : [];
      const [exemption] = await withCustomers([updated]);
      if (!exemption) throw exemptionNotFound();
      const emailQueued = exemption.customer_email
        ? await enqueueEmail(
            db,
            taxExemptionReviewEmail(deps, {
              to: exemption.customer_email,
              documentId: id,
              filename: exemption.filename,
              status,
              note,
              reviewedAt: updated.reviewed_at,
            }),
          )
        : false;
      return { exemption, email_queued: emailQueued, released_orders: released };
    },
  };
}
