import type { CreatedWebhook, CreateWebhookRequest, Webhook, WebhookDelivery } from "@ingot/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { collectionWrites, getQueryOptions } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";

const PATH = "/v2/webhooks";

/** GET /v2/webhooks: the signed-in account's endpoints, without their secrets (issue #20). */
export const webhooksQueryOptions = () =>
  getQueryOptions<{ webhooks: Webhook[] }>(queryKeys.portal.webhooks, PATH);

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
  getQueryOptions<{ deliveries: WebhookDelivery[] }>(
    queryKeys.portal.webhookDeliveries(id),
    `${PATH}/${encodeURIComponent(id)}/deliveries`,
    { refetchInterval: (query) => (waiting(query.state.data?.deliveries) ? 10_000 : false) },
  );

export function useWebhookDeliveries(id: string, enabled: boolean) {
  return useQuery({ ...webhookDeliveriesQueryOptions(id), enabled });
}

const writes = collectionWrites<
  CreateWebhookRequest,
  CreatedWebhook,
  { id: string; deleted: true }
>(PATH, queryKeys.portal.webhooks);

/** POST /v2/webhooks: the reply carries the signing secret, this once. */
export const useCreateWebhook = writes.useCreate;

/** DELETE /v2/webhooks/{id}: no more deliveries go to it. */
export const useDeleteWebhook = writes.useDelete;

/** POST /v2/webhooks/{id}/test: answers the test delivery after its first try. */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ delivery: WebhookDelivery }>(`${PATH}/${encodeURIComponent(id)}/test`, {}),
    meta: { silentError: true },
    onSuccess: (_data, id) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.portal.webhookDeliveries(id) }),
  });
}
