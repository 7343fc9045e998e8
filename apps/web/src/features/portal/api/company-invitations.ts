import type { CreateInvitationRequest, Invitation } from "@ingot/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/companies/current/invitations (owners): the pending ones. */
export const companyInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.company.invitations,
    queryFn: ({ signal }) => api.get<Invitation[]>("/v2/companies/current/invitations", { signal }),
  });

export function useCompanyInvitations(enabled: boolean) {
  return useQuery({ ...companyInvitationsQueryOptions(), enabled });
}

/** POST /v2/companies/current/invitations { email, role, order_limit? }: emailed with a link. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationRequest) =>
      api.post<{ id: string }>("/v2/companies/current/invitations", body),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.company.invitations }),
  });
}

/** DELETE /v2/companies/current/invitations/{id}: the link stops working. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<unknown>(`/v2/companies/current/invitations/${encodeURIComponent(id)}`),
    meta: { silentError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.company.invitations }),
  });
}
