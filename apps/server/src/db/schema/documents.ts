import { DOCUMENT_KINDS, DOCUMENT_STATUSES, type DocumentKind } from "@ingot/domain";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { userIdOrNull } from "./auth";
import { checkIn, createdAt, requiredText, timestampTz, uuidId } from "./common";
import { orders } from "./orders";

export { DOCUMENT_KINDS, DOCUMENT_STATUSES, type DocumentKind };

/**
 * Files stored by the storage provider under `storage_key` (decisions §9); only the owner
 * (`user_id`) and admins may download them (modules/documents). Certificates are `ready`;
 * tax-exemption certificates go `pending_review` → `accepted` | `rejected`.
 */
export const documents = pgTable(
  "documents",
  {
    id: uuidId(),
    userId: userIdOrNull("user_id"),
    /** The company it belongs to (issue #16): its members share it. Null: personal. */
    companyId: text("company_id"),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    kind: text("kind", { enum: DOCUMENT_KINDS }).notNull(),
    filename: requiredText("filename"),
    contentType: requiredText("content_type"),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: requiredText("storage_key").unique(),
    status: text("status", { enum: DOCUMENT_STATUSES }).notNull().default("ready"),
    /** Who uploaded it: the customer, or the admin who attached a certificate. */
    uploadedBy: userIdOrNull("uploaded_by"),
    reviewedBy: userIdOrNull("reviewed_by"),
    reviewedAt: timestampTz("reviewed_at"),
    reviewNote: text("review_note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("documents_user_id_idx").on(t.userId),
    index("documents_company_id_idx").on(t.companyId),
    index("documents_order_id_idx").on(t.orderId),
    index("documents_created_at_idx").on(t.createdAt.desc()),
    checkIn("documents_kind_valid", "kind", DOCUMENT_KINDS),
    checkIn("documents_status_valid", "status", DOCUMENT_STATUSES),
    check("documents_size_nonnegative", sql`${t.sizeBytes} >= 0`),
  ],
);
