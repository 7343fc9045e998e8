import { z } from "zod";
import { sentenceCaseLabels } from "../labels/sentence-case-labels";

/**
 * Order documents (decisions §9): material certificates an admin attaches to an order, quote PDFs
 * the server renders, and tax-exemption certificates a customer uploads for review. Files are only
 * downloadable by their owner and admins.
 */

/** `purchase_order`: a PO PDF a company member attaches to an on-account order (issue #16). */
export const DOCUMENT_KINDS = [
  "certificate",
  "quote_pdf",
  "tax_exemption",
  "purchase_order",
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A tax-exemption certificate goes `pending_review` → `accepted` or `rejected` (an admin decides). */
export const TAX_EXEMPTION_STATUSES = ["pending_review", "accepted", "rejected"] as const;
export type TaxExemptionStatus = (typeof TAX_EXEMPTION_STATUSES)[number];
export const TAX_EXEMPTION_STATUS_LABELS = sentenceCaseLabels(TAX_EXEMPTION_STATUSES);

/**
 * `ready` is a certificate that can be downloaded; `deleted` hides a file; a tax-exemption
 * certificate is in one of the TAX_EXEMPTION_STATUSES.
 */
export const DOCUMENT_STATUSES = [
  "pending",
  "ready",
  "deleted",
  ...TAX_EXEMPTION_STATUSES,
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Uploads: at most 10 MB, a PDF or an image, recognised by its first bytes (not name or type). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_FILE_TYPES = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/webp",
] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];
/** For the browser's file picker only; the server checks the content. */
export const UPLOAD_ACCEPT =
  ".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp";
export const UPLOAD_REFUSED_MESSAGE = "Upload a PDF, PNG, JPEG or WebP file of at most 10 MB.";

export const documentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DOCUMENT_KINDS),
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  order_id: z.string().nullable(),
  order_number: z.string().nullable(),
  created_at: z.iso.datetime(),
  reviewed_at: z.iso.datetime().nullable(),
  review_note: z.string().nullable(),
  download_url: z.string(),
});
export type DocumentView = z.output<typeof documentSchema>;

export const quotePdfLinkSchema = z.object({
  id: z.string().describe("the request id (multi-line) or submission id (quick quote)"),
  request_number: z.string(),
  status: z.string(),
  created_at: z.iso.datetime(),
  download_url: z.string(),
});

/** GET /v2/documents: the caller's documents, by kind. */
export const documentsListSchema = z.object({
  certificates: z.array(documentSchema),
  quote_pdfs: z.array(quotePdfLinkSchema),
  tax_exemptions: z.array(documentSchema),
  /** The PO PDFs attached to on-account orders the caller may see (issue #16). */
  purchase_orders: z.array(documentSchema),
  /** The newest tax-exemption certificate's status; null when none was uploaded. */
  tax_exemption_status: z.enum(TAX_EXEMPTION_STATUSES).nullable(),
});
export type DocumentsList = z.output<typeof documentsListSchema>;

/** An admin's review of a tax-exemption certificate. */
export const documentReviewSchema = z.object({
  status: z.enum(["accepted", "rejected"]),
  note: z.string().trim().max(500).optional(),
});
export type DocumentReview = z.output<typeof documentReviewSchema>;
