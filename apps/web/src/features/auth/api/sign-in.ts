import type { SignIn } from "@ingot/domain";
import { authPost } from "@/lib/auth-client";
import { queryKeys } from "@/lib/query-keys";
import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";

/** POST /api/auth/sign-in/email. On success the session cookie is set; `me` is read again. */
export function signIn(input: SignIn) {
  return authPost<{ user: { id: string; email: string } }>("sign-in/email", input);
}

export function useSignIn() {
  return useInvalidatingMutation(signIn, queryKeys.me);
}
