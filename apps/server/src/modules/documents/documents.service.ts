import type { Readable } from "node:stream";
import {
  type DocumentKind,
  type DocumentStatus,
  type DocumentsList,
  type DocumentView,
  formatOrderNumber,
  isUuid,
  type TaxExemptionStatus,
  UPLOAD_MAX_BYTES,
  UPLOAD_REFUSED_MESSAGE,
} from "@ingot/domain";
import { and, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { documents, orders } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { type Actor, documentsOwnedBy, type Owner, visibleDocuments } from "../../lib/authorize";
import { newestFirst } from "../../lib/newest-first";
import { newStorageKey, type StorageProvider } from "../../providers/storage/storage-provider";
import { createQuoteHistoryService } from "../quote-history/quote-history.service";
import { detectFileType, safeFilename } from "./detect-file-type";
import { reviewedTaxExemptions } from "./document-conditions";

/**
 * Order documents (decisions §9): material certificates (an admin attaches them to an order), quote
 * PDFs (rendered on request by modules/quote-history, listed here as links) and tax-exemption
 * certificates (a customer uploads them; an admin accepts or rejects them).
 *
 * Who may download a stored file: lib/authorize.ts (`visibleDocuments`): an admin, the document's
 * `user_id`, or the owner of its order. Anyone else gets the same 404 as for an id that does not
 * exist.
 */

export type DocumentRow = typeof documents.$inferSelect;

export interface DocumentsDeps {
  db: Database;
  storage: StorageProvider;
  orderPrefix: string;
}

export interface SaveDocumentInput {
  kind: DocumentKind;
  /** The customer the document belongs to (for a certificate, the order's customer if known). */
  userId: string | null;
  orderId?: string | null | undefined;
  /**
   * The company it belongs to (issue #16), whose members share it. Left out: the order's company
   * when it is attached to one, else personal.
   */
  companyId?: string | null | undefined;
  /** The name the uploader gave; shown and used for downloads, never for storage. */
  filename: string | undefined;
  data: Buffer;
  uploadedBy: string | null;
}

export interface DocumentFilter {
  userId?: string | undefined;
  orderId?: string | undefined;
  kind?: DocumentKind | undefined;
  status?: DocumentStatus | undefined;
  limit?: number | undefined;
}

/** Statuses each kind may be set to by `setDocumentStatus`. */
const SETTABLE: Record<DocumentKind, readonly DocumentStatus[]> = {
  certificate: ["ready", "deleted"],
  quote_pdf: ["ready", "deleted"],
  tax_exemption: ["pending_review", "accepted", "rejected", "deleted"],
  purchase_order: ["ready", "deleted"],
};

export const downloadUrl = (id: string) => `/v2/documents/${id}/download`;

/** The documents service of a running app: its database, storage provider and order prefix. */
export function documentsServiceOf(app: Pick<FastifyInstance, "db" | "providers" | "config">) {
  return createDocumentsService({
    db: app.db,
    storage: app.providers.storage,
    orderPrefix: app.config.orderPrefix,
  });
}

export function createDocumentsService(deps: DocumentsDeps) {
  const { db, storage, orderPrefix } = deps;

  function toView(row: DocumentRow): DocumentView {
    return {
      id: row.id,
      kind: row.kind,
      filename: row.filename,
      content_type: row.contentType,
      size_bytes: row.sizeBytes,
      status: row.status,
      order_id: row.orderId,
      order_number: row.orderId ? formatOrderNumber(row.orderId, orderPrefix) : null,
      created_at: row.createdAt.toISOString(),
      reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
      review_note: row.reviewNote,
      download_url: downloadUrl(row.id),
    };
  }

  return {
    toView,

    /**
     * Stores a file and records it. The content must be a PDF, PNG, JPEG or WebP of at most 10 MB
     * (checked on the bytes); otherwise a 400 (or 413) with UPLOAD_REFUSED_MESSAGE. Tax-exemption
     * certificates start `pending_review`, everything else `ready`.
     */
    async saveDocument(input: SaveDocumentInput): Promise<DocumentView> {
      if (input.data.length > UPLOAD_MAX_BYTES) {
        throw new AppError(413, "FILE_TOO_LARGE", UPLOAD_REFUSED_MESSAGE);
      }
      const type = input.data.length > 0 ? detectFileType(input.data) : null;
      if (!type) {
        throw new AppError(400, "FILE_TYPE_REFUSED", UPLOAD_REFUSED_MESSAGE, {
          errors: [{ field: "file", message: UPLOAD_REFUSED_MESSAGE }],
        });
      }
      const key = newStorageKey(input.kind.replace("_", "-"));
      await storage.put(key, input.data, type);
      try {
        const companyId =
          input.companyId !== undefined
            ? input.companyId
            : input.orderId
              ? ((
                  await db
                    .select({ companyId: orders.companyId })
                    .from(orders)
                    .where(eq(orders.id, input.orderId))
                )[0]?.companyId ?? null)
              : null;
        const [row] = await db
          .insert(documents)
          .values({
            userId: input.userId,
            companyId,
            orderId: input.orderId ?? null,
            kind: input.kind,
            filename: safeFilename(input.filename, type, input.kind.replace("_", "-")),
            contentType: type,
            sizeBytes: input.data.length,
            storageKey: key,
            status: input.kind === "tax_exemption" ? "pending_review" : "ready",
            uploadedBy: input.uploadedBy,
          })
          .returning();
        if (!row) throw new Error("insert returned no row");
        return toView(row);
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
    },

    /**
     * The file for a download, or a 404 when the id does not exist, was deleted, or belongs to
     * someone else (the same answer, so ids cannot be probed).
     */
    async getDocumentForDownload(
      actor: Actor,
      id: string,
    ): Promise<{ document: DocumentView; body: Readable }> {
      const notFound = AppError.notFound("Document not found.");
      if (!isUuid(id)) throw notFound;
      const access = visibleDocuments(actor);
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.id, id), ne(documents.status, "deleted"), access));
      if (!row) throw notFound;
      // Streamed from the storage (local disk or S3) without holding the whole file in memory.
      const body = await storage.stream(row.storageKey);
      if (!body) throw notFound;
      return { document: toView(row), body };
    },

    /** Documents matching a filter, newest first (admin screens). Deleted ones are left out. */
    async listDocuments(filter: DocumentFilter = {}): Promise<DocumentView[]> {
      const rows = await db
        .select()
        .from(documents)
        .where(
          and(
            ne(documents.status, "deleted"),
            filter.userId ? eq(documents.userId, filter.userId) : undefined,
            filter.orderId ? eq(documents.orderId, filter.orderId) : undefined,
            filter.kind ? eq(documents.kind, filter.kind) : undefined,
            filter.status ? eq(documents.status, filter.status) : undefined,
          ),
        )
        .orderBy(...newestFirst(documents))
        .limit(Math.min(filter.limit ?? 100, 500));
      return rows.map(toView);
    },

    /**
     * GET /v2/documents: the caller's certificates, quote PDFs, tax-exemption certificates and the
     * PO PDFs of the on-account orders they may see (a PO not yet attached to an order is left out).
     */
    async listCustomerDocuments(owner: Owner): Promise<DocumentsList> {
      const rows = await db
        .select()
        .from(documents)
        .where(and(ne(documents.status, "deleted"), documentsOwnedBy(owner)))
        .orderBy(...newestFirst(documents))
        .limit(500);
      const history = await createQuoteHistoryService({ db }).list(owner, {
        page: 1,
        limit: 100,
        type: "all",
      });
      const taxExemptions = rows.filter((r) => r.kind === "tax_exemption");
      return {
        certificates: rows.filter((r) => r.kind === "certificate").map(toView),
        quote_pdfs: history.quotes.map((q) => ({
          id: q.id,
          request_number: q.request_number,
          status: q.status,
          created_at: q.created_at,
          download_url: `/v2/quotes/${q.id}/pdf`,
        })),
        tax_exemptions: taxExemptions.map(toView),
        purchase_orders: rows
          .filter((r) => r.kind === "purchase_order" && r.orderId !== null)
          .map(toView),
        tax_exemption_status: summarizeTaxExemption(taxExemptions),
      };
    },

    /** The customer's tax-exemption standing (for checkout and the portal). */
    async getTaxExemptionStatus(userId: string): Promise<TaxExemptionStatus | null> {
      const rows = await db
        .select({ status: documents.status, createdAt: documents.createdAt, id: documents.id })
        .from(documents)
        .where(and(eq(documents.userId, userId), reviewedTaxExemptions()))
        .orderBy(...newestFirst(documents));
      return summarizeTaxExemption(rows);
    },

    /**
     * An admin's decision (or a removal). Tax-exemption certificates take pending_review, accepted,
     * rejected or deleted; certificates ready or deleted. Returns the document, or undefined when
     * the id does not exist.
     */
    async setDocumentStatus(
      id: string,
      change: { status: DocumentStatus; reviewerId: string | null; note?: string | undefined },
    ): Promise<DocumentView | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(documents).where(eq(documents.id, id));
      if (!row) return undefined;
      if (!SETTABLE[row.kind].includes(change.status)) {
        throw AppError.badRequest(`A ${row.kind.replace("_", " ")} cannot be ${change.status}.`);
      }
      const reviewed = row.kind === "tax_exemption" && change.status !== "pending_review";
      const [updated] = await db
        .update(documents)
        .set({
          status: change.status,
          ...(reviewed
            ? {
                reviewedBy: change.reviewerId,
                reviewedAt: new Date(),
                reviewNote: change.note ?? null,
              }
            : {}),
        })
        .where(eq(documents.id, id))
        .returning();
      return updated ? toView(updated) : undefined;
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

/** Accepted if any certificate was accepted; otherwise the newest one's status; null if none. */
function summarizeTaxExemption(rows: Pick<DocumentRow, "status">[]): TaxExemptionStatus | null {
  const statuses = rows
    .map((r) => r.status)
    .filter(
      (s): s is TaxExemptionStatus =>
        s === "pending_review" || s === "accepted" || s === "rejected",
    );
  if (statuses.includes("accepted")) return "accepted";
  return statuses[0] ?? null;
}
