import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * A write whose form shows its own error (`silentError`: no global toast) and that marks a query
 * stale once it has succeeded, or once it has settled either way (`after: "settled"`, for writes
 * whose refusal may mean the list moved on). The mutation waits for the refetch it starts.
 */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: QueryKey,
  after: "success" | "settled" = "success",
) {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: invalidates });
  return useMutation({
    mutationFn,
    meta: { silentError: true },
    ...(after === "success" ? { onSuccess: invalidate } : { onSettled: invalidate }),
  });
}
