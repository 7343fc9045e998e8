import { z } from "zod";
import { MESSAGES } from "../messages";
import { requiredName } from "./fields";

/**
 * API keys (issue #20): a signed-in customer's (or admin's) keys for their own systems. A key acts
 * as its owner within its scope: `read` may only make GET requests, `read_write` anything its
 * owner may. The secret is answered once, at creation; afterwards only its first characters
 * (`prefix`) tell keys apart.
 */

export const API_KEY_SCOPES = ["read", "read_write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

const M = MESSAGES.apiKeys;

/** POST /v2/api-keys. */
export const createApiKeyRequestSchema = z.object({
  name: requiredName(60, { required: M.nameRequired, tooLong: M.nameTooLong }),
  scope: z.enum(API_KEY_SCOPES, { error: M.scope }),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

/** One key as listed: never its secret. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The key's first characters, `ingot_` included. */
  prefix: z.string(),
  created_at: z.iso.datetime(),
  /** When the key last authenticated a request; null if never. */
  last_used_at: z.iso.datetime().nullable(),
});
export type ApiKey = z.output<typeof apiKeySchema>;

/** 201 of POST /v2/api-keys: the secret, this once. */
export const createdApiKeySchema = apiKeySchema
  .pick({ id: true, name: true, scope: true, prefix: true })
  .extend({ key: z.string() });
export type CreatedApiKey = z.output<typeof createdApiKeySchema>;

/** GET /v2/api-keys: the caller's keys, without the keys themselves. */
export const apiKeyListReplySchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyListReply = z.output<typeof apiKeyListReplySchema>;

/** DELETE /v2/api-keys/{id}: revoked at once. */
export const apiKeyRevokedReplySchema = z.object({ id: z.string(), revoked: z.literal(true) });
export type ApiKeyRevokedReply = z.output<typeof apiKeyRevokedReplySchema>;
