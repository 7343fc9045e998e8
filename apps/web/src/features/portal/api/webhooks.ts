import type { CreatedWebhook, CreateWebhookRequest, Webhook, WebhookDelivery } from "@ingot/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";

/** GET /v2/webhooks: the signed-in account's endpoints, without their secrets (issue #20). */
export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.portal.webhooks,
    queryFn: ({ signal }) => api.get<{ webhooks: Webhook[] }>("/v2/webhooks", { signal }),
  });

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}

const waiting = (deliveries: WebhookDelivery[] | undefined) =>
  deliveries?.some((d) => d.status === "pending" || d.status === "failed") ?? false;

/**
 * GET /v2/webhooks/{id}/deliveries: the 50 most recent, newest first. While one is waiting for a
 * (re)try the list is read again every 10 s, so a retry's outcome shows up without a reload.
 */
export const webhookDeliveriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.portal.webhookDeliveries(id),
    queryFn: ({ signal }) =>
      api.get<{ deliveries: WebhookDelivery[] }>(
        `/v2/webhooks/${encodeURIComponent(id)}/deliveries`,
        { signal },
      ),
    refetchInterval: (query) => (waiting(query.state.data?.deliveries) ? 10_000 : false),
  });

export function useWebhookDeliveries(id: string, enabled: boolean) {
  return useQuery({ ...webhookDeliveriesQueryOptions(id), enabled });
}

/** POST /v2/webhooks: the reply carries the signing secret, this once. */
export function useCreateWebhook() {
  return useInvalidatingMutation(
    (body: CreateWebhookRequest) => api.post<CreatedWebhook>("/v2/webhooks", body),
    queryKeys.portal.webhooks,
  );
}

/** DELETE /v2/webhooks/{id}: no more deliveries go to it. */
export function useDeleteWebhook() {
  return useInvalidatingMutation(
    (id: string) =>
      api.delete<{ id: string; deleted: true }>(`/v2/webhooks/${encodeURIComponent(id)}`),
    queryKeys.portal.webhooks,
  );
}

/** POST /v2/webhooks/{id}/test: answers the test delivery after its first try. */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ delivery: WebhookDelivery }>(`/v2/webhooks/${encodeURIComponent(id)}/test`, {}),
    meta: { silentError: true },
    onSuccess: (_data, id) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.portal.webhookDeliveries(id) }),
  });
}
