import type {
  CreateInvitationRequest,
  Invitation,
  InvitationCreatedReply,
  InvitationRevokedReply,
} from "@ingot/domain";
import { ownedCollection } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";

/** The pending invitations of the owner's company; a revoke refreshes the list even when refused. */
const invitations = ownedCollection<
  Invitation[],
  CreateInvitationRequest,
  InvitationCreatedReply,
  InvitationRevokedReply
>("/v2/companies/current/invitations", queryKeys.company.invitations, "settled");

/** GET /v2/companies/current/invitations (owners): the pending ones. */
export const useCompanyInvitations = invitations.useList;

/** POST /v2/companies/current/invitations { email, role, order_limit? }: emailed with a link. */
export const useInvite = invitations.useCreate;

/** DELETE /v2/companies/current/invitations/{id}: the link stops working. */
export const useRevokeInvitation = invitations.useDelete;
