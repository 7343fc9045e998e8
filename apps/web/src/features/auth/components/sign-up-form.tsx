import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES, type SignUp, signUpSchema } from "@ingot/domain";
import { MailCheck } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { isApiError } from "@/lib/api-client";
import { AUTH_CODES } from "@/lib/auth-client";
import { reportInvalidForm } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useSignUp } from "../api/sign-up";
import { EmailField, NewPasswordField } from "./auth-fields";
import { AuthFormFooter } from "./auth-form-footer";
import { applyFieldErrors, firstError } from "./field-errors";
import { useDraft } from "./use-draft";

export type SignUpDraft = Partial<SignUp>;

const FIELDS = ["full_name", "company", "phone", "email", "password"] as const;
const LABELS = {
  full_name: "Full name",
  company: "Company",
  phone: "Phone",
  email: "Email",
  password: "Password",
} as const;

/** Spec §5 and §8 sign-up: full name, company, email, password (at least 6), phone optional. */
export function SignUpForm({
  draft,
  onDraft,
  onSignedIn,
  onAccountExists,
}: {
  draft: SignUpDraft;
  onDraft: (values: SignUpDraft) => void;
  onSignedIn: () => void;
  onAccountExists: (email: string) => void;
}) {
  const form = useForm<SignUp>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      full_name: draft.full_name ?? "",
      company: draft.company ?? "",
      phone: draft.phone ?? "",
      email: draft.email ?? "",
      password: draft.password ?? "",
    },
    // lib/form-errors focuses the first invalid field, below the sticky header.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useDraft(form, onDraft);
  const signUp = useSignUp();
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const reply = await signUp.mutateAsync(values);
        if (!reply.token) {
          setConfirmationSentTo(values.email);
          toast.success(MESSAGES.auth.checkEmailTitle, {
            description: MESSAGES.auth.checkEmailSignUp(values.email),
          });
          return;
        }
        toast.success(MESSAGES.auth.accountCreatedTitle, {
          description: MESSAGES.auth.accountCreatedDetail,
        });
        onSignedIn();
      } catch (error) {
        if (isApiError(error) && error.code === AUTH_CODES.userExists) {
          toast.error(MESSAGES.auth.accountExistsTitle, {
            description: MESSAGES.auth.accountExistsDetail,
          });
          onAccountExists(values.email);
          return;
        }
        const message = error instanceof Error ? error.message : MESSAGES.auth.unexpectedError;
        if (applyFieldErrors(error, FIELDS, form.setError, formRef.current) === 0) {
          form.setError("root.server", { type: "server", message });
        }
        toast.error(MESSAGES.auth.signupFailedTitle, { description: message });
      }
    },
    (invalid) =>
      reportInvalidForm(formRef.current, {
        title: MESSAGES.auth.signupFailedTitle,
        description: firstError(invalid, LABELS),
      }),
  );

  if (confirmationSentTo) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
        <MailCheck className="size-10 text-link" aria-hidden="true" />
        <p className="font-medium">{MESSAGES.auth.checkEmailTitle}</p>
        <p className="text-muted-foreground text-sm">
          {MESSAGES.auth.checkEmailSignUp(confirmationSentTo)}
        </p>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label="Create account"
    >
      <FormField
        id="sign-up-full-name"
        label="Full name"
        autoComplete="name"
        error={errors.full_name?.message}
        {...form.register("full_name")}
      />
      <FormField
        id="sign-up-company"
        label="Company"
        autoComplete="organization"
        error={errors.company?.message}
        {...form.register("company")}
      />
      <FormField
        id="sign-up-phone"
        label="Phone"
        optional
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={errors.phone?.message}
        {...form.register("phone")}
      />
      <EmailField id="sign-up-email" error={errors.email?.message} {...form.register("email")} />
      <NewPasswordField
        id="sign-up-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <AuthFormFooter
        serverError={errors.root?.server?.message}
        pending={isSubmitting}
        label="Create Account"
        pendingLabel="Creating account..."
      />
    </form>
  );
}
