import type { CreateInvitationRequest, Invitation } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";

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
  return useInvalidatingMutation(
    (body: CreateInvitationRequest) =>
      api.post<{ id: string }>("/v2/companies/current/invitations", body),
    queryKeys.company.invitations,
  );
}

/** DELETE /v2/companies/current/invitations/{id}: the link stops working. */
export function useRevokeInvitation() {
  return useInvalidatingMutation(
    (id: string) =>
      api.delete<unknown>(`/v2/companies/current/invitations/${encodeURIComponent(id)}`),
    queryKeys.company.invitations,
    "settled",
  );
}
