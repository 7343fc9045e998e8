import type { OutboxEmailsReply } from "@ingot/domain";
import { useQuery } from "@tanstack/react-query";
import { getQueryOptions } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/admin/outbox: newest first, optionally one status. */
export const outboxQueryOptions = (status: string) =>
  getQueryOptions<OutboxEmailsReply>(queryKeys.admin.outbox(status), "/v2/admin/outbox", {
    query: { status: status || undefined, limit: 100 },
    staleTime: 10_000,
  });

export function useOutbox(status: string) {
  return useQuery(outboxQueryOptions(status));
}
