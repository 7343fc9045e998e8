import type {
  CreatedWebhook,
  CreateWebhookRequest,
  WebhookDeletedReply,
  WebhookDeliveriesReply,
  WebhookDelivery,
  WebhookDeliveryReply,
  WebhookListReply,
} from "@ingot/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getQueryOptions, ownedCollection } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";

const PATH = "/v2/webhooks";

/** The signed-in account's webhook endpoints (issue #20). */
const endpoints = ownedCollection<
  WebhookListReply,
  CreateWebhookRequest,
  CreatedWebhook,
  WebhookDeletedReply
>(PATH, queryKeys.portal.webhooks);

/** GET /v2/webhooks: the endpoints, without their secrets. */
export const useWebhooks = endpoints.useList;

const waiting = (deliveries: WebhookDelivery[] | undefined) =>
  deliveries?.some((d) => d.status === "pending" || d.status === "failed") ?? false;

/**
 * GET /v2/webhooks/{id}/deliveries: the 50 most recent, newest first. While one is waiting for a
 * (re)try the list is read again every 10 s, so a retry's outcome shows up without a reload.
 */
export const webhookDeliveriesQueryOptions = (id: string) =>
  getQueryOptions<WebhookDeliveriesReply>(
    queryKeys.portal.webhookDeliveries(id),
    `${PATH}/${encodeURIComponent(id)}/deliveries`,
    { refetchInterval: (query) => (waiting(query.state.data?.deliveries) ? 10_000 : false) },
  );

export function useWebhookDeliveries(id: string, enabled: boolean) {
  return useQuery({ ...webhookDeliveriesQueryOptions(id), enabled });
}

/** POST /v2/webhooks: the reply carries the signing secret, this once. */
export const useCreateWebhook = endpoints.useCreate;

/** DELETE /v2/webhooks/{id}: no more deliveries go to it. */
export const useDeleteWebhook = endpoints.useDelete;

/** POST /v2/webhooks/{id}/test: answers the test delivery after its first try. */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<WebhookDeliveryReply>(`${PATH}/${encodeURIComponent(id)}/test`, {}),
    meta: { silentError: true },
    onSuccess: (_data, id) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.portal.webhookDeliveries(id) }),
  });
}
