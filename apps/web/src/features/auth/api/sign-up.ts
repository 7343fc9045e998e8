import type { SignUp } from "@ingot/domain";
import { paths } from "@/config/paths";
import { authPost } from "@/lib/auth-client";
import { queryKeys } from "@/lib/query-keys";
import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";

export interface SignUpReply {
  /** null when no session was started (an email confirmation is needed first). */
  token: string | null;
  user: { id: string; email: string };
}

/** POST /api/auth/sign-up/email with the spec's metadata; the confirmation link leads to the root. */
export function signUp(input: SignUp) {
  return authPost<SignUpReply>("sign-up/email", {
    ...input,
    name: input.full_name,
    callbackURL: paths.home,
  });
}

export function useSignUp() {
  return useInvalidatingMutation(signUp, queryKeys.me);
}
