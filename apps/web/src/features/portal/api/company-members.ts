import type { UpdateMemberRequest } from "@ingot/domain";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";

const memberPath = (userId: string) =>
  `/v2/companies/current/members/${encodeURIComponent(userId)}`;

/** PUT /v2/companies/current/members/{userId} { role?, order_limit? } (owners only). */
export function useUpdateMember() {
  return useInvalidatingMutation(
    ({ userId, ...body }: UpdateMemberRequest & { userId: string }) =>
      api.put<unknown>(memberPath(userId), body),
    queryKeys.company.current,
    "settled",
  );
}

/** DELETE /v2/companies/current/members/{userId} (owners only; never the last owner). */
export function useRemoveMember() {
  return useInvalidatingMutation(
    (userId: string) => api.delete<unknown>(memberPath(userId)),
    queryKeys.company.current,
    "settled",
  );
}
