import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { requiredText, timestampTz } from "./common";

/**
 * Rate-limit windows shared by every instance on one database (plugins/rate-limit-store.ts): one row
 * per limited route and client key, counting hits until `resets_at`. A row past `resets_at` is dead:
 * the next hit restarts it, and a periodic sweep deletes the ones nobody comes back to.
 *
 * The migration creates it UNLOGGED: counters need no crash safety (losing them only forgives a
 * minute of hits), and skipping the WAL keeps a hit from waiting on a disk flush.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    /** `METHOD /route/pattern` of the limited route. */
    route: requiredText("route"),
    /** Who is counted: the client address, or a route's own key (e.g. the account id). */
    clientKey: requiredText("client_key"),
    hits: integer("hits").notNull(),
    resetsAt: timestampTz("resets_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.route, t.clientKey] }),
    index("rate_limits_resets_at_idx").on(t.resetsAt),
  ],
);
