import type { AdminMaterial, MaterialUpdate } from "@ingot/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** PUT /v2/admin/materials/{code}; the public material list and instant prices change with it. */
export function useUpdateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...body }: MaterialUpdate & { code: string }) =>
      api.put<AdminMaterial>(`/v2/admin/materials/${encodeURIComponent(code)}`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.materials });
      void queryClient.invalidateQueries({ queryKey: queryKeys.materials });
      void queryClient.invalidateQueries({ queryKey: queryKeys.instantQuoteAll });
    },
  });
}
