import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/envelope";
import type { SessionResolver } from "../../plugins/auth-guard";
import type { EventListener } from "./event-bus";

export interface EventsRoutesOptions {
  /** Comment line sent this often so proxies keep the stream open (ms). */
  heartbeatMs?: number;
  /** A stream is closed after this long; EventSource reconnects, and the session is checked again. */
  maxStreamMs?: number;
  /** Who the stream's request is now: checked every `sessionCheckMs` (issue #21). */
  resolveSession: SessionResolver;
  /** How often the session and role are checked again; the stream ends when either is gone. */
  sessionCheckMs?: number;
}

/**
 * GET /v2/admin/events: server-sent events for the admin dashboard (decisions §10). Admin only (the
 * /v2/admin guard). Each message is one `data:` line of JSON `{ type, id, at, data? }`; a `retry`
 * hint of 2 s makes EventSource reconnect quickly after a drop.
 */
const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const maxStreamMs = options.maxStreamMs ?? 15 * 60_000;
  const sessionCheckMs = options.sessionCheckMs ?? 5_000;
  const open = new Set<ServerResponse>();

  // Open streams would keep the server from closing.
  app.addHook("preClose", async () => {
    for (const res of open) res.end();
    open.clear();
  });

  app.get(
    "/v2/admin/events",
    {
      schema: {
        tags: ["admin"],
        summary: "Live events for the admin dashboard (text/event-stream)",
        description:
          "Events: request.created, order.created, order.paid, order.invoiced (an on-account order placed or approved), subscriber.created, " +
          "quote.status_changed, order.status_changed. A `: ping` comment every 15 s.",
        produces: ["text/event-stream"],
        response: { 200: z.string().describe("event stream"), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        // The security headers the reply holds (plugins/security.ts).
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-store, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
        "x-content-type-options": "nosniff",
      });
      res.write("retry: 2000\n: connected\n\n");
      open.add(res);

      const send: EventListener = (event) => {
        res.write(`data: ${JSON.stringify(event)}\n\n`);
      };
      const unsubscribe = app.events.subscribe(send);
      const heartbeat = setInterval(() => res.write(": ping\n\n"), heartbeatMs);
      const lifetime = setTimeout(() => res.end(), maxStreamMs);
      let done = false;
      // Sign-out, a revoked session or a removed admin role ends the stream within one check, not
      // at its 15-minute end (issue #21). The request keeps its cookie or bearer token, so the
      // same resolver as the auth guard answers; the role is read from the shared database, so a
      // change made on another instance counts too. A failed check (database busy) keeps it open.
      let checking = false;
      const sessionCheck = setInterval(async () => {
        if (checking || done) return;
        checking = true;
        try {
          const user = await options.resolveSession(request);
          if (!done && user?.role !== "admin") res.end();
        } catch (error) {
          request.log.warn({ err: error }, "event stream: the session check failed");
        } finally {
          checking = false;
        }
      }, sessionCheckMs);
      const cleanup = () => {
        if (done) return;
        done = true;
        clearInterval(heartbeat);
        clearInterval(sessionCheck);
        clearTimeout(lifetime);
        unsubscribe();
        open.delete(res);
      };
      request.raw.on("close", cleanup);
      res.on("close", cleanup);
    },
  );
};

export default eventsRoutes;
