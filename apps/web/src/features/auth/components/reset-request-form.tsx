import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES, passwordResetRequestSchema } from "@ingot/domain";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmailField } from "@/components/ui/contact-fields";
import { isApiError } from "@/lib/api-client";
import { reportInvalidForm } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useCheckedForm } from "@/lib/use-checked-form";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { AuthForm, CheckEmail } from "./auth-form";
import { applyFieldErrors } from "./field-errors";
import { useDraft } from "./use-draft";

type ResetRequest = { email: string };

/** Spec §5 and §8: an email is required ('Email Required'); 'Check your email' on success,
 * 'Reset Failed' when the server refuses, 'Reset Error' when it cannot be reached. */
export function ResetRequestForm({
  draft,
  onDraft,
  onBack,
}: {
  draft: Partial<ResetRequest>;
  onDraft: (values: Partial<ResetRequest>) => void;
  onBack: () => void;
}) {
  const checked = useCheckedForm<ResetRequest>(zodResolver(passwordResetRequestSchema), {
    email: draft.email ?? "",
  });
  const { form, formRef, field } = checked;
  useDraft(form, onDraft);
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async ({ email }) => {
      try {
        await request.mutateAsync(email);
        setSentTo(email);
        toast.success(MESSAGES.auth.checkEmailTitle, {
          description: MESSAGES.auth.checkEmailReset(email),
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : MESSAGES.auth.unexpectedError;
        if (applyFieldErrors(error, ["email"], form.setError, formRef.current) === 0) {
          form.setError("root.server", { type: "server", message });
        }
        const title =
          isApiError(error) && error.kind === "http"
            ? MESSAGES.auth.resetFailedTitle
            : MESSAGES.auth.resetErrorTitle;
        toast.error(title, { description: message });
      }
    },
    (invalid) => {
      if (invalid.email && !form.getValues("email").trim()) {
        reportInvalidForm(formRef.current, {
          title: MESSAGES.auth.emailRequiredTitle,
          description: MESSAGES.auth.resetEmailRequiredDetail,
        });
      } else if (invalid.email?.message) {
        reportInvalidForm(formRef.current, {
          title: MESSAGES.auth.resetFailedTitle,
          description: invalid.email.message,
        });
      }
    },
  );

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <CheckEmail detail={MESSAGES.auth.checkEmailReset(sentTo)} className="py-2" />
        <Button variant="outline" onClick={onBack} className="w-full">
          Back to Sign In
        </Button>
      </div>
    );
  }

  return (
    <AuthForm
      kind="resetRequest"
      checked={checked}
      onSubmit={onSubmit}
      after={
        <Button variant="ghost" onClick={onBack} className="w-full">
          Back to Sign In
        </Button>
      }
    >
      <p className="text-muted-foreground text-sm">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      <EmailField id="reset-email" {...field("email")} />
    </AuthForm>
  );
}
