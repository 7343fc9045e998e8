import {
  isValidEmail,
  MESSAGES,
  type QuoteFormContact,
  REFERRAL_LABELS,
  REFERRAL_SOURCES,
  type ReferralSource,
} from "@ingot/domain";
import { useId, useState } from "react";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

const FIELDS: {
  key: keyof QuoteFormContact;
  label: string;
  type: string;
  autoComplete: string;
  required: boolean;
}[] = [
  { key: "name", label: "Name", type: "text", autoComplete: "name", required: true },
  { key: "email", label: "Email", type: "email", autoComplete: "email", required: true },
  { key: "company", label: "Company", type: "text", autoComplete: "organization", required: true },
  { key: "phone", label: "Phone", type: "tel", autoComplete: "tel", required: false },
];

function fieldError(key: keyof QuoteFormContact, value: string): string | undefined {
  if (key === "phone") return undefined;
  if (!value.trim()) return MESSAGES.contact.fieldRequired;
  if (key === "email" && !isValidEmail(value.trim())) return MESSAGES.contact.invalidEmail;
  return undefined;
}

export interface ContactStepProps {
  contact: QuoteFormContact;
  onChange: (contact: QuoteFormContact) => void;
  /** Show every field's error (after a refused Next or submit). */
  showErrors: boolean;
  /** The referral question is only asked of signed-out visitors (spec §6). */
  askReferral: boolean;
  referralSource: ReferralSource | "";
  otherSource: string;
  onReferralChange: (source: ReferralSource | "", other: string) => void;
  signedInNote?: string | undefined;
}

export function ContactStep({
  contact,
  onChange,
  showErrors,
  askReferral,
  referralSource,
  otherSource,
  onReferralChange,
  signedInNote,
}: ContactStepProps) {
  const id = useId();
  const [touched, setTouched] = useState<Partial<Record<keyof QuoteFormContact, boolean>>>({});
  return (
    <div className="flex flex-col gap-5">
      {signedInNote ? <p className="text-muted-foreground text-sm">{signedInNote}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const inputId = `${id}-${field.key}`;
          const error =
            showErrors || touched[field.key]
              ? fieldError(field.key, contact[field.key])
              : undefined;
          return (
            <div key={field.key} className="flex flex-col gap-1.5">
              <Label htmlFor={inputId}>
                {field.label}
                {field.required ? (
                  <span className="text-danger" aria-hidden="true">
                    {" "}
                    *
                  </span>
                ) : (
                  <span className="font-normal text-muted-foreground"> (optional)</span>
                )}
              </Label>
              <Input
                id={inputId}
                name={field.key}
                type={field.type}
                autoComplete={field.autoComplete}
                required={field.required}
                value={contact[field.key]}
                onChange={(e) => onChange({ ...contact, [field.key]: e.target.value })}
                onBlur={() => setTouched((prev) => ({ ...prev, [field.key]: true }))}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
              />
              <FieldError id={`${inputId}-error`} className="text-xs">
                {error}
              </FieldError>
            </div>
          );
        })}
      </div>
      {askReferral ? (
        <fieldset className="flex flex-col gap-3" data-testid="referral-question">
          <legend className="mb-2 font-medium text-sm">
            How did you hear about us?{" "}
            <span className="font-normal text-muted-foreground">(optional)</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {REFERRAL_SOURCES.map((source) => (
              <label
                key={source}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <input
                  type="radio"
                  name={`${id}-referral`}
                  value={source}
                  checked={referralSource === source}
                  onChange={() => onReferralChange(source, otherSource)}
                  className="accent-[var(--color-primary)]"
                />
                {REFERRAL_LABELS[source]}
              </label>
            ))}
          </div>
          {referralSource === "other" ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-other`}>Where did you hear about us?</Label>
              <Input
                id={`${id}-other`}
                value={otherSource}
                maxLength={200}
                onChange={(e) => onReferralChange("other", e.target.value)}
              />
            </div>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
