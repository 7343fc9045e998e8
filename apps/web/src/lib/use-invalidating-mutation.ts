import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * A write whose form shows its own error (`silentError`: no global toast) and that marks a query
 * stale once it has succeeded, or once it has settled either way (`after: "settled"`, for writes
 * whose refusal may mean the list moved on). The mutation waits for the refetch it starts.
 */
/**
 * A write whose reply is the new value of the query at `key`: stored there as it is (no refetch),
 * then `after` runs (e.g. marking a query that shows part of it stale). Its form shows its error.
 */
export function useCachedReplyMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  key: QueryKey,
  after?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silentError: true },
    onSuccess: (reply: TData) => {
      queryClient.setQueryData(key, reply);
      after?.();
    },
  });
}

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
