import { z } from "zod";
import { TAX_EXEMPTION_STATUSES } from "./documents";
import { taxExemptionHoldSchema } from "./orders";

/**
 * The public page that takes a held order's tax-exemption certificate (issue #21, decision 019):
 * `GET` and `POST /v2/tax-exemption-certificate?token=…`. The token is the order's upload token
 * from the confirmation email; it is the only credential, so guests can use it.
 */
export const TAX_EXEMPTION_UPLOAD_TOKEN_MAX = 100;

export const taxExemptionUploadQuerySchema = z.object({
  token: z.string().trim().min(1).max(TAX_EXEMPTION_UPLOAD_TOKEN_MAX),
});

export const taxExemptionUploadStatusSchema = z.object({
  order_number: z.string(),
  tax_exemption_hold: taxExemptionHoldSchema,
  certificates: z
    .array(
      z.object({
        filename: z.string(),
        status: z.enum(TAX_EXEMPTION_STATUSES),
        uploaded_at: z.iso.datetime(),
      }),
    )
    .describe("the certificates uploaded for this order, newest first"),
});
export type TaxExemptionUploadStatus = z.output<typeof taxExemptionUploadStatusSchema>;

/** Not found: a wrong or unknown token (the same answer whatever the token). */
export const TAX_EXEMPTION_UPLOAD_NOT_FOUND_MESSAGE =
  "This upload link is not valid. Use the link in your order confirmation email.";
export const TAX_EXEMPTION_UPLOAD_RECEIVED_MESSAGE =
  "Certificate received. Our team will review it before your order goes into production.";
