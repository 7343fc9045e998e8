import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES, type NewPassword, newPasswordSchema } from "@ingot/domain";
import { Button } from "@/components/ui/button";
import { NewPasswordField } from "@/components/ui/password-field";
import { AUTH_CODES } from "@/lib/auth-client";
import { focusFirstInvalid, reportInvalidForm } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useCheckedForm } from "@/lib/use-checked-form";
import { useResetPassword } from "../api/reset-password";
import { AuthForm, reportAuthFailure } from "./auth-form";

/**
 * The page the emailed reset link opens (/auth?reset_token=...): choose a new password. The first
 * email confirmation lands here too (`&email_confirmed=1`, issue #21), under its own `label`
 * (else "Choose a new password").
 */
export function NewPasswordForm({
  token,
  label,
  onDone,
  onRequestNewLink,
}: {
  token: string;
  label?: string;
  onDone: () => void;
  onRequestNewLink: () => void;
}) {
  const checked = useCheckedForm<NewPassword>(zodResolver(newPasswordSchema), {
    password: "",
  });
  const { form, formRef, field } = checked;
  const reset = useResetPassword();
  const linkInvalid = form.formState.errors.root?.server?.type === "invalid-token";

  const onSubmit = form.handleSubmit(
    async ({ password }) => {
      try {
        await reset.mutateAsync({ token, password });
        toast.success(MESSAGES.auth.passwordUpdatedTitle, {
          description: MESSAGES.auth.passwordUpdatedDetail,
        });
        onDone();
      } catch (error) {
        reportAuthFailure(error, form.setError, MESSAGES.auth.resetErrorTitle, (refusal) => {
          const invalid = refusal.code === AUTH_CODES.invalidToken;
          const message = invalid ? MESSAGES.auth.resetLinkInvalid : refusal.message;
          if (invalid) form.setError("root.server", { type: "invalid-token", message });
          else {
            form.setError("password", { type: "server", message });
            focusFirstInvalid(formRef.current);
          }
          toast.error(MESSAGES.auth.resetFailedTitle, { description: message });
        });
      }
    },
    (invalid) =>
      reportInvalidForm(formRef.current, {
        title: MESSAGES.auth.resetFailedTitle,
        ...(invalid.password?.message ? { description: invalid.password.message } : {}),
      }),
  );

  return (
    <AuthForm
      kind="newPassword"
      label={label}
      checked={checked}
      onSubmit={onSubmit}
      after={
        linkInvalid ? (
          <Button variant="outline" onClick={onRequestNewLink} className="w-full">
            Request a new link
          </Button>
        ) : null
      }
    >
      <NewPasswordField id="new-password" label="New password" {...field("password")} />
    </AuthForm>
  );
}
