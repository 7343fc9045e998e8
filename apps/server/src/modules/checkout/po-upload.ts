import { createHmac, timingSafeEqual } from "node:crypto";
import { isUuid, MESSAGES } from "@ingot/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documents } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";

/**
 * The PO PDF a company member attaches to an on-account order (issue #16). It is uploaded before
 * the order (POST /v2/checkout/po-upload) and stored as a `purchase_order` document of the
 * uploader, not yet tied to an order; the reply's token names it. The token is the document id and
 * an HMAC of it and the uploader's id under the server's signing secret, so only the uploader can
 * attach it, nothing is stored for it, and it cannot be forged or guessed from a document id.
 */

function signatureOf(secret: string, documentId: string, userId: string): string {
  return createHmac("sha256", secret)
    .update(`po-upload:${documentId}:${userId}`)
    .digest("base64url");
}

export function poUploadTokenOf(secret: string, documentId: string, userId: string): string {
  return `${documentId}.${signatureOf(secret, documentId, userId)}`;
}

/** The document id a token names, when it was issued to `userId`; else undefined. */
export function documentIdOfToken(
  secret: string,
  token: string,
  userId: string,
): string | undefined {
  const [documentId, signature, extra] = token.split(".");
  if (!documentId || !signature || extra !== undefined || !isUuid(documentId)) return undefined;
  const expected = Buffer.from(signatureOf(secret, documentId, userId));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return documentId;
}

/**
 * Inside the order's transaction: the uploaded PO the token names, still the caller's and not yet
 * attached to another order; 400 otherwise. Answers its id (locked until the transaction ends).
 */
export async function claimPoDocument(
  tx: Database,
  secret: string,
  token: string,
  userId: string,
): Promise<string> {
  const refused = () =>
    AppError.badRequest(MESSAGES.companies.poUploadInvalid, [
      { field: "po_upload_token", message: MESSAGES.companies.poUploadInvalid },
    ]);
  const documentId = documentIdOfToken(secret, token, userId);
  if (!documentId) throw refused();
  const [row] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.kind, "purchase_order"),
        eq(documents.userId, userId),
        eq(documents.status, "ready"),
        isNull(documents.orderId),
      ),
    )
    .for("update");
  if (!row) throw refused();
  return row.id;
}
