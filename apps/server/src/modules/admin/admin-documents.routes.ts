import multipart from "@fastify/multipart";
import {
  adminCertificateReplySchema,
  adminTaxExemptionReviewReplySchema,
  adminTaxExemptionsQuerySchema,
  adminTaxExemptionsReplySchema,
  documentReviewSchema,
} from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assertAdmin } from "../../lib/authorize";
import { createdReplies, ok, okReplies } from "../../lib/envelope";
import { idParams } from "../../lib/route-params";
import { documentsServiceOf } from "../documents/documents.service";
import { readSingleUpload, UPLOAD_LIMITS } from "../documents/read-upload";
import { createAdminDocumentsService } from "./admin-documents.service";

const tags = ["admin"];

/**
 * Admin side of order documents (issue #9, decisions §9): attaching a material certificate (mill
 * test report) to an order, and reviewing customers' tax-exemption certificates
 * (admin-documents.service.ts). Files go through documents.service.ts, which types them by their bytes
 * and keeps them behind the owner-or-admin download route. Under /v2/admin, so admin-guard.ts
 * answers 401/403 before the body is read.
 */
const adminDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  const service = createAdminDocumentsService({
    db: app.db,
    documents: documentsServiceOf(app),
    brandName: app.config.brandName,
    publicUrl: app.config.publicUrl,
    orderPrefix: app.config.orderPrefix,
  });

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
        params: idParams,
        response: createdReplies(adminCertificateReplySchema, 400, 401, 403, 404, 413, 415),
      },
    },
    async (request, reply) => {
      const admin = assertAdmin(request);
      const order = await service.orderForCertificate(request.params.id);
      const upload = await readSingleUpload(request);
      const document = await service.attachCertificate(order, upload, admin.id);
      return reply.code(201).send(ok({ document, certificate_url: document.download_url }));
    },
  );

  app.get(
    "/v2/admin/tax-exemptions",
    {
      schema: {
        tags,
        summary: "Customers' tax-exemption certificates, newest first (default: pending review)",
        querystring: adminTaxExemptionsQuerySchema,
        response: okReplies(adminTaxExemptionsReplySchema, 400, 401, 403),
      },
    },
    async (request) => ok({ exemptions: await service.listExemptions(request.query.status) }),
  );

  app.put(
    "/v2/admin/tax-exemptions/:id",
    {
      schema: {
        tags,
        summary: "Accept or reject a tax-exemption certificate; the customer is emailed",
        description:
          "Accepting releases the tax-exemption holds it covers (`certificate_accepted`): the order " +
          "it was uploaded for and the held orders of its account, listed in `released_orders`.",
        params: idParams,
        body: documentReviewSchema,
        response: okReplies(adminTaxExemptionReviewReplySchema, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const admin = assertAdmin(request);
      return ok(await service.reviewExemption(request.params.id, request.body, admin.id));
    },
  );
};

export default adminDocumentsRoutes;
