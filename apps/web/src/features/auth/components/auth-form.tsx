import { MESSAGES } from "@ingot/domain";
import { MailCheck } from "lucide-react";
import type { FormEventHandler, ReactNode, RefObject } from "react";
import type { FieldValues, UseFormReturn, UseFormSetError } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { type ApiError, isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { UNTIL_LIVE_CLASS, untilLive } from "../lib/until-live";

/** Each auth form's accessible name, and its submit button's label idle and while it runs. */
const AUTH_FORMS = {
  signIn: { name: "Sign in", submit: "Sign In", pending: "Signing in..." },
  signUp: { name: "Create account", submit: "Create Account", pending: "Creating account..." },
  resetRequest: { name: "Reset password", submit: "Send Reset Link", pending: "Sending..." },
  newPassword: { name: "Choose a new password", submit: "Set New Password", pending: "Saving..." },
} as const;

/**
 * Every auth form (`kind`): a named form that validates itself (`noValidate`), its fields, then
 * the server's refusal (announced) above the large submit button, whose label says what is under
 * way while the request runs; `after` follows the button.
 */
export function AuthForm<T extends FieldValues>({
  kind,
  label = AUTH_FORMS[kind].name,
  checked: { form, formRef },
  onSubmit,
  ready = true,
  children,
  after,
}: {
  kind: keyof typeof AUTH_FORMS;
  /** the form's accessible name, when not its kind's */
  label?: string;
  /** the form and its element's ref, as useCheckedForm gives them */
  checked: { form: UseFormReturn<T>; formRef: RefObject<HTMLFormElement | null> };
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** False while prerendered markup awaits hydration: the button stays inert (not dimmed). Being
   * disabled, it also stops Enter from submitting the form natively before hydration. */
  ready?: boolean;
  children: ReactNode;
  after?: ReactNode;
}) {
  const { errors, isSubmitting } = form.formState;
  const { submit, pending } = AUTH_FORMS[kind];
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={label}
    >
      {children}
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button
        type="submit"
        size="lg"
        pending={isSubmitting}
        {...untilLive(ready)}
        className={cn("w-full", UNTIL_LIVE_CLASS)}
      >
        {isSubmitting ? pending : submit}
      </Button>
      {after}
    </form>
  );
}

/** "Check your email": the link is on its way to `detail`'s address. */
export function CheckEmail({ detail, className }: { detail: string; className: string }) {
  return (
    <div role="status" className={cn("flex flex-col items-center gap-3 text-center", className)}>
      <MailCheck className="size-10 text-link" aria-hidden="true" />
      <p className="font-medium">{MESSAGES.auth.checkEmailTitle}</p>
      <p className="text-muted-foreground text-sm">{detail}</p>
    </div>
  );
}

/**
 * A failed auth call: the server's refusal (an HTTP answer) goes to `onRefusal`; anything else is
 * unexpected (reportUnexpectedError, titled `unexpectedTitle`).
 */
export function reportAuthFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  unexpectedTitle: string,
  onRefusal: (refusal: ApiError) => void,
): void {
  if (isApiError(error) && error.kind === "http") onRefusal(error);
  else reportUnexpectedError(error, setError, unexpectedTitle);
}

/** The server could not be reached or answered unexpectedly: its message (or the spec's generic
 * one) under the form and in a toast titled `title`. */
export function reportUnexpectedError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  title: string,
): void {
  const message = error instanceof Error ? error.message : MESSAGES.auth.unexpectedError;
  setError("root.server", { type: "server", message });
  toast.error(title, { description: message });
}
