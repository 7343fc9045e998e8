import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createEventBus, type EventBus } from "./event-bus";

declare module "fastify" {
  interface FastifyInstance {
    /** Live events for the admin dashboard (modules/events, decisions §10). */
    events: EventBus;
  }
}

export interface EventsPluginOptions {
  /** A bus to use instead of the one made for the database (tests). */
  bus?: EventBus;
}

/**
 * Decorates `app.events`; closes the bus (and its LISTEN connection) at `preClose`, before any
 * `onClose` hook ends the database pool (which would wait for the held connection forever).
 */
async function eventsPlugin(app: FastifyInstance, options: EventsPluginOptions): Promise<void> {
  const bus = options.bus ?? createEventBus(app.db, app.dbKind, app.log);
  app.decorate("events", bus);
  app.addHook("preClose", async () => {
    await bus.close();
  });
}

export default fp(eventsPlugin, { name: "events" });
