import type { AdminOrderStatusReply, OrderStatusUpdate } from "@ingot/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** PUT /v2/admin/orders/{id}/status: the next fulfilment step (carrier + tracking to ship). */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: OrderStatusUpdate & { id: string }) =>
      api.put<AdminOrderStatusReply>(`/v2/admin/orders/${encodeURIComponent(id)}/status`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.ordersAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.overview });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.outboxAll });
    },
  });
}
