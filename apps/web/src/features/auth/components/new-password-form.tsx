import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES, type NewPassword, newPasswordSchema } from "@ingot/domain";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { AUTH_CODES } from "@/lib/auth-client";
import { focusFirstInvalid, reportInvalidForm } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useResetPassword } from "../api/reset-password";
import { NewPasswordField } from "./auth-fields";
import { AuthFormFooter, reportUnexpectedError } from "./auth-form-footer";

/**
 * The page the emailed reset link opens (/auth?reset_token=...): choose a new password. The first
 * email confirmation lands here too (`&email_confirmed=1`, issue #21), under its own `label`.
 */
export function NewPasswordForm({
  token,
  label = "Choose a new password",
  onDone,
  onRequestNewLink,
}: {
  token: string;
  label?: string;
  onDone: () => void;
  onRequestNewLink: () => void;
}) {
  const form = useForm<NewPassword>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: "" },
    // lib/form-errors focuses the first invalid field, below the sticky header.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const reset = useResetPassword();
  const { errors, isSubmitting } = form.formState;
  const linkInvalid = errors.root?.server?.type === "invalid-token";

  const onSubmit = form.handleSubmit(
    async ({ password }) => {
      try {
        await reset.mutateAsync({ token, password });
        toast.success(MESSAGES.auth.passwordUpdatedTitle, {
          description: MESSAGES.auth.passwordUpdatedDetail,
        });
        onDone();
      } catch (error) {
        if (isApiError(error) && error.kind === "http") {
          const invalid = error.code === AUTH_CODES.invalidToken;
          const message = invalid ? MESSAGES.auth.resetLinkInvalid : error.message;
          if (invalid) form.setError("root.server", { type: "invalid-token", message });
          else {
            form.setError("password", { type: "server", message });
            focusFirstInvalid(formRef.current);
          }
          toast.error(MESSAGES.auth.resetFailedTitle, { description: message });
        } else {
          reportUnexpectedError(error, form.setError, MESSAGES.auth.resetErrorTitle);
        }
      }
    },
    (invalid) =>
      reportInvalidForm(formRef.current, {
        title: MESSAGES.auth.resetFailedTitle,
        ...(invalid.password?.message ? { description: invalid.password.message } : {}),
      }),
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={label}
    >
      <NewPasswordField
        id="new-password"
        label="New password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <AuthFormFooter
        serverError={errors.root?.server?.message}
        pending={isSubmitting}
        label="Set New Password"
        pendingLabel="Saving..."
      />
      {linkInvalid ? (
        <Button variant="outline" onClick={onRequestNewLink} className="w-full">
          Request a new link
        </Button>
      ) : null}
    </form>
  );
}
