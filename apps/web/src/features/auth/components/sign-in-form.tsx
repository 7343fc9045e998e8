import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES, type SignIn, signInSchema } from "@ingot/domain";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { isApiError } from "@/lib/api-client";
import { AUTH_CODES } from "@/lib/auth-client";
import { cn } from "@/lib/cn";
import { reportInvalidForm } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useSignIn } from "../api/sign-in";
import { EmailField } from "./auth-fields";
import { AuthFormFooter, reportUnexpectedError } from "./auth-form-footer";
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
  const form = useForm<SignIn>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: draft.email ?? "", password: draft.password ?? "" },
    // lib/form-errors focuses the first invalid field, below the sticky header.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useDraft(form, onDraft);
  const signIn = useSignIn();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await signIn.mutateAsync(values);
        onSignedIn();
      } catch (error) {
        if (isApiError(error) && error.kind === "http") {
          const invalid = error.code === AUTH_CODES.invalidCredentials || error.status === 401;
          const message = invalid ? MESSAGES.auth.invalidCredentials : error.message;
          if (
            applyFieldErrors(error, ["email", "password"], form.setError, formRef.current) === 0
          ) {
            form.setError("root.server", { type: "server", message });
          }
          toast.error(MESSAGES.auth.loginFailedTitle, { description: message });
        } else {
          reportUnexpectedError(error, form.setError, MESSAGES.auth.loginErrorTitle);
        }
      }
    },
    (invalid) =>
      reportInvalidForm(formRef.current, {
        title: MESSAGES.auth.loginFailedTitle,
        description: firstError(invalid, { email: "Email", password: "Password" }),
      }),
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label="Sign in"
    >
      <EmailField id="sign-in-email" error={errors.email?.message} {...form.register("email")} />
      <div className="flex flex-col gap-1.5">
        <FormField
          id="sign-in-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Button
          variant="link"
          size="sm"
          className={cn("self-end text-sm", !ready && "disabled:opacity-100")}
          disabled={!ready}
          onClick={onForgotPassword}
        >
          Forgot password?
        </Button>
      </div>
      <AuthFormFooter
        serverError={errors.root?.server?.message}
        pending={isSubmitting}
        label="Sign In"
        pendingLabel="Signing in..."
        ready={ready}
      />
    </form>
  );
}
