import type {
  ApiKeyListReply,
  ApiKeyRevokedReply,
  CreateApiKeyRequest,
  CreatedApiKey,
} from "@ingot/domain";
import { ownedCollection } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";

/** The signed-in account's API keys (issue #20). */
const keys = ownedCollection<
  ApiKeyListReply,
  CreateApiKeyRequest,
  CreatedApiKey,
  ApiKeyRevokedReply
>("/v2/api-keys", queryKeys.portal.apiKeys);

/** GET /v2/api-keys: the keys, without their secrets. */
export const useApiKeys = keys.useList;

/** POST /v2/api-keys: the reply carries the secret, this once. */
export const useCreateApiKey = keys.useCreate;

/** DELETE /v2/api-keys/{id}: the key stops working at once. */
export const useRevokeApiKey = keys.useDelete;
