import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import {
  createMaterialsCatalog,
  MATERIALS_CHANGED,
  type MaterialsCatalog,
} from "./materials-catalog";

declare module "fastify" {
  interface FastifyInstance {
    /** The materials table as every price reads it (modules/materials, decision 014). */
    materials: MaterialsCatalog;
  }
}

export interface MaterialsPluginOptions {
  /** How long a copy is kept without news of a change; `MATERIALS_CACHE_TTL_MS` by default. */
  ttlMs?: number;
}

/**
 * Decorates `app.materials`, the instance's cached copy of the materials table, wired to the event
 * bus: an edit committed here announces `materials.changed` to every instance, and this instance
 * drops its copy when it hears that or when its LISTEN connection was lost or came back.
 * Registered after the events plugin and before any module that prices.
 */
async function materialsPlugin(app: FastifyInstance, options: MaterialsPluginOptions) {
  const catalog = createMaterialsCatalog(app.db, {
    ...(options.ttlMs !== undefined ? { ttlMs: options.ttlMs } : {}),
    announce: () => app.events.broadcast(MATERIALS_CHANGED),
  });
  const stops = [
    app.events.onBroadcast((topic) => {
      if (topic === MATERIALS_CHANGED) catalog.invalidate();
    }),
    app.events.onResync(() => catalog.invalidate()),
  ];
  app.decorate("materials", catalog);
  app.addHook("onClose", async () => {
    for (const stop of stops) stop();
  });
}

export default fp(materialsPlugin, { name: "materials", dependencies: ["events"] });
