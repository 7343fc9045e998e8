import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES, passwordResetRequestSchema } from "@ingot/domain";
import { MailCheck } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { reportInvalidForm } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { EmailField } from "./auth-fields";
import { AuthFormFooter } from "./auth-form-footer";
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
  const form = useForm<ResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: draft.email ?? "" },
    // lib/form-errors focuses the first invalid field, below the sticky header.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useDraft(form, onDraft);
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

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
        <div role="status" className="flex flex-col items-center gap-3 py-2 text-center">
          <MailCheck className="size-10 text-link" aria-hidden="true" />
          <p className="font-medium">{MESSAGES.auth.checkEmailTitle}</p>
          <p className="text-muted-foreground text-sm">{MESSAGES.auth.checkEmailReset(sentTo)}</p>
        </div>
        <Button variant="outline" onClick={onBack} className="w-full">
          Back to Sign In
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label="Reset password"
    >
      <p className="text-muted-foreground text-sm">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      <EmailField id="reset-email" error={errors.email?.message} {...form.register("email")} />
      <AuthFormFooter
        serverError={errors.root?.server?.message}
        pending={isSubmitting}
        label="Send Reset Link"
        pendingLabel="Sending..."
      />
      <Button variant="ghost" onClick={onBack} className="w-full">
        Back to Sign In
      </Button>
    </form>
  );
}
