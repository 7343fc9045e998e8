import type { Readable } from "node:stream";
import multipart from "@fastify/multipart";
import { documentSchema, documentsListSchema } from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { assertSignedIn, requireActor } from "../../lib/authorize";
import { createdReplies, errorResponses, ok, okReplies } from "../../lib/envelope";
import { idParams } from "../../lib/route-params";
import { contentDisposition } from "./detect-file-type";
import { documentsServiceOf } from "./documents.service";
import { readSingleUpload, UPLOAD_LIMITS } from "./read-upload";

/**
 * The signed-in customer's documents (decisions §9): the list, downloads (owner or admin; anyone
 * else gets 404, as for an unknown id) and the tax-exemption certificate upload, through
 * documents.service.ts, which admin screens use to attach certificates and review uploads.
 */
const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["documents"];
  const documents = documentsServiceOf(app);
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  app.get(
    "/v2/documents",
    {
      schema: {
        tags,
        summary:
          "The caller's documents: order certificates, quote PDFs, tax-exemption certificates",
        response: okReplies(documentsListSchema, 401),
      },
    },
    async (request) => ok(await documents.listCustomerDocuments(await requireActor(request))),
  );

  app.get(
    "/v2/documents/:id/download",
    {
      schema: {
        tags,
        summary: "Download a document (its owner or an admin; 404 for anyone else)",
        params: idParams,
        response: {
          200: z.custom<Buffer | Readable>().describe("The file, as an attachment"),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const { document, body } = await documents.getDocumentForDownload(
        await requireActor(request),
        request.params.id,
      );
      return reply
        .type(document.content_type)
        .header("content-disposition", contentDisposition(document.filename))
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("cache-control", "private, no-store")
        .header("content-length", document.size_bytes)
        .send(body);
    },
  );

  app.post(
    "/v2/documents/tax-exemption",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "Upload a tax-exemption certificate (PDF, PNG, JPEG or WebP, at most 10 MB)",
        description:
          "multipart/form-data with one file field `file`. The type is read from the file's first bytes; anything else is refused. The certificate waits for an admin's review (`pending_review`).",
        consumes: ["multipart/form-data"],
        response: createdReplies(documentSchema, 400, 401, 413, 415, 429),
      },
    },
    async (request, reply) => {
      const user = assertSignedIn(request);
      const upload = await readSingleUpload(request);
      const document = await documents.saveDocument({
        kind: "tax_exemption",
        userId: user.id,
        filename: upload.filename,
        data: upload.data,
        uploadedBy: user.id,
      });
      return reply.code(201).send(ok(document));
    },
  );
};

export default documentsRoutes;
