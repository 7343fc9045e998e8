import { MESSAGES } from "@ingot/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-client";
import { authPost } from "@/lib/auth-client";

/**
 * POST /api/auth/sign-out. A 401, 403 or 404 reply means there is no session to end: the local
 * state is cleared all the same (spec §8) and the answer is "missing"; 502, 503 and 504 are
 * retried. Every cached query (profile, quotes, orders, notifications...) goes with it.
 */
export async function signOut(): Promise<"ended" | "missing"> {
  try {
    // A gateway status (a restart) is retried: signing out twice is harmless (spec §8).
    await authPost("sign-out", {}, { gatewayRetries: 2 });
    return "ended";
  } catch (error) {
    if (isApiError(error) && [401, 403, 404].includes(error.status)) return "missing";
    throw error;
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: (result) => {
      // The session had already ended (another tab, an expiry): say so in the spec's words.
      if (result === "missing") {
        void import("sonner").then(({ toast }) =>
          toast.info(MESSAGES.auth.sessionMissing, { description: MESSAGES.auth.signedOut }),
        );
      }
    },
    onSettled: () => {
      queryClient.clear();
    },
  });
}
