import { outboxEmailsReplySchema, outboxQuerySchema } from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assertAdmin } from "../../lib/authorize";
import { ok, okReplies } from "../../lib/envelope";
import { hideCredentialLinks } from "./hide-links";
import { createOutboxService } from "./outbox.service";

/**
 * Admins read the outbox in the app (decisions §8: without SMTP the emails stay there). The links
 * of emails to anyone else carry no credential (hide-links.ts): staff read that a reset link was
 * sent, never use it. An admin's own emails are shown whole (the README's first admin confirms
 * their address from here).
 */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = createOutboxService({ db: app.db });
  app.get(
    "/v2/admin/outbox",
    {
      schema: {
        tags: ["admin"],
        summary: "Emails in the outbox, newest first (admin)",
        description:
          "The sign-in credentials in the links of emails to other addresses (reset and confirmation tokens, session ids) read `[redacted]`; the stored email, which a resend delivers to its own address, keeps them.",
        querystring: outboxQuerySchema,
        response: okReplies(outboxEmailsReplySchema, 400, 401, 403),
      },
    },
    async (request) => {
      const admin = assertAdmin(request);
      const rows = await outbox.list(request.query);
      const own = (to: string) => to.toLowerCase() === admin.email.toLowerCase();
      return ok({
        emails: rows.map((row) => {
          const shown = (text: string | null) =>
            text === null || own(row.to) ? text : hideCredentialLinks(text);
          return {
            id: row.id,
            to: row.to,
            subject: row.subject,
            text: shown(row.text) ?? "",
            html: shown(row.html),
            kind: row.kind,
            status: row.status,
            attempts: row.attempts,
            last_error: shown(row.lastError),
            created_at: row.createdAt.toISOString(),
            sent_at: row.sentAt ? row.sentAt.toISOString() : null,
          };
        }),
      });
    },
  );
};

export default outboxRoutes;
