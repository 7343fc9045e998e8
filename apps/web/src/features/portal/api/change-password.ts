import { useMutation } from "@tanstack/react-query";
import { authPost } from "@/lib/auth-client";

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** Better Auth's POST /api/auth/change-password; other sessions are signed out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      authPost<unknown>("change-password", { ...input, revokeOtherSessions: true }),
    meta: { silentError: true },
  });
}
