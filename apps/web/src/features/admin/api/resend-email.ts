import type { OutboxResendReply } from "@ingot/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /v2/admin/outbox/{id}/resend: a failed email goes back in the queue. */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<OutboxResendReply>(`/v2/admin/outbox/${encodeURIComponent(id)}/resend`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.outboxAll }),
  });
}
