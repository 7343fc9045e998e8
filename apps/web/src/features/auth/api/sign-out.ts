import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AuthError, authPost } from "@/lib/auth-client";

/**
 * POST /api/auth/sign-out. A 401, 403 or 404 reply means there is no session to end: the local
 * state is cleared all the same (spec §8). Every cached query (profile, quotes, orders,
 * notifications...) goes with it.
 */
export async function signOut(): Promise<void> {
  try {
    await authPost("sign-out");
  } catch (error) {
    if (error instanceof AuthError && [401, 403, 404].includes(error.status)) return;
    throw error;
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.clear();
    },
  });
}
