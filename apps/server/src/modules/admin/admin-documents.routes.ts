import multipart from "@fastify/multipart";
import {
  adminCertificateReplySchema,
  adminTaxExemptionReviewReplySchema,
  adminTaxExemptionSchema,
  adminTaxExemptionsQuerySchema,
  CERTIFICATE_REFUSED_MESSAGE,
  type DocumentView,
  documentReviewSchema,
  isUuid,
  successEnvelope,
  TAX_EXEMPTION_STATUS_LABELS,
  type TaxExemptionStatus,
} from "@ingot/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { documents, orders, profiles, user } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { assertAdmin } from "../../lib/authorize";
import { errorResponses, ok } from "../../lib/envelope";
import { detectFileType } from "../documents/detect-file-type";
import { readSingleUpload, UPLOAD_LIMITS } from "../documents/read-upload";
import { enqueueEmail } from "../outbox/outbox.service";

const tags = ["admin"];

const refusedPdf = () =>
  new AppError(400, "CERTIFICATE_NOT_PDF", CERTIFICATE_REFUSED_MESSAGE, {
    errors: [{ field: "file", message: CERTIFICATE_REFUSED_MESSAGE }],
  });

/**
 * Admin side of order documents (issue #9, decisions §9): attaching a material certificate (mill
 * test report) to an order, and reviewing customers' tax-exemption certificates. Files go through
 * `app.documents`, which types them by their bytes and keeps them behind the owner-or-admin
 * download route. Under /v2/admin, so admin-guard.ts answers 401/403 before the body is read.
 */
const adminDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  app.post(
    "/v2/admin/orders/:id/certificates",
    {
      schema: {
        tags,
        summary: "Attach a material certificate (PDF, at most 10 MB) to an order",
        description:
          "multipart/form-data with one file field `file`. The file must be a PDF by its first " +
          "bytes. It belongs to the order's customer (their account, or the order's email once " +
          "verified) and replaces the order's previous certificate; the order's `certificate_url` " +
          "then points at `/v2/documents/{id}/download`.",
        consumes: ["multipart/form-data"],
        params: z.object({ id: z.string().min(1).max(100) }),
        response: {
          201: successEnvelope(adminCertificateReplySchema),
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const admin = assertAdmin(request);
      const { id } = request.params;
      const [order] = isUuid(id)
        ? await app.db
            .select({ id: orders.id, userId: orders.userId })
            .from(orders)
            .where(eq(orders.id, id))
        : [];
      if (!order) throw AppError.notFound("Order not found.");
      const upload = await readSingleUpload(request);
      // Certificates are PDFs only; the documents module would also take images.
      if (upload.data.length > 0 && detectFileType(upload.data) !== "application/pdf") {
        throw refusedPdf();
      }
      let document: DocumentView;
      try {
        document = await app.documents.saveDocument({
          kind: "certificate",
          userId: order.userId,
          orderId: order.id,
          filename: upload.filename,
          data: upload.data,
          uploadedBy: admin.id,
        });
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 400) throw refusedPdf();
        throw error;
      }
      // One certificate per order: the new one replaces earlier ones (kept on disk, hidden).
      const earlier = await app.documents.listDocuments({
        orderId: order.id,
        kind: "certificate",
      });
      for (const old of earlier) {
        if (old.id !== document.id) {
          await app.documents.setDocumentStatus(old.id, {
            status: "deleted",
            reviewerId: admin.id,
          });
        }
      }
      return reply.code(201).send(ok({ document, certificate_url: document.download_url }));
    },
  );

  type Exemption = z.output<typeof adminTaxExemptionSchema>;

  /** Adds the customer's name, email and company to exemption documents. */
  async function withCustomers(docs: DocumentView[]): Promise<Exemption[]> {
    const ids = docs.map((d) => d.id);
    if (ids.length === 0) return [];
    const rows = await app.db
      .select({
        id: documents.id,
        userId: documents.userId,
        name: user.name,
        email: user.email,
        fullName: profiles.fullName,
        company: profiles.company,
      })
      .from(documents)
      .leftJoin(user, eq(user.id, documents.userId))
      .leftJoin(profiles, eq(profiles.userId, documents.userId))
      .where(inArray(documents.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return docs.map((doc) => {
      const who = byId.get(doc.id);
      return {
        id: doc.id,
        user_id: who?.userId ?? null,
        customer_name: who?.fullName ?? who?.name ?? null,
        customer_email: who?.email ?? null,
        customer_company: who?.company ?? null,
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

  app.get(
    "/v2/admin/tax-exemptions",
    {
      schema: {
        tags,
        summary: "Customers' tax-exemption certificates, newest first (default: pending review)",
        querystring: adminTaxExemptionsQuerySchema,
        response: {
          200: successEnvelope(z.object({ exemptions: z.array(adminTaxExemptionSchema) })),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { status } = request.query;
      const docs = await app.documents.listDocuments({
        kind: "tax_exemption",
        ...(status === "all" ? {} : { status }),
        limit: 500,
      });
      return ok({ exemptions: await withCustomers(docs) });
    },
  );

  app.put(
    "/v2/admin/tax-exemptions/:id",
    {
      schema: {
        tags,
        summary: "Accept or reject a tax-exemption certificate; the customer is emailed",
        params: z.object({ id: z.string().min(1).max(100) }),
        body: documentReviewSchema,
        response: {
          200: successEnvelope(adminTaxExemptionReviewReplySchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const admin = assertAdmin(request);
      const { id } = request.params;
      const [row] = isUuid(id)
        ? await app.db
            .select({ id: documents.id })
            .from(documents)
            .where(and(eq(documents.id, id), eq(documents.kind, "tax_exemption")))
        : [];
      if (!row) throw AppError.notFound("Tax-exemption certificate not found.");
      const { status, note } = request.body;
      const updated = await app.documents.setDocumentStatus(id, {
        status,
        reviewerId: admin.id,
        note: note || undefined,
      });
      if (!updated) throw AppError.notFound("Tax-exemption certificate not found.");
      const [exemption] = await withCustomers([updated]);
      if (!exemption) throw AppError.notFound("Tax-exemption certificate not found.");

      let emailQueued = false;
      if (exemption.customer_email) {
        const accepted = status === "accepted";
        const text = [
          accepted
            ? "Your tax-exemption certificate was accepted. Sales tax is no longer charged on your orders' material."
            : "Your tax-exemption certificate was not accepted, so sales tax still applies to your orders.",
          "",
          `Certificate: ${exemption.filename}`,
          ...(note ? [`Note from our team: ${note}`] : []),
          ...(accepted ? [] : ["You can upload a new certificate from your account."]),
          "",
          `Your documents: ${config.publicUrl}/profile#documents`,
          "",
          config.brandName,
        ].join("\n");
        emailQueued = await enqueueEmail(app.db, {
          to: exemption.customer_email,
          subject: `${config.brandName}: tax-exemption certificate ${TAX_EXEMPTION_STATUS_LABELS[status].toLowerCase()}`,
          text,
          kind: `tax-exemption-${status}`,
          dedupeKey: `tax-exemption:${id}:${status}:${updated.reviewed_at ?? ""}`,
        });
      }
      return ok({ exemption, email_queued: emailQueued });
    },
  );
};

export default adminDocumentsRoutes;
