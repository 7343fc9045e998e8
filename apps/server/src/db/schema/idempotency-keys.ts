import { index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, requiredText } from "./common";

/**
 * `Idempotency-Key` records of the submission routes (plugins/idempotency.ts, decision 013): one row
 * per caller, route and key. Inserted "in flight" (no status yet) before the handler runs, filled
 * with the reply afterwards, deleted when the handler failed, so a retry can run again. Rows live
 * 24 hours from `created_at`; a periodic sweep deletes older ones.
 *
 * A normal (logged) table, unlike rate_limits: losing these rows in a crash would let a retry store
 * a submission twice, which is exactly what they prevent.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** Who sent it: `user:<id>` when signed in, else `ip:<client address>`. */
    scope: requiredText("scope"),
    /** `METHOD /route/pattern`. */
    route: requiredText("route"),
    /** The header's value as sent (1 to 255 visible ASCII characters). */
    key: requiredText("key"),
    /** SHA-256 (hex) of the validated request body in canonical JSON. */
    requestHash: requiredText("request_hash"),
    /** Which request holds the record: only it may fill it in or delete it (a takeover changes it). */
    claimId: uuid("claim_id").notNull(),
    /** Null while in flight. */
    statusCode: integer("status_code"),
    /** The JSON reply as sent, replayed byte for byte. */
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.route, t.key] }),
    index("idempotency_keys_created_at_idx").on(t.createdAt),
  ],
);
