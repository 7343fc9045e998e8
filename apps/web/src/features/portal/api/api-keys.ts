import type { ApiKey, CreateApiKeyRequest, CreatedApiKey } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";

/** GET /v2/api-keys: the signed-in account's keys, without their secrets (issue #20). */
export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.portal.apiKeys,
    queryFn: ({ signal }) => api.get<{ keys: ApiKey[] }>("/v2/api-keys", { signal }),
  });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}

/** POST /v2/api-keys: the reply carries the secret, this once. */
export function useCreateApiKey() {
  return useInvalidatingMutation(
    (body: CreateApiKeyRequest) => api.post<CreatedApiKey>("/v2/api-keys", body),
    queryKeys.portal.apiKeys,
  );
}

/** DELETE /v2/api-keys/{id}: the key stops working at once. */
export function useRevokeApiKey() {
  return useInvalidatingMutation(
    (id: string) =>
      api.delete<{ id: string; revoked: true }>(`/v2/api-keys/${encodeURIComponent(id)}`),
    queryKeys.portal.apiKeys,
  );
}
