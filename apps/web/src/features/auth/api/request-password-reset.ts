import { useMutation } from "@tanstack/react-query";
import { paths } from "@/config/paths";
import { authPost } from "@/lib/auth-client";

/** POST /api/auth/request-password-reset. The answer is the same whether or not the account
 * exists; the emailed link opens /auth?reset_token=... */
export function requestPasswordReset(email: string) {
  return authPost<{ status: boolean }>("request-password-reset", {
    email,
    redirectTo: paths.auth,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { silentError: true } });
}
