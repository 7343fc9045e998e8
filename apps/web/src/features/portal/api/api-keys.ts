import type { ApiKey, CreateApiKeyRequest, CreatedApiKey } from "@ingot/domain";
import { useQuery } from "@tanstack/react-query";
import { collectionWrites, getQueryOptions } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";

const PATH = "/v2/api-keys";

/** GET /v2/api-keys: the signed-in account's keys, without their secrets (issue #20). */
export const apiKeysQueryOptions = () =>
  getQueryOptions<{ keys: ApiKey[] }>(queryKeys.portal.apiKeys, PATH);

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}

const writes = collectionWrites<CreateApiKeyRequest, CreatedApiKey, { id: string; revoked: true }>(
  PATH,
  queryKeys.portal.apiKeys,
);

/** POST /v2/api-keys: the reply carries the secret, this once. */
export const useCreateApiKey = writes.useCreate;

/** DELETE /v2/api-keys/{id}: the key stops working at once. */
export const useRevokeApiKey = writes.useDelete;
