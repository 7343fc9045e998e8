import type { ApiKey, CreateApiKeyRequest, CreatedApiKey } from "@ingot/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyRequest) => api.post<CreatedApiKey>("/v2/api-keys", body),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.portal.apiKeys }),
  });
}

/** DELETE /v2/api-keys/{id}: the key stops working at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ id: string; revoked: true }>(`/v2/api-keys/${encodeURIComponent(id)}`),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.portal.apiKeys }),
  });
}
