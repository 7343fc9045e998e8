import type { OutboxEmail } from "@ingot/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/admin/outbox: newest first, optionally one status. */
export const outboxQueryOptions = (status: string) =>
  queryOptions({
    queryKey: queryKeys.admin.outbox(status),
    queryFn: ({ signal }) =>
      api.get<{ emails: OutboxEmail[] }>("/v2/admin/outbox", {
        signal,
        query: { status: status || undefined, limit: 100 },
      }),
    staleTime: 10_000,
  });

export function useOutbox(status: string) {
  return useQuery(outboxQueryOptions(status));
}
