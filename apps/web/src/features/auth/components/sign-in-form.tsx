import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES, type SignIn, signInSchema } from "@ingot/domain";
import { Button } from "@/components/ui/button";
import { EmailField } from "@/components/ui/contact-fields";
import { CurrentPasswordField } from "@/components/ui/password-field";
import { AUTH_CODES } from "@/lib/auth-client";
import { cn } from "@/lib/cn";
import { reportInvalidForm } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useCheckedForm } from "@/lib/use-checked-form";
import { useSignIn } from "../api/sign-in";
import { UNTIL_LIVE_CLASS, untilLive } from "../lib/until-live";
import { AuthForm, reportAuthFailure } from "./auth-form";
import { applyFieldErrors, firstError } from "./field-errors";
import { useDraft } from "./use-draft";

export type SignInDraft = Partial<SignIn>;

/** Spec §8 sign-in: invalid credentials -> 'Login Failed' with the spec's text; other errors show
 * their message; anything unexpected -> 'Login Error'. */
export function SignInForm({
  draft,
  onDraft,
  onSignedIn,
  onForgotPassword,
  ready = true,
}: {
  draft: SignInDraft;
  onDraft: (values: SignInDraft) => void;
  onSignedIn: () => void;
  onForgotPassword: () => void;
  /** False while prerendered markup awaits hydration: the buttons stay inert (not dimmed). */
  ready?: boolean;
}) {
  const checked = useCheckedForm<SignIn>(zodResolver(signInSchema), {
    email: draft.email ?? "",
    password: draft.password ?? "",
  });
  const { form, formRef, field } = checked;
  useDraft(form, onDraft);
  const signIn = useSignIn();

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await signIn.mutateAsync(values);
        onSignedIn();
      } catch (error) {
        reportAuthFailure(error, form.setError, MESSAGES.auth.loginErrorTitle, (refusal) => {
          const invalid = refusal.code === AUTH_CODES.invalidCredentials || refusal.status === 401;
          const message = invalid ? MESSAGES.auth.invalidCredentials : refusal.message;
          if (
            applyFieldErrors(refusal, ["email", "password"], form.setError, formRef.current) === 0
          ) {
            form.setError("root.server", { type: "server", message });
          }
          toast.error(MESSAGES.auth.loginFailedTitle, { description: message });
        });
      }
    },
    (invalid) =>
      reportInvalidForm(formRef.current, {
        title: MESSAGES.auth.loginFailedTitle,
        description: firstError(invalid, { email: "Email", password: "Password" }),
      }),
  );

  return (
    <AuthForm kind="signIn" checked={checked} onSubmit={onSubmit} ready={ready}>
      <EmailField id="sign-in-email" {...field("email")} />
      <div className="flex flex-col gap-1.5">
        <CurrentPasswordField id="sign-in-password" {...field("password")} />
        <Button
          variant="link"
          size="sm"
          className={cn("self-end text-sm", UNTIL_LIVE_CLASS)}
          {...untilLive(ready)}
          onClick={onForgotPassword}
        >
          Forgot password?
        </Button>
      </div>
    </AuthForm>
  );
}
