import type { CreateInvitationRequest, Invitation } from "@ingot/domain";
import { useQuery } from "@tanstack/react-query";
import { collectionWrites, getQueryOptions } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";

const PATH = "/v2/companies/current/invitations";

/** GET /v2/companies/current/invitations (owners): the pending ones. */
export const companyInvitationsQueryOptions = () =>
  getQueryOptions<Invitation[]>(queryKeys.company.invitations, PATH);

export function useCompanyInvitations(enabled: boolean) {
  return useQuery({ ...companyInvitationsQueryOptions(), enabled });
}

const writes = collectionWrites<CreateInvitationRequest, { id: string }, unknown>(
  PATH,
  queryKeys.company.invitations,
  "settled",
);

/** POST /v2/companies/current/invitations { email, role, order_limit? }: emailed with a link. */
export const useInvite = writes.useCreate;

/** DELETE /v2/companies/current/invitations/{id}: the link stops working. */
export const useRevokeInvitation = writes.useDelete;
