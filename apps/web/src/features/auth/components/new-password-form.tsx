import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES, type NewPassword, newPasswordSchema } from "@ingot/domain";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { isApiError } from "@/lib/api-client";
import { AUTH_CODES } from "@/lib/auth-client";
import { focusFirstInvalid, reportInvalidForm } from "@/lib/form-errors";
import { useResetPassword } from "../api/reset-password";

/** The page the emailed reset link opens (/auth?reset_token=...): choose a new password. */
export function NewPasswordForm({
  token,
  onDone,
  onRequestNewLink,
}: {
  token: string;
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
          const message = error instanceof Error ? error.message : MESSAGES.auth.unexpectedError;
          form.setError("root.server", { type: "server", message });
          toast.error(MESSAGES.auth.resetErrorTitle, { description: message });
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
      aria-label="Choose a new password"
    >
      <FormField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={MESSAGES.auth.passwordHint}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" size="lg" pending={isSubmitting} className="w-full">
        {isSubmitting ? "Saving..." : "Set New Password"}
      </Button>
      {linkInvalid ? (
        <Button variant="outline" onClick={onRequestNewLink} className="w-full">
          Request a new link
        </Button>
      ) : null}
    </form>
  );
}
