import { createHash, createHmac } from "node:crypto";
import type { Config } from "../../config/env";

/**
 * A held order's certificate upload token (issue #21, decision 019). The token is an HMAC of the
 * order id under the server's signing secret, so it is unguessable without the secret and the
 * server can write the same link into the confirmation email, /success and the portal without
 * keeping it. The database keeps only its sha256 (`orders.tax_exemption_token_hash`), written when
 * the confirmation email is queued; a request's token is looked up by that hash. A link is shown
 * only while the token computed now matches the stored hash (a changed secret hides the link
 * instead of showing a dead one; the emailed link keeps working).
 */

export const TAX_EXEMPTION_UPLOAD_PATH = "/tax-exemption-certificate";

type TokenConfig = Pick<Config, "authSecret" | "publicUrl">;

export function uploadTokenOf(secret: string, orderId: string): string {
  return createHmac("sha256", secret).update(`tax-exemption-upload:${orderId}`).digest("base64url");
}

export function hashUploadToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function uploadUrlOf(publicUrl: string, token: string): string {
  return `${publicUrl}${TAX_EXEMPTION_UPLOAD_PATH}?token=${encodeURIComponent(token)}`;
}

/** The upload link of an order that awaits its certificate and whose token was issued; else null. */
export function uploadUrlFor(
  row: { id: string; taxExemptionHold: string; taxExemptionTokenHash: string | null },
  config: TokenConfig,
): string | null {
  if (row.taxExemptionHold !== "awaiting_certificate" || !row.taxExemptionTokenHash) return null;
  const token = uploadTokenOf(config.authSecret, row.id);
  return hashUploadToken(token) === row.taxExemptionTokenHash
    ? uploadUrlOf(config.publicUrl, token)
    : null;
}
