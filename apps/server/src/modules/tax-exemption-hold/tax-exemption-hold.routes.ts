import multipart from "@fastify/multipart";
import {
  documentSchema,
  taxExemptionUploadQuerySchema,
  taxExemptionUploadStatusSchema,
} from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createdReplies, ok, okReplies } from "../../lib/envelope";
import { documentsServiceOf } from "../documents/documents.service";
import { readSingleUpload, UPLOAD_LIMITS } from "../documents/read-upload";
import { createTaxExemptionHoldService } from "./tax-exemption-hold.service";

/**
 * The public page behind a held order's upload link (issue #21, decision 019): the token from the
 * confirmation email is the only credential, so a guest can send the certificate. A wrong token
 * is a 404. The file goes through the documents service's content checks and waits for review.
 */
const taxExemptionHoldRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["documents"];
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  const service = createTaxExemptionHoldService({
    db: app.db,
    documents: documentsServiceOf(app),
    orderPrefix: app.config.orderPrefix,
  });
  const tokenRule =
    "`token` is the held order's upload token from its confirmation email (also shown on /success and in the portal while the order awaits a certificate); any other token answers 404.";

  app.get(
    "/v2/tax-exemption-certificate",
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "A held order's number, its tax-exemption hold and the certificates sent for it",
        description: tokenRule,
        querystring: taxExemptionUploadQuerySchema,
        response: okReplies(taxExemptionUploadStatusSchema, 400, 404, 429),
      },
    },
    async (request) => ok(await service.status(request.query.token)),
  );

  app.post(
    "/v2/tax-exemption-certificate",
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary:
          "Upload the tax-exemption certificate of a held order (PDF, PNG, JPEG or WebP, at most 10 MB)",
        description: `${tokenRule} multipart/form-data with one file field \`file\`; the type is read from the file's first bytes. The certificate is attached to the order (and to its account, when it was placed signed in) and waits for staff review (\`pending_review\`); accepting it releases the hold. 409 once the order no longer awaits a certificate.`,
        consumes: ["multipart/form-data"],
        querystring: taxExemptionUploadQuerySchema,
        response: createdReplies(documentSchema, 400, 404, 409, 413, 415, 429),
      },
    },
    async (request, reply) => {
      // The token is checked before the body is read.
      const order = await service.orderByToken(request.query.token);
      const upload = await readSingleUpload(request);
      const document = await service.upload(order, upload);
      return reply.code(201).send(ok(document));
    },
  );
};

export default taxExemptionHoldRoutes;
