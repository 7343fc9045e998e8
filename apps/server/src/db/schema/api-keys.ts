import { boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { authTimestamps, requiredText, textChildOf, textId, timestampTz } from "./common";

/**
 * API keys (issue #20), the table of Better Auth's API-key plugin (@better-auth/api-key), in the
 * shape its Drizzle adapter expects: TypeScript keys are the plugin's field names, columns
 * snake_case. `key` is the SHA-256 of the secret (base64url), never the secret; `start` is its
 * first characters, shown to tell keys apart. `reference_id` is the owner's user id. `permissions`
 * holds the scope (`{"api":["read"]}` or `{"api":["read","write"]}`, modules/api-keys).
 * `request_count` and `last_request` are the per-key rate limit's window and the last use.
 */
export const apikey = pgTable(
  "apikey",
  {
    id: textId(),
    configId: requiredText("config_id").default("default"),
    name: text("name"),
    start: text("start"),
    prefix: text("prefix"),
    key: requiredText("key"),
    referenceId: textChildOf("reference_id", () => user.id),
    refillInterval: integer("refill_interval"),
    refillAmount: integer("refill_amount"),
    lastRefillAt: timestampTz("last_refill_at"),
    enabled: boolean("enabled").default(true),
    rateLimitEnabled: boolean("rate_limit_enabled").default(true),
    rateLimitTimeWindow: integer("rate_limit_time_window"),
    rateLimitMax: integer("rate_limit_max"),
    requestCount: integer("request_count").default(0),
    remaining: integer("remaining"),
    lastRequest: timestampTz("last_request"),
    expiresAt: timestampTz("expires_at"),
    ...authTimestamps(),
    permissions: text("permissions"),
    metadata: text("metadata"),
  },
  (t) => [
    uniqueIndex("apikey_key_idx").on(t.key),
    index("apikey_reference_id_idx").on(t.referenceId),
    index("apikey_config_id_idx").on(t.configId),
  ],
);
