import type { SignIn } from "@ingot/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authPost } from "@/lib/auth-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/auth/sign-in/email. On success the session cookie is set; `me` is read again. */
export function signIn(input: SignIn) {
  return authPost<{ user: { id: string; email: string } }>("sign-in/email", input);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
