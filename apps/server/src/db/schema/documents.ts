import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, sqlList } from "./common";
import { orders } from "./orders";

export const DOCUMENT_KINDS = ["certificate", "quote_pdf", "tax_exemption"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_STATUSES = ["pending", "ready", "deleted"] as const;

/** Files stored on disk or S3 under `storage_key`; only the owner and admins may download them. */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    kind: text("kind", { enum: DOCUMENT_KINDS }).notNull(),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    status: text("status", { enum: DOCUMENT_STATUSES }).notNull().default("ready"),
    createdAt: createdAt(),
  },
  (t) => [
    index("documents_user_id_idx").on(t.userId),
    index("documents_order_id_idx").on(t.orderId),
    index("documents_created_at_idx").on(t.createdAt.desc()),
    check("documents_kind_valid", sql.raw(`kind in (${sqlList(DOCUMENT_KINDS)})`)),
    check("documents_status_valid", sql.raw(`status in (${sqlList(DOCUMENT_STATUSES)})`)),
    check("documents_size_nonnegative", sql`${t.sizeBytes} >= 0`),
  ],
);
