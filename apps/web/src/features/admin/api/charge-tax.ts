import type { AdminOrderReply } from "@ingot/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /v2/admin/orders/{id}/charge-tax: release a held order by recording the tax due (#21). */
export function useChargeTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<AdminOrderReply>(`/v2/admin/orders/${encodeURIComponent(id)}/charge-tax`, {}),
    meta: { silentError: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.ordersAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.overview });
    },
  });
}
