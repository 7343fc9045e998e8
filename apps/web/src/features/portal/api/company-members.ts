import type { UpdateMemberRequest } from "@ingot/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const memberPath = (userId: string) =>
  `/v2/companies/current/members/${encodeURIComponent(userId)}`;

/** PUT /v2/companies/current/members/{userId} { role?, order_limit? } (owners only). */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: UpdateMemberRequest & { userId: string }) =>
      api.put<unknown>(memberPath(userId), body),
    meta: { silentError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.company.current }),
  });
}

/** DELETE /v2/companies/current/members/{userId} (owners only; never the last owner). */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<unknown>(memberPath(userId)),
    meta: { silentError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.company.current }),
  });
}
