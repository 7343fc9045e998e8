import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES, type SignUp, signUpSchema } from "@ingot/domain";
import { useState } from "react";
import { CompanyField, EmailField, NameField, PhoneField } from "@/components/ui/contact-fields";
import { NewPasswordField } from "@/components/ui/password-field";
import { isApiError } from "@/lib/api-client";
import { AUTH_CODES } from "@/lib/auth-client";
import { reportInvalidForm } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useCheckedForm } from "@/lib/use-checked-form";
import { useSignUp } from "../api/sign-up";
import { AuthForm, CheckEmail } from "./auth-form";
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
  const checked = useCheckedForm<SignUp>(
    zodResolver(signUpSchema),
    Object.fromEntries(FIELDS.map((name) => [name, draft[name] ?? ""])),
  );
  const { form, formRef, field } = checked;
  useDraft(form, onDraft);
  const signUp = useSignUp();
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);

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
      <CheckEmail detail={MESSAGES.auth.checkEmailSignUp(confirmationSentTo)} className="py-4" />
    );
  }

  return (
    <AuthForm kind="signUp" checked={checked} onSubmit={onSubmit}>
      <NameField id="sign-up-full-name" label={LABELS.full_name} {...field("full_name")} />
      <CompanyField id="sign-up-company" label={LABELS.company} {...field("company")} />
      <PhoneField id="sign-up-phone" label={LABELS.phone} inputMode="tel" {...field("phone")} />
      <EmailField id="sign-up-email" {...field("email")} />
      <NewPasswordField id="sign-up-password" {...field("password")} />
    </AuthForm>
  );
}
