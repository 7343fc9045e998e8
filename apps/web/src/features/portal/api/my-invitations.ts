import type { Invitation } from "@ingot/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getQueryOptions } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/invitations: the invitations waiting for the caller, matched by verified email. */
export const myInvitationsQueryOptions = () =>
  getQueryOptions<Invitation[]>(queryKeys.company.myInvitations, "/v2/invitations");

export function useMyInvitations(enabled: boolean) {
  return useQuery({ ...myInvitationsQueryOptions(), enabled });
}

/** POST /v2/invitations/{id}/accept (joins the company) or /decline. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: "accept" | "decline" }) =>
      api.post<unknown>(`/v2/invitations/${encodeURIComponent(id)}/${answer}`),
    meta: { silentError: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.company.myInvitations });
      void queryClient.invalidateQueries({ queryKey: queryKeys.company.all });
    },
  });
}
