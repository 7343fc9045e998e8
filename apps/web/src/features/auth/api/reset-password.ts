import { useMutation } from "@tanstack/react-query";
import { authPost } from "@/lib/auth-client";

/** POST /api/auth/reset-password with the token from the emailed link. */
export function resetPassword(input: { token: string; password: string }) {
  return authPost<{ status: boolean }>("reset-password", {
    token: input.token,
    newPassword: input.password,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { silentError: true } });
}
