import { OUTBOX_STATUSES, outboxEmailSchema, successEnvelope } from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { assertAdmin } from "../../lib/authorize";
import { errorResponses, ok } from "../../lib/envelope";
import { createOutboxService } from "./outbox.service";

/** Admins read the outbox in the app (decisions §8: without SMTP the emails stay there). */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = createOutboxService({ db: app.db });
  app.get(
    "/v2/admin/outbox",
    {
      schema: {
        tags: ["admin"],
        summary: "Emails in the outbox, newest first (admin)",
        querystring: z.object({
          to: z.string().max(254).optional(),
          kind: z.string().max(100).optional(),
          status: z.enum(OUTBOX_STATUSES).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: {
          200: successEnvelope(z.object({ emails: z.array(outboxEmailSchema) })),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      assertAdmin(request);
      const rows = await outbox.list(request.query);
      return ok({
        emails: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          kind: row.kind,
          status: row.status,
          attempts: row.attempts,
          last_error: row.lastError,
          created_at: row.createdAt.toISOString(),
          sent_at: row.sentAt ? row.sentAt.toISOString() : null,
        })),
      });
    },
  );
};

export default outboxRoutes;
